import { describe, expect, it } from 'vitest';
import { PricingError } from './PricingError.js';
import { quote } from './quote.js';
import { sourceRules } from './sourceRules.fixture.js';
import type { RateAdjustment, RateRule } from './types.js';

const grandDouble = sourceRules['grand/akash double-bed page'];
const withAdjustments = (...adjustments: RateAdjustment[]): RateRule => ({
  ...grandDouble,
  adjustments,
});
const weekend: RateAdjustment = { name: 'Weekend', days: ['fri', 'sat'], percent: 15 };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof PricingError) {
      const { field, message, reason } = error;
      return reason ? { field, message, reason } : { field, message };
    }
    throw error;
  }
  throw new Error('expected a PricingError');
};

describe('dated nights', () => {
  it('prices a Thursday-to-Sunday stay with the weekend nights 15% up (2026-12-03 is a Thursday)', () => {
    const result = quote(withAdjustments(weekend), {
      rooms: 1,
      adults: 1,
      nights: 3,
      checkIn: '2026-12-03',
    });
    expect(result.nightly).toEqual([
      { date: '2026-12-03', rate: 150000, adjustment: null, gstRate: 18 },
      { date: '2026-12-04', rate: 172500, adjustment: 'Weekend', gstRate: 18 },
      { date: '2026-12-05', rate: 172500, adjustment: 'Weekend', gstRate: 18 },
    ]);
    expect(result.rate).toBe(150000);
    expect(result.roomCost).toBe(495000);
    expect(result.gst).toBe(89100);
    expect(result.total).toBe(584100);
  });

  it('applies no adjustment without a check-in date: the round-1 quote to the paisa', () => {
    const plain = quote(grandDouble, { rooms: 2, adults: 3, nights: 4, breakfasts: 2 });
    const undated = quote(withAdjustments(weekend, { name: 'All year', amount: 5000 }), {
      rooms: 2,
      adults: 3,
      nights: 4,
      breakfasts: 2,
    });
    expect(undated).toEqual(plain);
    expect(undated.roomCost).toBe(2 * 210000 * 4);
  });

  it('gives a night the first adjustment that holds, in list order', () => {
    const diwali: RateAdjustment = {
      name: 'Diwali',
      from: '2026-11-06',
      to: '2026-11-08',
      amount: 100000,
    };
    const result = quote(withAdjustments(diwali, weekend), {
      rooms: 1,
      adults: 2,
      nights: 3,
      checkIn: '2026-11-06',
    });
    expect(result.nightly.map((night) => [night.adjustment, night.rate])).toEqual([
      ['Diwali', 280000],
      ['Diwali', 280000],
      ['Diwali', 280000],
    ]);
    const reversed = quote(withAdjustments(weekend, diwali), {
      rooms: 1,
      adults: 2,
      nights: 3,
      checkIn: '2026-11-06',
    });
    expect(reversed.nightly.map((night) => night.adjustment)).toEqual([
      'Weekend',
      'Weekend',
      'Diwali',
    ]);
  });

  it('rounds a percent half-up to the paisa and lets amounts go down', () => {
    const rule: RateRule = {
      tiers: [{ upToAdults: 1, rate: 199_999 }],
      beyond: { kind: 'flat', rate: 199_999 },
      breakfastPrice: 0,
      lunchDinnerPrice: 0,
      adjustments: [
        { name: 'Monsoon', days: ['mon'], percent: -12.5 },
        { name: 'Midweek', days: ['tue'], amount: -49_999 },
      ],
    };
    const result = quote(rule, { rooms: 1, adults: 1, nights: 2, checkIn: '2026-12-07' });
    // 199,999 × 87.5 / 100 = 174,999.125 → 174,999; 199,999 − 49,999 = 150,000
    expect(result.nightly.map((night) => night.rate)).toEqual([174_999, 150_000]);
    const half = quote(
      { ...rule, adjustments: [{ name: 'Half', percent: 0.5 }] },
      { rooms: 1, adults: 1, nights: 1, checkIn: '2026-12-07' },
    );
    // 199,999 × 100.5 / 100 = 200,998.995 → 200,999
    expect(half.nightly[0]?.rate).toBe(200_999);
  });

  it('chooses each night’s GST slab by that night’s rate and sums GST per percent', () => {
    const slabs = {
      kind: 'slabs',
      slabs: [{ upToNightlyRate: 750000, percent: 5 }, { percent: 18 }],
    } as const;
    const rule: RateRule = {
      tiers: [],
      beyond: { kind: 'flat', rate: 700000 },
      breakfastPrice: 0,
      lunchDinnerPrice: 0,
      adjustments: [{ name: 'Weekend', days: ['sat'], percent: 10 }],
    };
    const result = quote(
      rule,
      { rooms: 3, adults: 1, nights: 2, checkIn: '2026-12-04' },
      { tax: slabs },
    );
    expect(result.nightly.map((night) => [night.rate, night.gstRate])).toEqual([
      [700000, 5],
      [770000, 18],
    ]);
    expect(result.gst).toBe(3 * 700000 * 0.05 + 3 * 770000 * 0.18);
    expect(result.gstRate).toBe(5);
  });
});

describe('minimum stays', () => {
  const newYear: RateAdjustment = {
    name: 'New Year',
    from: '2026-12-30',
    to: '2027-01-01',
    percent: 40,
    minNights: 3,
  };

  it('refuses a stay shorter than the minimum of an adjustment one of its nights takes', () => {
    expect(
      refusal(() =>
        quote(withAdjustments(newYear), { rooms: 1, adults: 1, nights: 2, checkIn: '2026-12-29' }),
      ),
    ).toEqual({
      field: 'nights',
      message: 'A stay that includes a New Year night must be at least 3 nights.',
      reason: { kind: 'minimumStay', adjustment: 'New Year', nights: 3 },
    });
  });

  it('accepts the minimum, and stays that hold none of its nights', () => {
    expect(
      quote(withAdjustments(newYear), { rooms: 1, adults: 1, nights: 3, checkIn: '2026-12-29' })
        .nights,
    ).toBe(3);
    expect(
      quote(withAdjustments(newYear), { rooms: 1, adults: 1, nights: 1, checkIn: '2026-12-29' })
        .nights,
    ).toBe(1);
  });

  it('does not apply the minimum of an adjustment shadowed on that night', () => {
    const rule = withAdjustments(weekend, { ...newYear, from: '2027-01-01' });
    // 2027-01-01 is a Friday: the weekend takes it first.
    expect(
      quote(rule, { rooms: 1, adults: 1, nights: 1, checkIn: '2027-01-01' }).nightly[0]?.adjustment,
    ).toBe('Weekend');
  });
});

describe('refusals', () => {
  const dated = { rooms: 1, adults: 1, nights: 1, checkIn: '2026-12-04' };
  it.each<[string, RateAdjustment, string]>([
    [
      'both a percent and an amount',
      { name: 'X', percent: 5, amount: 100 },
      'The rate adjustment "X" needs exactly one of a percent and an amount.',
    ],
    [
      'neither a percent nor an amount',
      { name: 'X' },
      'The rate adjustment "X" needs exactly one of a percent and an amount.',
    ],
    [
      'from after to',
      { name: 'X', from: '2026-12-05', to: '2026-12-04', percent: 5 },
      'The rate adjustment "X" ends before it starts.',
    ],
    [
      'an impossible date',
      { name: 'X', from: '2026-02-30', percent: 5 },
      'The rate adjustment "X" has a from date that is not a real date.',
    ],
    [
      'an unknown day',
      { name: 'X', days: ['fri', 'funday' as never], percent: 5 },
      'The rate adjustment "X" names an unknown day (funday).',
    ],
    [
      'no days',
      { name: 'X', days: [], percent: 5 },
      'The rate adjustment "X" must name at least one day.',
    ],
    [
      'minNights below 1',
      { name: 'X', percent: 5, minNights: 0 },
      'The rate adjustment "X" needs a minimum stay of at least 1 night.',
    ],
    [
      'three decimals',
      { name: 'X', percent: 1.125 },
      'The rate adjustment "X" needs a percent from -100 to 1000 with at most two decimals.',
    ],
    [
      'a fraction of a paisa',
      { name: 'X', amount: 10.5 },
      'The rate adjustment "X" needs an amount that is a whole number of paise.',
    ],
    ['no name', { name: ' ', percent: 5 }, 'The rate adjustment number 1 needs a name.'],
  ])('refuses an adjustment with %s (field rule)', (_, adjustment, message) => {
    expect(refusal(() => quote(withAdjustments(adjustment), dated))).toEqual({
      field: 'rule',
      message,
    });
  });

  it('refuses a malformed adjustment even on an undated quote', () => {
    expect(
      refusal(() => quote(withAdjustments({ name: 'X' }), { rooms: 1, adults: 1 })).field,
    ).toBe('rule');
  });

  it('refuses a night whose rate would be negative', () => {
    expect(
      refusal(() =>
        quote(withAdjustments({ name: 'Sale', days: ['fri'], amount: -200000 }), dated),
      ),
    ).toEqual({
      field: 'rule',
      message: 'The rate adjustment "Sale" makes the night of 2026-12-04 cost less than nothing.',
    });
  });

  it.each(['2026-13-01', '2026-02-29', '04-12-2026', '2026-12-4', ''])(
    'refuses the check-in %j (field checkIn)',
    (checkIn) => {
      expect(refusal(() => quote(withAdjustments(weekend), { ...dated, checkIn }))).toEqual({
        field: 'checkIn',
        message: 'The check-in date must be a real date (YYYY-MM-DD).',
      });
    },
  );
});
