import { describe, expect, it } from 'vitest';
import { formatINR } from './formatINR.js';
import expectedFigures from './quote.fixture.json' with { type: 'json' };
import { quote } from './quote.js';
import { rateFor } from './rateFor.js';
import { type SourceRuleName, sourceRules } from './sourceRules.fixture.js';

/**
 * Expected figures worked out by hand from SPEC §4 (not by calling the engine), in
 * quote.fixture.json, one line a source rule:
 * rates: the nightly rate in rupees for 1 to 6 total adults.
 * totals: the expected total in paise at 18% GST of each of the STAYS, in order.
 */
interface Expected {
  rates: number[];
  totals: number[];
}

/** The stays every rule is priced for: [adults, rooms, nights, breakfasts, lunchDinners]. */
const STAYS = [
  [1, 1, 2, 1, 0],
  [2, 1, 3, 2, 1],
  [3, 2, 1, 3, 2],
  [4, 2, 2, 4, 3],
  [5, 3, 3, 5, 4],
  [6, 3, 1, 6, 5],
] as const;

const table: Record<SourceRuleName, Expected> = expectedFigures;

describe.each(Object.entries(table))('the source rule %s', (name, expected) => {
  const rule = sourceRules[name as SourceRuleName];

  it.each(expected.rates.map((rupees, index) => [index + 1, rupees]))(
    'charges %i adults ₹%i a night',
    (adults, rupees) => {
      expect(rateFor(rule, adults)).toBe(rupees * 100);
    },
  );

  it.each(STAYS.map((stay, index) => [...stay, expected.totals[index]]))(
    'prices %i adults in %i rooms for %i nights with %i breakfasts and %i lunch/dinners at %i paise',
    (adults, rooms, nights, breakfasts, lunchDinners, total) => {
      expect(quote(rule, { rooms, adults, nights, breakfasts, lunchDinners }).total).toBe(total);
    },
  );
});

describe('the worked examples of SPEC §4', () => {
  it('prices aagam-single-bed, 1 room, 2 adults, 1 breakfast at ₹1,870.00', () => {
    const result = quote(sourceRules['aagam-single-bed page'], {
      rooms: 1,
      adults: 2,
      breakfasts: 1,
      lunchDinners: 0,
    });
    expect(result).toEqual({
      rate: 150000,
      rooms: 1,
      adults: 2,
      nights: 1,
      roomCost: 150000,
      gstRate: 18,
      gst: 27000,
      breakfasts: 1,
      breakfastPrice: 10000,
      breakfastCost: 10000,
      lunchDinners: 0,
      lunchDinnerPrice: 80000,
      lunchDinnerCost: 0,
      mealGstRate: 0,
      mealGst: 0,
      total: 187000,
      nightly: [{ date: null, rate: 150000, adjustment: null, gstRate: 18 }],
    });
    expect(formatINR(result.total)).toBe('₹1,870.00');
  });

  it('prices akash-luxury-room, 2 rooms, 4 adults, 2 breakfasts, 1 lunch/dinner at ₹13,497.64', () => {
    const result = quote(sourceRules['grand/akash luxury-room page'], {
      rooms: 2,
      adults: 4,
      breakfasts: 2,
      lunchDinners: 1,
    });
    expect(result.rate).toBe(499900);
    expect(result.roomCost).toBe(999800);
    expect(result.gst).toBe(179964);
    expect(result.breakfastCost).toBe(50000);
    expect(result.lunchDinnerCost).toBe(120000);
    expect(formatINR(result.total)).toBe('₹13,497.64');
  });
});

describe('occupancy', () => {
  const rule = sourceRules['grand/akash luxury-room page'];

  it('prices every room by all adults of the stay by default, as the source does', () => {
    expect(quote(rule, { rooms: 2, adults: 4 }).rate).toBe(499900);
  });

  it("prices by the adults of one room, rounded up, with occupancy 'perRoom'", () => {
    expect(quote(rule, { rooms: 2, adults: 4 }, { occupancy: 'perRoom' }).rate).toBe(399900);
    expect(quote(rule, { rooms: 2, adults: 3 }, { occupancy: 'perRoom' }).rate).toBe(399900);
    expect(quote(rule, { rooms: 3, adults: 3 }, { occupancy: 'perRoom' }).rate).toBe(349900);
  });
});

const flatRate = (rate: number) =>
  ({ tiers: [], beyond: { kind: 'flat', rate }, breakfastPrice: 0, lunchDinnerPrice: 0 }) as const;

describe('tax', () => {
  const statutory = {
    kind: 'slabs',
    slabs: [{ upToNightlyRate: 750000, percent: 5 }, { percent: 18 }],
  } as const;
  const rule = sourceRules['grand/akash luxury-room page'];

  it('applies 5% to a room-night of ₹7,500 or less under the statutory slabs', () => {
    const result = quote(rule, { rooms: 1, adults: 1 }, { tax: statutory });
    expect(result.gstRate).toBe(5);
    expect(result.gst).toBe(17495);
  });

  it('chooses the slab by the nightly rate of one room, extra-adult surcharge included', () => {
    // 3999 + 500 × 7 = 7499 → 5%; 3999 + 500 × 8 = 7999 → 18%
    expect(quote(rule, { rooms: 1, adults: 9 }, { tax: statutory }).gstRate).toBe(5);
    expect(quote(rule, { rooms: 1, adults: 10 }, { tax: statutory }).gstRate).toBe(18);
    expect(quote(rule, { rooms: 1, adults: 10 }, { tax: statutory }).gst).toBe(143982);
  });

  it('treats ₹7,500.00 exactly as the lower slab', () => {
    expect(quote(flatRate(750000), { rooms: 1, adults: 1 }, { tax: statutory }).gstRate).toBe(5);
    expect(quote(flatRate(750001), { rooms: 1, adults: 1 }, { tax: statutory }).gstRate).toBe(18);
  });

  it('rounds GST half-up to the paisa', () => {
    // 18% of 250 paise = 45 exactly; 18% of 252 = 45.36 → 45; 18% of 253 = 45.54 → 46; 5% of 250 = 12.5 → 13
    expect(quote(flatRate(250), { rooms: 1, adults: 1 }).gst).toBe(45);
    expect(quote(flatRate(252), { rooms: 1, adults: 1 }).gst).toBe(45);
    expect(quote(flatRate(253), { rooms: 1, adults: 1 }).gst).toBe(46);
    const fivePercent = { tax: { kind: 'flat', percent: 5 } } as const;
    expect(quote(flatRate(250), { rooms: 1, adults: 1 }, fivePercent).gst).toBe(13);
  });

  it('taxes the meals apart from the room, at 5% (restaurant service) or 18% (specified premises)', () => {
    const picked = { rooms: 2, adults: 4, breakfasts: 2, lunchDinners: 1 };
    const law = quote(rule, picked, { tax: statutory, mealGstRate: 5 });
    // rooms: 2 × ₹4,999 at 5% = ₹499.90; meals: 2 × ₹250 + ₹1,200 = ₹1,700 at 5% = ₹85.00
    expect(law.gst).toBe(49990);
    expect(law.mealGstRate).toBe(5);
    expect(law.mealGst).toBe(8500);
    expect(formatINR(law.total)).toBe('₹12,282.90');
    const specified = quote(rule, picked, { tax: statutory, mealGstRate: 18 });
    expect(specified.gst).toBe(49990);
    expect(specified.mealGst).toBe(30600);
    expect(specified.total - law.total).toBe(30600 - 8500);
  });

  it('leaves meals untaxed by default (the source) and rounds their GST half-up', () => {
    const picked = { rooms: 1, adults: 1, breakfasts: 1 };
    expect(quote(rule, picked).mealGst).toBe(0);
    const cheapMeal = { ...flatRate(100), breakfastPrice: 250 };
    // 5% of 250 paise = 12.5 → 13; 5% of 252 = 12.6 → 13; 5% of 249 = 12.45 → 12
    expect(quote(cheapMeal, picked, { mealGstRate: 5 }).mealGst).toBe(13);
    expect(quote({ ...cheapMeal, breakfastPrice: 249 }, picked, { mealGstRate: 5 }).mealGst).toBe(
      12,
    );
  });

  it('refuses a GST rate on meals that is not a percent', () => {
    for (const mealGstRate of [-1, 101, 5.001, Number.NaN]) {
      expect(() => quote(rule, { rooms: 1, adults: 1 }, { mealGstRate })).toThrowError(
        expect.objectContaining({
          field: 'tax',
          message: 'The GST rate on meals must be a percent from 0 to 100.',
        }),
      );
    }
  });

  it('refuses a slab table whose last slab is bounded', () => {
    expect(() =>
      quote(
        rule,
        { rooms: 1, adults: 1 },
        { tax: { kind: 'slabs', slabs: [{ upToNightlyRate: 1, percent: 5 }] } },
      ),
    ).toThrowError(expect.objectContaining({ field: 'tax' }));
  });
});
