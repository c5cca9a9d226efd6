import { type Attractions, attractionDistance, distancesOf, type Property } from '@hotel/content';

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

const kmFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
export const kmText = (km: number): string => `${kmFormat.format(km)} km`;

/** 45 → "45 min", 150 → "2 h 30 min", 180 → "3 h". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "10–15 min", "60–75 min", "2 h 30 min – 3 h": up to an hour and a half in minutes. */
export function durationRangeText(minutes: number, maxMinutes?: number): string {
  if (maxMinutes === undefined) return durationText(minutes);
  return maxMinutes <= 90
    ? `${minutes}–${maxMinutes} min`
    : `${durationText(minutes)} – ${durationText(maxMinutes)}`;
}

/** "10–15 min by road", "2 h 30 min – 3 h by road", "5 min on foot". */
export function travelTimeText(figures: {
  readonly minutes: number;
  readonly maxMinutes?: number | undefined;
  readonly by: 'road' | 'foot';
}): string {
  const { minutes, maxMinutes, by } = figures;
  return `${durationRangeText(minutes, maxMinutes)} ${by === 'foot' ? 'on foot' : 'by road'}`;
}

/** The location section's data for a property, read from the content at build time. */
export function locationOf(property: Property, attractions: Attractions): LocationData {
  const { street, locality, city, state, postalCode } = property.address;
  return {
    name: property.name,
    addressLines: [`${street}, ${locality}`, `${city}, ${state} ${postalCode}`],
    phone: property.phone,
    mapQuery: property.mapQuery,
    distances: distancesOf(property, attractions.destinations).map((row) => ({
      id: row.destination.id,
      place: row.destination.name,
      distance: kmText(row.km),
      time:
        row.by === 'foot' ? travelTimeText(row) : durationRangeText(row.minutes, row.maxMinutes),
    })),
  };
}

/** An attraction's distance from a property, in words: what its card says. */
export function attractionDistanceText(
  place: Parameters<typeof attractionDistance>[0],
  property: Property,
): string {
  const distance = attractionDistance(place, property);
  if (distance.basis === 'road') {
    return `${kmText(distance.km)} from ${property.shortName}, ${travelTimeText(distance)}`;
  }
  if (distance.basis === 'straightLine') {
    return `About ${kmText(distance.km)} from ${property.shortName} in a straight line`;
  }
  return `About ${kmText(distance.km)} from the city centre`;
}

/** The attraction groups with each place's distance from the property, in words. */
export function attractionsFrom(property: Property, attractions: Attractions) {
  return {
    heading: attractions.heading,
    groups: attractions.groups.map((group) => ({
      id: group.id,
      title: group.title,
      places: group.places.map((place) => ({
        name: place.name,
        description: place.description,
        distance: attractionDistanceText(place, property),
      })),
    })),
  };
}
