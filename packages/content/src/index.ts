import { DEFAULT_LANG, type Lang } from '@hotel/i18n';
import {
  type Paise,
  type QuoteOptions,
  type RateRule,
  rateFor,
  type TaxRule,
} from '@hotel/pricing';
import { type CheapestNight, cheapestNight } from './cheapestNight.js';
import { contentFiles, unreadableFiles } from './files.js';
import { loadContent } from './loadContent.js';
import { declaredRoutes } from './routes.js';
import type { CancellationPolicy } from './schema/cancellation.js';
import type { Content, Hotel, Property, Room, SiteRoute } from './types.js';

export * from './cancellation.js';
export type { CheapestNight } from './cheapestNight.js';
export { type CheckResult, checkContent } from './check/checkContent.js';
export { formatProblem, type Problem, type Severity } from './check/problem.js';
export { loadContent } from './loadContent.js';
export {
  type AttractionDistance,
  attractionDistance,
  type DestinationDistance,
  distancesOf,
  straightLineKm,
} from './location.js';
export { noShowRuleOf, type PeakNight, payAtHotelOf, peakNights } from './payAtHotel.js';
export { pathKey } from './routes.js';
export { LocalText, type Resolved, resolveIn } from './schema/primitives.js';
export type * from './types.js';

const contentByLang = new Map<Lang, Content>();

/** The site's content in one language (parsed and checked once per language). */
export function contentIn(lang: Lang): Content {
  let found = contentByLang.get(lang);
  if (!found) {
    found = loadContent(contentFiles, unreadableFiles, lang);
    contentByLang.set(lang, found);
  }
  return found;
}

/** The site's content in English, parsed and checked when this module loads. */
export const content: Content = contentIn(DEFAULT_LANG);

export const { site, properties, hotels, banquet, attractions, contactPages, terms, privacy } =
  content;

const adjustmentNames = new Map<Lang, ReadonlyMap<string, string>>();

/**
 * A rate adjustment's name ('Weekend', as quotes keep it: the English content's) in `lang`, as
 * the same reading's adjustment names it there; the name itself where no reading has it (a
 * hotel an admin added, a quote older than a renamed season).
 */
export function adjustmentNameIn(name: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return name;
  let names = adjustmentNames.get(lang);
  if (!names) {
    const found = new Map<string, string>();
    const translated = contentIn(lang).hotels;
    hotels.forEach((hotel, h) => {
      hotel.rooms.forEach((room, r) => {
        for (const [reading, rule] of Object.entries(room.readings)) {
          rule.adjustments?.forEach((adjustment, a) => {
            const there = translated[h]?.rooms[r]?.readings[reading]?.adjustments?.[a]?.name;
            if (there) found.set(adjustment.name, there);
          });
        }
      });
    });
    names = found;
    adjustmentNames.set(lang, names);
  }
  return names.get(name) ?? name;
}
export function getProperty(id: string): Property | undefined {
  return properties.find((property) => property.id === id);
}

export function getRoom(id: string): Room | undefined {
  return hotels.flatMap((hotel) => hotel.rooms).find((room) => room.id === id);
}

export function roomsOf(hotelId: string): readonly Room[] {
  return hotels.find((hotel) => hotel.id === hotelId)?.rooms ?? [];
}

export function hotelOf(room: Room): Hotel {
  const hotel = hotels.find((candidate) => candidate.rooms.some(({ id }) => id === room.id));
  if (!hotel) throw new Error(`The room ${room.id} belongs to no hotel of the content.`);
  return hotel;
}

/** The rate rule the site charges for a room: its active reading. */
export function activeRule(room: Room): RateRule {
  const rule = room.readings[room.activeReading];
  if (!rule) throw new Error(`The room ${room.id} has no reading named ${room.activeReading}.`);
  return rule;
}

/** The one nightly price the site shows for a room: the active reading's rate for one adult. */
export function shownPrice(room: Room): Paise {
  return rateFor(activeRule(room), 1);
}

/** The tax preset in force (site.json › tax.active). */
function activeTax() {
  const preset = site.tax.presets[site.tax.active];
  if (!preset) throw new Error(`The tax preset ${site.tax.active} does not exist.`);
  return preset;
}

/** The GST rule on rooms in force (site.json › tax.active). */
export function taxRule(): TaxRule {
  return activeTax().rule;
}

/**
 * The GST percent on a hotel's meals under the tax in force: restaurant service, a supply apart
 * from the room, at the preset's `meals.specifiedPremises` percent when the hotel is a specified
 * premises (its `legal.specifiedPremises`), at `meals.percent` otherwise.
 */
export function mealGstRate(hotel: Hotel): number {
  const { meals } = activeTax();
  return hotel.legal.specifiedPremises ? meals.specifiedPremises : meals.percent;
}

/** How the engine prices a stay in this room: the tax in force on its room and its meals. */
export function pricingOptions(room: Room): QuoteOptions {
  return { tax: taxRule(), mealGstRate: mealGstRate(hotelOf(room)) };
}

/** A "from" price: a room's cheapest night for a party, with that night's GST. */
export interface FromPrice extends CheapestNight {
  /** The adults it is for: the party's, or fewer when the room sleeps fewer. */
  readonly adults: number;
}

/** Whose nights, and which: `adults` in one room, `nights` nights from `from` (YYYY-MM-DD). */
export interface FromPriceOptions {
  readonly adults: number;
  readonly from: string;
  readonly nights: number;
}

/**
 * A room's "from" price: its cheapest night among `nights` nights from `from` for `adults`
 * adults (or its most, if it sleeps fewer) in one room, at its active reading, GST included at
 * that night's slab of the tax in force: what a booking of that one night would charge.
 */
export function fromPrice(room: Room, options: FromPriceOptions): FromPrice {
  const adults = Math.min(options.adults, room.maxAdultsPerRoom);
  return { ...cheapestNight(activeRule(room), taxRule(), { ...options, adults }), adults };
}

/**
 * A hotel's "from" price: the cheapest of its rooms' that sleep the party (of all its rooms
 * when none does), with the room it is for.
 */
export function hotelFromPrice(
  hotel: Hotel,
  options: FromPriceOptions,
): FromPrice & { readonly roomId: string } {
  const sleeping = hotel.rooms.filter((room) => room.maxAdultsPerRoom >= options.adults);
  const prices = (sleeping.length > 0 ? sleeping : hotel.rooms).map((room) => ({
    ...fromPrice(room, options),
    roomId: room.id,
  }));
  return prices.reduce((best, price) => (price.amount < best.amount ? price : best));
}

/** Every path of the site in every language it is published in, and what it renders. */
export function routes(): readonly SiteRoute[] {
  return content.site.languages.flatMap((lang) =>
    declaredRoutes(contentIn(lang), lang).map(({ route }) => route),
  );
}

/** The languages the site is published in (site.json › languages), English first. */
export const languages: readonly Lang[] = content.site.languages;

/** A property's address on one line: "Plot 0, Jalna Road, Chikalthana, Chhatrapati Sambhajinagar, Maharashtra 431006". */
export function addressText(property: Property): string {
  const { street, locality, city, state, postalCode } = property.address;
  return `${street}, ${locality}, ${city}, ${state} ${postalCode}`;
}

/** When a hotel's guests check in and out, in India ("12:00", "11:00"): its own, or the site's. */
export function stayTimesOf(hotel: Hotel): {
  readonly checkInTime: string;
  readonly checkOutTime: string;
} {
  return {
    checkInTime: cancellationPolicyOf(hotel).checkInTime,
    checkOutTime: hotel.checkOutTime ?? site.checkOutTime,
  };
}

/** The cancellation policy a hotel's guests agree to: its own, or the site's. */
export function cancellationPolicyOf(hotel: Hotel): CancellationPolicy {
  return hotel.cancellation ?? site.cancellation;
}
