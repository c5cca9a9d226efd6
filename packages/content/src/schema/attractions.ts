import { z } from 'zod';
import { destination, geo } from './location.js';
import { id, localText, schemaRef } from './primitives.js';

export const attractions = z.strictObject({
  $schema: schemaRef,
  heading: localText(),
  destinations: z.array(destination).min(1).meta({
    description:
      'The places every property lists its distance and travel time to (its location.distances), e.g. the railway station, the airport, Ellora.',
  }),
  groups: z
    .array(
      z.strictObject({
        id,
        title: localText(),
        places: z
          .array(
            z.strictObject({
              name: localText(),
              description: localText(),
              distanceKm: z.number().min(0).max(500).meta({
                description:
                  'Approximate road distance from the city centre: shown when the place has neither a destination nor a geo.',
              }),
              destination: id.optional().meta({
                description:
                  'The destination (of "destinations") this place is: its page then shows each property’s road distance and time to it.',
              }),
              geo: geo.optional().meta({
                description:
                  'Where the place is: a hotel page shows its straight-line distance from the hotel.',
              }),
            }),
          )
          .min(1),
      }),
    )
    .length(5, 'should have exactly 5 groups'),
});
