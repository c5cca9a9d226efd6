import { assert } from './assert.js';
import type { Paise, TaxRule } from './types.js';

/** A percent from 0 to 100 with at most two decimals (a whole number of basis points). */
export const isPercent = (value: unknown): value is number =>
  typeof value === 'number' &&
  value >= 0 &&
  value <= 100 &&
  Number.isInteger(Math.round(value * 100)) &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-9;

/** The GST percent that applies to a room charged `nightlyRate` paise a night. */
export function gstPercentFor(tax: TaxRule, nightlyRate: Paise): number {
  if (tax?.kind === 'flat') {
    assert(isPercent(tax.percent), 'tax', 'The tax rate must be a percent from 0 to 100.');
    return tax.percent;
  }
  assert(tax?.kind === 'slabs', 'tax', 'The tax must be a flat rate or a list of slabs.');
  const { slabs } = tax;
  assert(Array.isArray(slabs) && slabs.length > 0, 'tax', 'The tax slabs are empty.');
  let previous = -1;
  slabs.forEach((slab, index) => {
    const isLast = index === slabs.length - 1;
    assert(isPercent(slab.percent), 'tax', 'Every tax slab needs a percent from 0 to 100.');
    if (isLast) {
      assert(
        slab.upToNightlyRate === undefined,
        'tax',
        'The last tax slab must have no upper bound.',
      );
      return;
    }
    const bound = slab.upToNightlyRate;
    assert(
      typeof bound === 'number' && Number.isInteger(bound) && bound > previous,
      'tax',
      'Tax slab bounds must be ascending whole numbers of paise.',
    );
    previous = bound;
  });
  const slab = slabs.find((candidate) => {
    const bound = candidate.upToNightlyRate;
    return bound === undefined || nightlyRate <= bound;
  });
  if (!slab) throw new TypeError('unreachable: the last slab is open');
  return slab.percent;
}
