import fc from 'fast-check';
import { DAY_MS } from './calendarDate.js';
import type { RateAdjustment, RateRule, TaxRule } from './types.js';

/** fast-check arbitraries shared by the property tests. */
export const amount = fc.integer({ min: 0, max: 1_000_000 });

export const rateRule: fc.Arbitrary<RateRule> = fc
  .record({
    steps: fc.array(fc.record({ width: fc.integer({ min: 1, max: 3 }), rate: amount }), {
      maxLength: 4,
    }),
    flat: fc.option(amount, { nil: undefined }),
    surcharge: amount,
    breakfastPrice: amount,
    lunchDinnerPrice: amount,
  })
  .map(({ steps, flat, surcharge, breakfastPrice, lunchDinnerPrice }) => {
    let upToAdults = 0;
    const tiers = steps.map(({ width, rate }) => {
      upToAdults += width;
      return { upToAdults, rate };
    });
    const beyond =
      flat !== undefined || tiers.length === 0
        ? ({ kind: 'flat', rate: flat ?? surcharge } as const)
        : ({ kind: 'perExtraAdult', surcharge } as const);
    return { tiers, beyond, breakfastPrice, lunchDinnerPrice };
  });

export const taxRule: fc.Arbitrary<TaxRule> = fc.oneof(
  fc.constant({ kind: 'flat', percent: 18 } as const),
  fc.integer({ min: 0, max: 2800 }).map((bp) => ({ kind: 'flat', percent: bp / 100 }) as const),
  fc.constant({
    kind: 'slabs',
    slabs: [{ upToNightlyRate: 750000, percent: 5 }, { percent: 18 }],
  } as const),
);

export const selection = fc.record({
  rooms: fc.integer({ min: 1, max: 20 }),
  adults: fc.integer({ min: 1, max: 40 }),
  breakfasts: fc.integer({ min: 0, max: 60 }),
  lunchDinners: fc.integer({ min: 0, max: 60 }),
  nights: fc.integer({ min: 1, max: 30 }),
});

/** A GST percent on meals: none (the source), the two of Indian law, or any with two decimals. */
export const mealGstRate = fc.oneof(
  fc.constantFrom(0, 5, 18),
  fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100),
);

export const occupancy = fc.constantFrom('total' as const, 'perRoom' as const);

const dayInWindow = fc.integer({ min: 0, max: 60 });
/** A date of Dec 2026 – Jan 2027, the window the dated properties test in. */
export const windowDate = dayInWindow.map((day) =>
  new Date(Date.UTC(2026, 11, 1) + day * DAY_MS).toISOString().slice(0, 10),
);

/** A valid adjustment over the window: optional dates, optional days, a percent or an amount. */
export const adjustment: fc.Arbitrary<RateAdjustment> = fc
  .record({
    name: fc.constantFrom('Weekend', 'Diwali', 'Season', 'Sale'),
    range: fc.option(fc.tuple(fc.option(windowDate), fc.option(windowDate)), { nil: undefined }),
    days: fc.option(
      fc.uniqueArray(fc.constantFrom('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat' as const), {
        minLength: 1,
        maxLength: 7,
      }),
      { nil: undefined },
    ),
    change: fc.oneof(
      fc.integer({ min: -5000, max: 10000 }).map((bp) => ({ percent: bp / 100 })),
      fc.integer({ min: 0, max: 50000 }).map((amount) => ({ amount })),
    ),
  })
  .map(({ name, range, days, change }) => {
    const [first, second] = range ?? [null, null];
    const [from, to] = first && second && first > second ? [second, first] : [first, second];
    return {
      name,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(days ? { days } : {}),
      ...change,
    };
  });
