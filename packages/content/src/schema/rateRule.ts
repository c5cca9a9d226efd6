import type { RateRule, TaxRule } from '@hotel/pricing';
import { z } from 'zod';
import { adjustment, type ContentAdjustment } from './adjustment.js';
import { rupees } from './primitives.js';

const adults = z.int('should be a whole number of adults').min(1, 'should be at least 1');

const tier = z.strictObject({
  upToAdults: adults.meta({ description: 'This tier applies up to this many adults (in all).' }),
  rate: rupees.meta({ description: 'Nightly rate of one room, in rupees.' }),
});

const beyond = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('flat'),
      rate: rupees.meta({ description: 'Nightly rate beyond the last tier, in rupees.' }),
    }),
    z.strictObject({
      kind: z.literal('perExtraAdult'),
      surcharge: rupees.meta({
        description: 'Added to the last tier’s rate for each adult beyond it, in rupees.',
      }),
    }),
  ],
  { error: 'should have "kind": "flat" (with a "rate") or "perExtraAdult" (with a "surcharge")' },
);

/** A rate reading as editors write it (rupees); parsed into the engine's RateRule (paise). */
export const rateReading = z
  .strictObject({
    tiers: z
      .array(tier)
      .meta({ description: 'Rates by adults, ascending. May be empty for a flat rate.' }),
    beyond,
    breakfastPrice: rupees.meta({ description: 'Price of one breakfast, in rupees.' }),
    lunchDinnerPrice: rupees.meta({ description: 'Price of one lunch or dinner, in rupees.' }),
    adjustments: z.array(adjustment).optional().meta({
      description:
        'Prices by date (weekends, seasons, festivals), in order: a night takes the first that holds.',
    }),
  })
  .superRefine((reading, ctx) => {
    reading.tiers.forEach((current, index) => {
      const previous = reading.tiers[index - 1];
      if (previous && current.upToAdults <= previous.upToAdults) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'upToAdults'],
          message: `should be more than the tier before it (${previous.upToAdults})`,
        });
      }
    });
    if (reading.beyond.kind === 'perExtraAdult' && reading.tiers.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['beyond'],
        message: 'a per-extra-adult surcharge needs at least one tier to add to',
      });
    }
  })
  .transform(
    (
      reading,
    ): Omit<RateRule, 'adjustments'> & {
      readonly adjustments?: readonly ContentAdjustment[] | undefined;
    } => reading,
  )
  .meta({
    description:
      'How a room is priced: tiers by total adults, then a flat rate or a surcharge per extra adult.',
  });

export const taxPercent = z
  .number()
  .min(0, 'should be a percent from 0 to 100')
  .max(100, 'should be a percent from 0 to 100');

export const taxRule = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('flat'), percent: taxPercent }),
      z.strictObject({
        kind: z.literal('slabs'),
        slabs: z
          .array(
            z.strictObject({
              upToNightlyRate: rupees.optional().meta({
                description:
                  'This slab applies when one room’s nightly rate is at most this (rupees). Omit on the last slab.',
              }),
              percent: taxPercent,
            }),
          )
          .min(1, 'should list at least one slab'),
      }),
    ],
    { error: 'should have "kind": "flat" (with a "percent") or "slabs" (with a list of "slabs")' },
  )
  .superRefine((tax, ctx) => {
    if (tax.kind !== 'slabs') return;
    tax.slabs.forEach((slab, index) => {
      const isLast = index === tax.slabs.length - 1;
      if (isLast && slab.upToNightlyRate !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['slabs', index, 'upToNightlyRate'],
          message: 'the last slab should have no upper bound',
        });
      }
      if (!isLast && slab.upToNightlyRate === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['slabs', index, 'upToNightlyRate'],
          message: 'only the last slab may leave out its upper bound',
        });
      }
      const previous = tax.slabs[index - 1]?.upToNightlyRate;
      if (
        previous !== undefined &&
        slab.upToNightlyRate !== undefined &&
        slab.upToNightlyRate <= previous
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['slabs', index, 'upToNightlyRate'],
          message: 'should be more than the slab before it',
        });
      }
    });
  })
  .transform((tax): TaxRule => tax);
