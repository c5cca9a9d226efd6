import { addDays, isCalendarDate, weekdayOf } from './calendarDate.js';
import { gstPercentFor } from './gstPercentFor.js';
import { PricingError } from './PricingError.js';
import type { NightlyRate, Paise, RateAdjustment, RateRule, TaxRule } from './types.js';

/** The first adjustment, in list order, whose dates and days all hold on `date`. */
export function adjustmentOn(
  adjustments: readonly RateAdjustment[],
  date: string,
): RateAdjustment | undefined {
  let weekday: string | undefined;
  return adjustments.find((adjustment) => {
    if (adjustment.from !== undefined && date < adjustment.from) return false;
    if (adjustment.to !== undefined && date > adjustment.to) return false;
    if (adjustment.days === undefined) return true;
    weekday ??= weekdayOf(date);
    return adjustment.days.includes(weekday as never);
  });
}

/** The base rate changed by an adjustment: a percent rounded half-up to the paisa, or an amount. */
function adjusted(base: Paise, adjustment: RateAdjustment, date: string): Paise {
  const rate =
    adjustment.percent === undefined
      ? base + (adjustment.amount ?? 0)
      : Number(
          (BigInt(base) * BigInt(10_000 + Math.round(adjustment.percent * 100)) + 5_000n) / 10_000n,
        );
  if (rate < 0) {
    throw new PricingError(
      'rule',
      `The rate adjustment "${adjustment.name}" makes the night of ${date} cost less than nothing.`,
    );
  }
  return rate;
}

/** A priced night with the adjustment that set its rate (for the minimum-stay check). */
export interface PricedNight extends NightlyRate {
  readonly applied: RateAdjustment | undefined;
}

/**
 * Each night of a stay of `nights` nights at the base rate `base`: undated (every night at the
 * base rate) without `checkIn`, else night i is checkIn + i days with its adjustment applied.
 * The GST percent of each night comes from the tax rule by that night's rate.
 * Assumes a validated rule; checks `checkIn`.
 */
export function priceNights(
  rule: RateRule,
  base: Paise,
  nights: number,
  checkIn: string | undefined,
  tax: TaxRule,
): PricedNight[] {
  if (checkIn === undefined) {
    const night: PricedNight = {
      date: null,
      rate: base,
      adjustment: null,
      gstRate: gstPercentFor(tax, base),
      applied: undefined,
    };
    return Array.from({ length: nights }, () => night);
  }
  if (!isCalendarDate(checkIn)) {
    throw new PricingError('checkIn', 'The check-in date must be a real date (YYYY-MM-DD).');
  }
  const adjustments = rule.adjustments ?? [];
  return Array.from({ length: nights }, (_, index) => {
    const date = addDays(checkIn, index);
    const applied = adjustmentOn(adjustments, date);
    const rate = applied ? adjusted(base, applied, date) : base;
    return {
      date,
      rate,
      adjustment: applied?.name ?? null,
      gstRate: gstPercentFor(tax, rate),
      applied,
    };
  });
}
