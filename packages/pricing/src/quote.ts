import { assert, assertCount } from './assert.js';
import { isPercent } from './gstPercentFor.js';
import { LIMITS } from './limits.js';
import { PricingError } from './PricingError.js';
import { percentOf } from './percentOf.js';
import { type PricedNight, priceNights } from './priceNights.js';
import { rateFor } from './rateFor.js';
import type {
  NightlyRate,
  Paise,
  Quote,
  QuoteOptions,
  RateRule,
  Selection,
  TaxRule,
} from './types.js';

/** The source's tax: a flat 18% GST on the room cost. */
export const DEFAULT_TAX: TaxRule = { kind: 'flat', percent: 18 };

/** Refuses a stay shorter than the minimum stay of an adjustment one of its nights takes. */
function assertMinimumStays(nights: readonly PricedNight[]): void {
  for (const { applied } of nights) {
    if (applied?.minNights !== undefined && nights.length < applied.minNights) {
      throw new PricingError(
        'nights',
        `A stay that includes a ${applied.name} night must be at least ${applied.minNights} nights.`,
        { kind: 'minimumStay', adjustment: applied.name, nights: applied.minNights },
      );
    }
  }
}

/** GST on `rooms` rooms of these nights: half-up per GST percent, then added up. */
function gstOn(rooms: number, nights: readonly NightlyRate[]): Paise {
  const byPercent = new Map<number, Paise>();
  for (const night of nights) {
    byPercent.set(night.gstRate, (byPercent.get(night.gstRate) ?? 0) + night.rate);
  }
  let gst = 0;
  for (const [percent, rates] of byPercent) gst += percentOf(rooms * rates, percent);
  return gst;
}

/**
 * Prices a stay: rooms × the sum of the nightly rates, GST on that room cost, and meals with
 * their own GST (`options.mealGstRate`, untaxed by default). With `selection.checkIn` each night takes the rule's first adjustment that holds
 * on its date; without it every night is at the base rate. Throws a PricingError naming the
 * field for any invalid selection; nothing is clamped.
 */
export function quote(rule: RateRule, selection: Selection, options: QuoteOptions = {}): Quote {
  const { rooms, adults, breakfasts = 0, lunchDinners = 0, nights = 1, checkIn } = selection ?? {};
  const { tax = DEFAULT_TAX, occupancy = 'total', mealGstRate = 0 } = options;
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
  assert(isPercent(mealGstRate), 'tax', 'The GST rate on meals must be a percent from 0 to 100.');

  const rate = rateFor(rule, occupancy === 'perRoom' ? Math.ceil(adults / rooms) : adults);
  const priced = priceNights(rule, rate, nights, checkIn, tax);
  assertMinimumStays(priced);
  const nightly = priced.map(({ date, rate, adjustment, gstRate }) => ({
    date,
    rate,
    adjustment,
    gstRate,
  }));
  const roomCost = rooms * nightly.reduce((sum, night) => sum + night.rate, 0);
  assert(Number.isSafeInteger(roomCost), 'rule', 'This stay costs more than the engine can price.');
  const gst = gstOn(rooms, nightly);
  const breakfastCost = breakfasts * rule.breakfastPrice;
  const lunchDinnerCost = lunchDinners * rule.lunchDinnerPrice;
  const mealGst = percentOf(breakfastCost + lunchDinnerCost, mealGstRate);
  return {
    rate,
    rooms,
    adults,
    nights,
    roomCost,
    gstRate: nightly[0]?.gstRate ?? 0,
    gst,
    breakfasts,
    breakfastPrice: rule.breakfastPrice,
    breakfastCost,
    lunchDinners,
    lunchDinnerPrice: rule.lunchDinnerPrice,
    lunchDinnerCost,
    mealGstRate,
    mealGst,
    total: roomCost + gst + breakfastCost + lunchDinnerCost + mealGst,
    nightly,
  };
}
