import { z } from 'zod';
import { id, schemaRef, text } from './primitives.js';

export const attractions = z.strictObject({
  $schema: schemaRef,
  heading: text,
  groups: z
    .array(
      z.strictObject({
        id,
        title: text,
        places: z
          .array(
            z.strictObject({
              name: text,
              description: text,
              distanceKm: z
                .number()
                .min(0)
                .max(500)
                .meta({ description: 'Approximate road distance from the city centre.' }),
            }),
          )
          .min(1),
      }),
    )
    .length(5, 'should have exactly 5 groups'),
});
