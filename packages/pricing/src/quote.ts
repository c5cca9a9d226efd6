import { assert, assertCount } from './assert.js';
import { gstPercentFor } from './gstPercentFor.js';
import { LIMITS } from './limits.js';
import { percentOf } from './percentOf.js';
import { rateFor } from './rateFor.js';
import type { Quote, QuoteOptions, RateRule, Selection, TaxRule } from './types.js';

/** The source's tax: a flat 18% GST on the room cost. */
export const DEFAULT_TAX: TaxRule = { kind: 'flat', percent: 18 };

/**
 * Prices a stay: rooms × nightly rate × nights, GST on that room cost, and meals (untaxed).
 * Throws a PricingError naming the field for any invalid selection; nothing is clamped.
 */
export function quote(rule: RateRule, selection: Selection, options: QuoteOptions = {}): Quote {
  const { rooms, adults, breakfasts = 0, lunchDinners = 0, nights = 1 } = selection ?? {};
  const { tax = DEFAULT_TAX, occupancy = 'total' } = options;
  assertCount(rooms, 'rooms', 'Number of rooms', 1, LIMITS.rooms);
  assertCount(adults, 'adults', 'Number of adults', 1, LIMITS.adults);
  assertCount(breakfasts, 'breakfasts', 'Breakfast count', 0, LIMITS.meals);
  assertCount(lunchDinners, 'lunchDinners', 'Lunch/dinner count', 0, LIMITS.meals);
  assertCount(nights, 'nights', 'Number of nights', 1, LIMITS.nights);
  assert(
    occupancy === 'total' || occupancy === 'perRoom',
    'occupancy',
    "Occupancy must be 'total' or 'perRoom'.",
  );

  const rate = rateFor(rule, occupancy === 'perRoom' ? Math.ceil(adults / rooms) : adults);
  const roomCost = rooms * rate * nights;
  const gstRate = gstPercentFor(tax, rate);
  const gst = percentOf(roomCost, gstRate);
  const breakfastCost = breakfasts * rule.breakfastPrice;
  const lunchDinnerCost = lunchDinners * rule.lunchDinnerPrice;
  return {
    rate,
    rooms,
    adults,
    nights,
    roomCost,
    gstRate,
    gst,
    breakfasts,
    breakfastPrice: rule.breakfastPrice,
    breakfastCost,
    lunchDinners,
    lunchDinnerPrice: rule.lunchDinnerPrice,
    lunchDinnerCost,
    total: roomCost + gst + breakfastCost + lunchDinnerCost,
  };
}
