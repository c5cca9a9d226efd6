import { type Attractions, attractionDistance, distancesOf, type Property } from '@hotel/content';
import { intlLocale, type Lang, renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';

/**
 * The texts are made in loaders at build time, where the page's language is passed (`lang`);
 * elsewhere they default to the language being rendered.
 */

/** One row of a property's location table, as plain data for the page. */
export interface DistanceRow {
  readonly id: string;
  readonly place: string;
  /** "3 km" */
  readonly distance: string;
  /** "10–15 min" by road, "5 min on foot" */
  readonly time: string;
}

/** What a property page shows beside its map: the address, its contacts, the distances. */
export interface LocationData {
  readonly name: string;
  readonly addressLines: readonly string[];
  readonly phone: string;
  readonly mapQuery: string;
  readonly distances: readonly DistanceRow[];
}

const kmFormats = new Map<Lang, Intl.NumberFormat>();
/** 2.5 → "2.5 km" ("2.5 किमी"), Latin digits in every language. */
export function kmText(km: number, lang: Lang = renderingLang()): string {
  let format = kmFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 });
    kmFormats.set(lang, format);
  }
  return m.site_km({ km: format.format(km) }, { locale: lang });
}

/** 45 → "45 min", 150 → "2 h 30 min", 180 → "3 h" ("1 मिनिट", "2 घंटे 30 मिनट"). */
export function durationText(minutes: number, lang: Lang = renderingLang()): string {
  const locale = { locale: lang };
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return m.site_minutes({ count: rest }, locale);
  const hoursText = m.site_hours({ count: hours }, locale);
  if (rest === 0) return hoursText;
  return m.site_hoursAndMinutes(
    { hours: hoursText, minutes: m.site_minutes({ count: rest }, locale) },
    locale,
  );
}

/** "10–15 min", "60–75 min", "2 h 30 min – 3 h": up to an hour and a half in minutes. */
export function durationRangeText(
  minutes: number,
  maxMinutes?: number,
  lang: Lang = renderingLang(),
): string {
  if (maxMinutes === undefined) return durationText(minutes, lang);
  return maxMinutes <= 90
    ? m.site_minutesRange({ min: minutes, max: maxMinutes }, { locale: lang })
    : m.site_durationRange(
        { from: durationText(minutes, lang), to: durationText(maxMinutes, lang) },
        { locale: lang },
      );
}

/** "10–15 min by road", "2 h 30 min – 3 h by road", "5 min on foot". */
export function travelTimeText(
  figures: {
    readonly minutes: number;
    readonly maxMinutes?: number | undefined;
    readonly by: 'road' | 'foot';
  },
  lang: Lang = renderingLang(),
): string {
  const { minutes, maxMinutes, by } = figures;
  const time = durationRangeText(minutes, maxMinutes, lang);
  return by === 'foot'
    ? m.site_onFoot({ time }, { locale: lang })
    : m.site_byRoad({ time }, { locale: lang });
}

/** The location section's data for a property, read from the content at build time. */
export function locationOf(
  property: Property,
  attractions: Attractions,
  lang: Lang = renderingLang(),
): LocationData {
  const { street, locality, city, state, postalCode } = property.address;
  return {
    name: property.name,
    addressLines: [`${street}, ${locality}`, `${city}, ${state} ${postalCode}`],
    phone: property.phone,
    mapQuery: property.mapQuery,
    distances: distancesOf(property, attractions.destinations).map((row) => ({
      id: row.destination.id,
      place: row.destination.name,
      distance: kmText(row.km, lang),
      time:
        row.by === 'foot'
          ? travelTimeText(row, lang)
          : durationRangeText(row.minutes, row.maxMinutes, lang),
    })),
  };
}

/** An attraction's distance from a property, in words: what its card says. */
export function attractionDistanceText(
  place: Parameters<typeof attractionDistance>[0],
  property: Property,
  lang: Lang = renderingLang(),
): string {
  const distance = attractionDistance(place, property);
  const km = kmText(distance.km, lang);
  const locale = { locale: lang };
  if (distance.basis === 'road') {
    const time = travelTimeText(distance, lang);
    return m.site_distanceByRoad({ km, place: property.shortName, time }, locale);
  }
  if (distance.basis === 'straightLine') {
    return m.site_distanceStraightLine({ km, place: property.shortName }, locale);
  }
  return m.site_distanceFromCentre({ km }, locale);
}

/** The attraction groups with each place's distance from the property, in words. */
export function attractionsFrom(
  property: Property,
  attractions: Attractions,
  lang: Lang = renderingLang(),
) {
  return {
    heading: attractions.heading,
    groups: attractions.groups.map((group) => ({
      id: group.id,
      title: group.title,
      places: group.places.map((place) => ({
        name: place.name,
        description: place.description,
        distance: attractionDistanceText(place, property, lang),
      })),
    })),
  };
}
