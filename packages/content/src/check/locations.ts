import { propertyFile } from '../routes.js';
import type { Attractions, Property } from '../types.js';
import type { Report } from './moneyWarnings.js';

/**
 * Every property states its distance to each destination of attractions.json once, and names no
 * other; an attraction that is a destination names one that exists.
 */
export function checkLocations(
  properties: readonly Property[],
  attractions: Attractions,
  error: Report,
): void {
  const destinations = attractions.destinations.map((destination) => destination.id);
  const known = new Set<string>();
  attractions.destinations.forEach(({ id }, index) => {
    if (known.has(id)) {
      error('attractions.json', `destinations[${index}].id`, `"${id}" is listed twice`);
    }
    known.add(id);
  });
  for (const property of properties) {
    const file = propertyFile(property.id);
    const listed = new Set<string>();
    property.location.distances.forEach((distance, index) => {
      const path = `location.distances[${index}]`;
      if (!known.has(distance.to)) {
        error(
          file,
          `${path}.to`,
          `"${distance.to}" is not a destination of attractions.json (${destinations.join(', ')})`,
        );
      } else if (listed.has(distance.to)) {
        error(file, `${path}.to`, `"${distance.to}" is already listed above`);
      }
      listed.add(distance.to);
      if (distance.maxMinutes !== undefined && distance.maxMinutes <= distance.minutes) {
        error(
          file,
          `${path}.maxMinutes`,
          `should be more than minutes (${distance.minutes}), or left out`,
        );
      }
    });
    const missing = destinations.filter((id) => !listed.has(id));
    if (missing.length > 0) {
      error(
        file,
        'location.distances',
        `should also list ${missing.map((id) => `"${id}"`).join(', ')} (every destination of attractions.json)`,
      );
    }
  }
  attractions.groups.forEach((group, groupIndex) => {
    group.places.forEach((place, index) => {
      if (place.destination !== undefined && !known.has(place.destination)) {
        error(
          'attractions.json',
          `groups[${groupIndex}].places[${index}].destination`,
          `"${place.destination}" is not one of destinations (${destinations.join(', ')})`,
        );
      }
    });
  });
}
