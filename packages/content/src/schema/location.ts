import { z } from 'zod';
import { id, localText } from './primitives.js';

/** A place on the map, in decimal degrees. */
export const geo = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/**
 * The places every property states its distance to (attractions.json › destinations): how a
 * guest arrives (railway station, airport, bus stand) and what they come to see.
 */
export const destination = z.strictObject({
  id,
  name: localText().meta({ description: 'As a guest would say it, e.g. "Ellora Caves".' }),
});

/** How far one destination is from the property, and how long the trip usually takes. */
export const distance = z.strictObject({
  to: id.meta({ description: 'A destination of attractions.json › destinations, e.g. "ellora".' }),
  km: z
    .number()
    .min(0, 'should be 0 or more kilometres')
    .max(500, 'should be at most 500 km')
    .multipleOf(0.1, 'should have at most one decimal place')
    .meta({ description: 'The distance by road (or on foot), in km, e.g. 29.5.' }),
  minutes: z.int('should be a whole number of minutes').min(1).max(600).meta({
    description:
      'The usual time the trip takes, in minutes (the shortest, when maxMinutes is given).',
  }),
  maxMinutes: z
    .int('should be a whole number of minutes')
    .min(1)
    .max(600)
    .optional()
    .meta({ description: 'The longest it usually takes (traffic, a ghat road), e.g. 60.' }),
  by: z
    .enum(['road', 'foot'], { error: 'should be "road" or "foot"' })
    .default('road')
    .meta({ description: '"road" (taxi or auto-rickshaw; the default) or "foot".' }),
});

export const location = z
  .strictObject({
    distances: z.array(distance).min(1),
  })
  .meta({
    description:
      'Where the property is, for the page beside its map: its distance and usual travel time to each destination of attractions.json. Editors: check these on a map before publishing.',
  });
