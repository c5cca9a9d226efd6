import type { Attractions, Destination, Distance, Property } from './types.js';

type Place = Attractions['groups'][number]['places'][number];
type Geo = Property['geo'];

/** A destination with the property's distance to it, as its location section lists it. */
export interface DestinationDistance extends Omit<Distance, 'to'> {
  readonly destination: Destination;
}

/**
 * How far an attraction is from a property: `road` when the attraction is one of the
 * destinations (the property's own figures), `straightLine` when only its coordinates are known,
 * `cityCentre` when the content gives neither (its distance from the city centre).
 */
export type AttractionDistance =
  | ({ readonly basis: 'road' } & Omit<Distance, 'to'>)
  | { readonly basis: 'straightLine' | 'cityCentre'; readonly km: number };

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in km (haversine). */
export function straightLineKm(from: Geo, to: Geo): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The property's distances, in the order of attractions.json › destinations. */
export function distancesOf(
  property: Property,
  destinations: readonly Destination[],
): DestinationDistance[] {
  return destinations.flatMap((destination) => {
    const found = property.location.distances.find((distance) => distance.to === destination.id);
    if (!found) return [];
    const { to: _to, ...figures } = found;
    return [{ destination, ...figures }];
  });
}

/** How far an attraction is from a property (see AttractionDistance). */
export function attractionDistance(place: Place, property: Property): AttractionDistance {
  const road = place.destination
    ? property.location.distances.find((distance) => distance.to === place.destination)
    : undefined;
  if (road) {
    const { to: _to, ...figures } = road;
    return { basis: 'road', ...figures };
  }
  if (place.geo) {
    return {
      basis: 'straightLine',
      km: Math.round(straightLineKm(property.geo, place.geo) * 10) / 10,
    };
  }
  return { basis: 'cityCentre', km: place.distanceKm };
}
