import { assert } from './assert.js';
import { isCalendarDate, WEEKDAYS } from './calendarDate.js';
import { LIMITS } from './limits.js';
import { PricingError } from './PricingError.js';
import type { RateAdjustment } from './types.js';

/** Percent adjustments run from -100% (free) to +1000% (eleven times the base rate). */
export const PERCENT_RANGE = { min: -100, max: 1000 } as const;

const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-9;

function check(adjustment: RateAdjustment, index: number): void {
  const fail = (problem: string): never => {
    const name =
      typeof adjustment.name === 'string' && adjustment.name.trim() !== ''
        ? `"${adjustment.name}"`
        : `number ${index + 1}`;
    throw new PricingError('rule', `The rate adjustment ${name} ${problem}.`);
  };
  if (typeof adjustment.name !== 'string' || adjustment.name.trim() === '') fail('needs a name');
  const { from, to, days, percent, amount, minNights } = adjustment;
  if (from !== undefined && !isCalendarDate(from)) fail('has a from date that is not a real date');
  if (to !== undefined && !isCalendarDate(to)) fail('has a to date that is not a real date');
  if (from !== undefined && to !== undefined && from > to) fail('ends before it starts');
  if (days !== undefined) {
    if (!Array.isArray(days) || days.length === 0) fail('must name at least one day');
    for (const day of days) {
      if (!(WEEKDAYS as readonly unknown[]).includes(day)) fail(`names an unknown day (${day})`);
    }
  }
  if ((percent === undefined) === (amount === undefined)) {
    fail('needs exactly one of a percent and an amount');
  }
  if (percent !== undefined) {
    const valid =
      typeof percent === 'number' &&
      Number.isFinite(percent) &&
      hasTwoDecimalsAtMost(percent) &&
      percent >= PERCENT_RANGE.min &&
      percent <= PERCENT_RANGE.max;
    if (!valid) fail('needs a percent from -100 to 1000 with at most two decimals');
  }
  if (amount !== undefined) {
    const valid = Number.isInteger(amount) && Math.abs(amount) <= LIMITS.ruleAmount;
    if (!valid) fail('needs an amount that is a whole number of paise');
  }
  if (minNights !== undefined) {
    const valid = Number.isInteger(minNights) && minNights >= 1 && minNights <= LIMITS.nights;
    if (!valid) fail('needs a minimum stay of at least 1 night');
  }
}

/** Throws a PricingError (field `rule`) unless every adjustment is well formed. */
export function validateAdjustments(
  adjustments: RateAdjustment[] | readonly RateAdjustment[] | undefined,
): void {
  if (adjustments === undefined) return;
  assert(Array.isArray(adjustments), 'rule', 'The rate adjustments must be a list.');
  adjustments.forEach(check);
}
