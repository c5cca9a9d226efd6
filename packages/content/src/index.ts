import { type Paise, type RateRule, rateFor, type TaxRule } from '@hotel/pricing';
import { contentFiles, unreadableFiles } from './files.js';
import { loadContent } from './loadContent.js';
import { declaredRoutes } from './routes.js';
import type { CancellationPolicy } from './schema/cancellation.js';
import type { Content, Hotel, Property, Room, SiteRoute } from './types.js';

export {
  type CancellationStep,
  type CancellationTerms,
  cancellationSchedule,
  cancellationTerms,
  checkInMoment,
  describeCancellationPolicy,
} from './cancellation.js';
export { type CheckResult, checkContent } from './check/checkContent.js';
export { formatProblem, type Problem, type Severity } from './check/problem.js';
export { loadContent } from './loadContent.js';
export { pathKey } from './routes.js';
export type * from './types.js';

/** The site's content, parsed and checked when this module loads. */
export const content: Content = loadContent(contentFiles, unreadableFiles);

export const { site, properties, hotels, banquet, attractions, contactPages } = content;

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
  const hotel = hotels.find((candidate) => candidate.rooms.includes(room));
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

/** The lowest and highest shown nightly prices of a hotel's rooms. */
export function priceRange(hotel: Hotel): { readonly min: Paise; readonly max: Paise } {
  const prices = hotel.rooms.map(shownPrice);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The GST rule in force (site.json › tax.active). */
export function taxRule(): TaxRule {
  const preset = site.tax.presets[site.tax.active];
  if (!preset) throw new Error(`The tax preset ${site.tax.active} does not exist.`);
  return preset.rule;
}

/** Every path of the site and what it renders. */
export function routes(): readonly SiteRoute[] {
  return declaredRoutes(content).map(({ route }) => route);
}

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
