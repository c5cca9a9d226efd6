import {
  addDays,
  nightlyRates,
  quote,
  type RateAdjustment,
  type RateRule,
  type TaxRule,
  weekdayOf,
} from '@hotel/pricing';
import { describe, expect, it } from 'vitest';
import { cheapestNight } from './cheapestNight.js';

/** The law's GST since 22 Sep 2025 (the content's gst-2025), in paise. */
const gst2025: TaxRule = {
  kind: 'slabs',
  slabs: [{ upToNightlyRate: 750_000, percent: 5 }, { percent: 18 }],
};

const ruleOf = (rate: number, adjustments: RateAdjustment[] = []): RateRule => ({
  tiers: [
    { upToAdults: 1, rate: rate - 30_000 },
    { upToAdults: 2, rate },
  ],
  beyond: { kind: 'perExtraAdult', surcharge: 30_000 },
  breakfastPrice: 15_000,
  lunchDinnerPrice: 75_000,
  adjustments,
});

const weekend: RateAdjustment = { name: 'Weekend', days: ['fri', 'sat'], percent: 15 };
/** The engine's own price of one night for 2 adults in one room. */
const oneNight = (rule: RateRule, date: string, adults = 2) =>
  quote(rule, { rooms: 1, adults, nights: 1, checkIn: date }, { tax: gst2025 }).total;

describe('cheapestNight: the "from" price of a room', () => {
  it('takes a weekday when the weekend costs more, whatever night the scan starts on', () => {
    const rule = ruleOf(180_000, [weekend]);
    const friday = '2026-11-27';
    expect(weekdayOf(friday)).toBe('fri');
    const nights = nightlyRates(rule, { from: friday, nights: 30, adults: 2 }, { tax: gst2025 });
    expect(nights.slice(0, 2).map((night) => [night.adjustment, night.rate])).toEqual([
      ['Weekend', 207_000],
      ['Weekend', 207_000],
    ]);
    const from = cheapestNight(rule, gst2025, { adults: 2, from: friday, nights: 30 });
    // Sunday 29 Nov: ₹1,800 + 5% GST, not the ₹2,070 weekend night the scan began with.
    expect(from).toEqual({ amount: 189_000, date: '2026-11-29' });
    expect(from.amount).toBe(oneNight(rule, '2026-11-29'));
    expect(from.amount).toBe(Math.min(...nights.map((night) => oneNight(rule, night.date ?? ''))));
  });

  it('taxes a night above ₹7,500 at 18% and a cheaper night of the 5% slab at 5%', () => {
    const plain = ruleOf(800_000);
    // ₹8,000 + 18% = ₹9,440.
    expect(cheapestNight(plain, gst2025, { adults: 2, from: '2026-11-26', nights: 30 })).toEqual({
      amount: 944_000,
      date: '2026-11-26',
    });
    const offSeason: RateAdjustment = {
      name: 'Off season',
      from: '2026-12-10',
      to: '2026-12-12',
      amount: -60_000,
    };
    const rule = ruleOf(800_000, [offSeason]);
    const from = cheapestNight(rule, gst2025, { adults: 2, from: '2026-11-26', nights: 30 });
    // ₹7,400 + 5% = ₹7,770, the first off-season night.
    expect(from).toEqual({ amount: 777_000, date: '2026-12-10' });
    expect(from.amount).toBe(oneNight(rule, '2026-12-10'));
  });

  it('prices the party’s adults: one adult pays the one-adult tier', () => {
    const rule = ruleOf(180_000);
    const from = cheapestNight(rule, gst2025, { adults: 1, from: '2026-11-26', nights: 30 });
    // ₹1,500 + 5%.
    expect(from.amount).toBe(157_500);
    expect(from.amount).toBe(oneNight(rule, '2026-11-26', 1));
  });

  it('looks at exactly the nights asked for', () => {
    const from = '2026-11-26';
    const lastNight = addDays(from, 29);
    const sale = (date: string): RateAdjustment => ({
      name: 'Sale',
      from: date,
      to: date,
      percent: -50,
    });
    const within = cheapestNight(ruleOf(180_000, [sale(lastNight)]), gst2025, {
      adults: 2,
      from,
      nights: 30,
    });
    expect(within).toEqual({ amount: 94_500, date: lastNight });
    const beyond = cheapestNight(ruleOf(180_000, [sale(addDays(from, 30))]), gst2025, {
      adults: 2,
      from,
      nights: 30,
    });
    expect(beyond).toEqual({ amount: 189_000, date: from });
  });

  it('counts a night that sells only within a longer stay, at its own price', () => {
    const festival: RateAdjustment = {
      name: 'Festival',
      from: '2026-12-01',
      to: '2026-12-01',
      amount: -20_000,
      minNights: 2,
    };
    const rule = ruleOf(180_000, [festival]);
    // A one-night quote refuses it; the night is still bought within a two-night stay.
    expect(() => oneNight(rule, '2026-12-01')).toThrow('at least 2 nights');
    const stay = quote(
      rule,
      { rooms: 1, adults: 2, nights: 2, checkIn: '2026-12-01' },
      { tax: gst2025 },
    );
    expect(stay.nightly[0]).toMatchObject({ rate: 160_000, gstRate: 5 });
    expect(cheapestNight(rule, gst2025, { adults: 2, from: '2026-11-26', nights: 30 })).toEqual({
      amount: 168_000,
      date: '2026-12-01',
    });
  });

  it('refuses to scan no night at all', () => {
    expect(() =>
      cheapestNight(ruleOf(180_000), gst2025, { adults: 2, from: '2026-11-26', nights: 0 }),
    ).toThrow(RangeError);
  });
});
