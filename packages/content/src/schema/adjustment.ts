import {
  isCalendarDate,
  isWholePaise,
  type RateAdjustment,
  rupeesToPaise,
  WEEKDAYS,
} from '@hotel/pricing';
import { z } from 'zod';
import { type LocalText, localText } from './primitives.js';

const calendarDate = z
  .string()
  .refine(isCalendarDate, 'should be a real date written YYYY-MM-DD, e.g. "2026-11-08"')
  .meta({ description: 'A date written YYYY-MM-DD. A night is dated by the day it starts.' });

/** Rupees that may be negative (a discount), turned into integer paise. */
const signedRupees = z
  .number()
  .min(-1_000_000, 'should be at least -₹10,00,000')
  .max(1_000_000, 'should be at most ₹10,00,000')
  .refine(isWholePaise, { message: 'should have at most 2 decimal places (paise)' })
  .transform(rupeesToPaise);

const percent = z
  .number()
  .min(-100, 'should be a percent from -100 to 1000')
  .max(1000, 'should be a percent from -100 to 1000')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-9, {
    message: 'should have at most 2 decimal places',
  });

/** The engine's adjustment with its name in each language (the engine's once read in one). */
export type ContentAdjustment = Omit<RateAdjustment, 'name'> & { readonly name: LocalText };

/** A dated change to a reading's nightly rate, as editors write it (amounts in rupees). */
export const adjustment = z
  .strictObject({
    name: localText().meta({
      description: 'Shown to guests beside the night, e.g. "Weekend", "Diwali", in each language.',
    }),
    from: calendarDate.optional().meta({ description: 'First night it applies to (inclusive).' }),
    to: calendarDate.optional().meta({ description: 'Last night it applies to (inclusive).' }),
    days: z
      .array(z.enum(WEEKDAYS, { error: `should be one of ${WEEKDAYS.join(', ')}` }))
      .min(1, 'should name at least one day')
      .optional()
      .meta({ description: 'Nights starting on these days, e.g. ["fri", "sat"] for the weekend.' }),
    percent: percent.optional().meta({ description: '+15 = 15% more, -10 = 10% less.' }),
    amount: signedRupees
      .optional()
      .meta({ description: 'Rupees added to one room’s nightly rate (negative: taken off).' }),
    minNights: z
      .int('should be a whole number of nights')
      .min(1, 'should be at least 1')
      .optional()
      .meta({ description: 'A stay holding a night it applies to must be at least this long.' }),
  })
  .superRefine((value, ctx) => {
    if ((value.percent === undefined) === (value.amount === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'should have exactly one of "percent" and "amount"',
      });
    }
    if (value.from !== undefined && value.to !== undefined && value.from > value.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `should not be before "from" (${value.from})`,
      });
    }
  })
  // The engine's adjustment once the content is read in a language (its name that language's).
  .transform((value): ContentAdjustment => value)
  .meta({
    description:
      'A price change on some nights. A night takes the first adjustment of the list whose dates and days hold.',
  });
