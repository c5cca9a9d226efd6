import { z } from 'zod';
import { id, image, localText, schemaRef } from './primitives.js';

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
  categoriesHeading: localText(),
  categories: z
    .array(
      z.strictObject({
        id,
        title: localText(),
        description: localText(),
        image: image.optional(),
        events: z.array(localText()).min(1, 'should list at least one event'),
        capacity: z
          .strictObject({
            seated: z.int().positive().meta({ description: 'Guests seated at tables.' }),
            floating: z
              .int()
              .positive()
              .meta({ description: 'Guests standing and moving about (a reception).' }),
          })
          .refine((capacity) => capacity.floating >= capacity.seated, {
            message: 'floating should be at least seated',
          })
          .meta({ description: 'How many guests this kind of event takes in the hall.' }),
        includes: z
          .array(localText())
          .min(1, 'should list what the package includes')
          .meta({ description: 'What the hall includes for this kind of event.' }),
      }),
    )
    .min(1),
  enquiry: z
    .strictObject({
      referencePrefix: z
        .string()
        .regex(/^[A-Z]{2,5}$/, 'should be 2 to 5 capital letters')
        .meta({ description: 'The prefix of an enquiry’s reference, e.g. "BQT" for BQT-7K3Q9P.' }),
      callBack: localText().meta({
        description:
          'When the banquet manager calls back, as the visitor reads it after sending an enquiry.',
      }),
    })
    .meta({ description: 'What the banquet enquiry form answers.' }),
});
