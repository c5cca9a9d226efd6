import { z } from 'zod';

/** A time of day in India as editors write it, e.g. "12:00". */
export const clockTime = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'should be a time of day written HH:MM, e.g. "12:00"');

/**
 * When a guest may cancel and what comes back: tiers by hours before check-in (India time on
 * the check-in date), largest first; after check-in a guest cannot cancel.
 */
export const cancellationPolicy = z
  .strictObject({
    checkInTime: clockTime.meta({ description: 'Check-in time in India, e.g. "12:00".' }),
    tiers: z
      .array(
        z.strictObject({
          hoursBefore: z
            .int('should be a whole number of hours')
            .min(0, 'should be 0 or more')
            .meta({ description: 'Cancelling at least this many hours before check-in…' }),
          refundPercent: z
            .int('should be a whole percent')
            .min(0, 'should be from 0 to 100')
            .max(100, 'should be from 0 to 100')
            .meta({ description: '…refunds this percent of what was paid.' }),
        }),
      )
      .min(1, 'should list at least one tier')
      .superRefine((tiers, ctx) => {
        tiers.forEach((tier, index) => {
          const before = tiers[index - 1];
          if (before && tier.hoursBefore >= before.hoursBefore) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'hoursBefore'],
              message: `should be fewer hours than the tier before it (${before.hoursBefore})`,
            });
          }
        });
      }),
  })
  .meta({ description: 'The cancellation policy guests agree to before they pay.' });

export type CancellationPolicy = z.output<typeof cancellationPolicy>;
