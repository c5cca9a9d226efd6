import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mealGstRate, occupancy, rateRule, selection, taxRule } from './arbitraries.fixture.js';
import { LIMITS } from './limits.js';
import { PricingError } from './PricingError.js';
import { quote } from './quote.js';
import type { RateRule } from './types.js';

describe('quote invariants', () => {
  it('totals the room cost, GST and meals, all in integer paise', () => {
    fc.assert(
      fc.property(
        rateRule,
        selection,
        taxRule,
        occupancy,
        mealGstRate,
        (rule, picked, tax, occ, meals) => {
          const result = quote(rule, picked, { tax, occupancy: occ, mealGstRate: meals });
          expect(result.total).toBe(
            result.roomCost +
              result.gst +
              result.breakfastCost +
              result.lunchDinnerCost +
              result.mealGst,
          );
          expect(result.roomCost).toBe(result.rooms * result.rate * result.nights);
          expect(result.breakfastCost).toBe(picked.breakfasts * rule.breakfastPrice);
          expect(result.lunchDinnerCost).toBe(picked.lunchDinners * rule.lunchDinnerPrice);
          for (const figure of [
            result.rate,
            result.roomCost,
            result.gst,
            result.mealGst,
            result.total,
          ]) {
            expect(Number.isSafeInteger(figure)).toBe(true);
          }
        },
      ),
    );
  });

  it("taxes the room cost at the room's rate and the meals apart at theirs", () => {
    fc.assert(
      fc.property(rateRule, selection, taxRule, mealGstRate, (rule, picked, tax, meals) => {
        const withMeals = quote(rule, picked, { tax, mealGstRate: meals });
        const withoutMeals = quote(
          rule,
          { ...picked, breakfasts: 0, lunchDinners: 0 },
          { tax, mealGstRate: meals },
        );
        expect(withMeals.gst).toBe(withoutMeals.gst);
        expect(withoutMeals.mealGst).toBe(0);
        expect(
          Math.abs(withMeals.gst - (withMeals.roomCost * withMeals.gstRate) / 100),
        ).toBeLessThanOrEqual(0.5);
        const mealCost = withMeals.breakfastCost + withMeals.lunchDinnerCost;
        expect(withMeals.mealGstRate).toBe(meals);
        expect(Math.abs(withMeals.mealGst - (mealCost * meals) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('never costs less for more nights', () => {
    fc.assert(
      fc.property(rateRule, selection, taxRule, (rule, picked, tax) => {
        const base = quote(rule, picked, { tax }).total;
        expect(
          quote(rule, { ...picked, nights: picked.nights + 1 }, { tax }).total,
        ).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('never costs less for more rooms when the rate is counted on all adults', () => {
    fc.assert(
      fc.property(rateRule, selection, taxRule, (rule, picked, tax) => {
        const base = quote(rule, picked, { tax }).total;
        expect(
          quote(rule, { ...picked, rooms: picked.rooms + 1 }, { tax }).total,
        ).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});

const invalidCount = fc.oneof(
  fc.double({ noInteger: true }),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.string(),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ max: -1 }),
);

describe('invalid selections', () => {
  const rule: RateRule = {
    tiers: [{ upToAdults: 1, rate: 120000 }],
    beyond: { kind: 'flat', rate: 150000 },
    breakfastPrice: 10000,
    lunchDinnerPrice: 80000,
  };
  const valid = { rooms: 1, adults: 1, breakfasts: 0, lunchDinners: 0, nights: 1 };
  const fields = ['rooms', 'adults', 'breakfasts', 'lunchDinners', 'nights'] as const;

  it('throw a PricingError naming the field, whatever the bad value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), invalidCount, (field, bad) => {
        const attempt = () => quote(rule, { ...valid, [field]: bad } as never);
        expect(attempt).toThrow(PricingError);
        expect(attempt).toThrowError(expect.objectContaining({ field }));
      }),
    );
  });

  it.each([
    ['rooms', 0, 'Number of rooms must be at least 1.', { kind: 'tooSmall', min: 1 }],
    ['adults', 0, 'Number of adults must be at least 1.', { kind: 'tooSmall', min: 1 }],
    ['nights', 0, 'Number of nights must be at least 1.', { kind: 'tooSmall', min: 1 }],
    ['breakfasts', -1, 'Breakfast count must be at least 0.', { kind: 'tooSmall', min: 0 }],
    ['lunchDinners', -1, 'Lunch/dinner count must be at least 0.', { kind: 'tooSmall', min: 0 }],
    ['rooms', 1.5, 'Number of rooms must be a whole number.', { kind: 'notWhole' }],
    ['adults', Number.NaN, 'Number of adults must be a whole number.', { kind: 'notWhole' }],
    ['breakfasts', '2', 'Breakfast count must be a whole number.', { kind: 'notWhole' }],
    [
      'rooms',
      LIMITS.rooms + 1,
      'Number of rooms can be at most 100.',
      { kind: 'tooLarge', max: LIMITS.rooms },
    ],
    [
      'lunchDinners',
      LIMITS.meals + 1,
      'Lunch/dinner count can be at most 10,000.',
      { kind: 'tooLarge', max: LIMITS.meals },
    ],
  ])('refuses %s = %s with “%s” (and why, as data)', (field, bad, message, reason) => {
    const attempt = () => quote(rule, { ...valid, [field]: bad } as never);
    expect(attempt).toThrowError(new PricingError(field as never, message, reason as never));
  });

  it('never clamps: a refused value is not priced as its nearest valid one', () => {
    expect(() => quote(rule, { rooms: 0, adults: 1 })).toThrow(PricingError);
  });

  it('refuses a malformed rule with field "rule"', () => {
    const descending = {
      ...rule,
      tiers: [
        { upToAdults: 2, rate: 1 },
        { upToAdults: 1, rate: 2 },
      ],
    };
    expect(() => quote(descending, valid)).toThrowError(expect.objectContaining({ field: 'rule' }));
    const orphanSurcharge = {
      ...rule,
      tiers: [],
      beyond: { kind: 'perExtraAdult', surcharge: 1 },
    } as const;
    expect(() => quote(orphanSurcharge, valid)).toThrowError(
      expect.objectContaining({ field: 'rule' }),
    );
  });
});
