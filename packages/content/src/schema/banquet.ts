import { z } from 'zod';
import { id, image, schemaRef, text } from './primitives.js';

const time = z.string().regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/, 'should be a time like "08:00"');
const weekdays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

export const banquet = z.strictObject({
  $schema: schemaRef,
  property: id.meta({ description: 'The banquet hall property these events belong to.' }),
  capacity: z.int().positive().meta({ description: 'Largest number of guests.' }),
  openingHours: z.strictObject({
    days: z.array(z.enum(weekdays)).min(1),
    opens: time,
    closes: time,
  }),
  categoriesHeading: text,
  categories: z
    .array(
      z.strictObject({
        id,
        title: text,
        description: text,
        image: image.optional(),
        events: z.array(text).min(1, 'should list at least one event'),
      }),
    )
    .min(1),
});
