import { assertCount } from './assert.js';
import { LIMITS } from './limits.js';
import { priceNights } from './priceNights.js';
import { DEFAULT_TAX } from './quote.js';
import { rateFor } from './rateFor.js';
import type { NightlyRate, QuoteOptions, RateRule } from './types.js';

/**
 * The rate of one room on each of `nights` nights from `from`, for `adults` adults (`rooms`
 * matters only with `occupancy: 'perRoom'`): what a price calendar shows. Unlike `quote`, it
 * does not refuse a range shorter than an adjustment's minimum stay.
 */
export function nightlyRates(
  rule: RateRule,
  range: {
    readonly from: string;
    readonly nights: number;
    readonly adults: number;
    readonly rooms?: number;
  },
  options: QuoteOptions = {},
): NightlyRate[] {
  const { from, nights, adults, rooms = 1 } = range;
  const { tax = DEFAULT_TAX, occupancy = 'total' } = options;
  assertCount(rooms, 'rooms', 'Number of rooms', 1, LIMITS.rooms);
  assertCount(adults, 'adults', 'Number of adults', 1, LIMITS.adults);
  assertCount(nights, 'nights', 'Number of nights', 1, LIMITS.nights);
  const base = rateFor(rule, occupancy === 'perRoom' ? Math.ceil(adults / rooms) : adults);
  return priceNights(rule, base, nights, from, tax).map(({ date, rate, adjustment, gstRate }) => ({
    date,
    rate,
    adjustment,
    gstRate,
  }));
}
