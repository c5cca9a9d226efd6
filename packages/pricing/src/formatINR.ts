import { assert } from './assert.js';
import type { Paise } from './types.js';

const rupeeGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Formats paise as rupees with Indian digit grouping and 2 decimals: 1349764 → '₹13,497.64'. */
export function formatINR(paise: Paise): string {
  assert(Number.isSafeInteger(paise), 'paise', 'An amount must be a whole number of paise.');
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  const rupees = rupeeGrouping.format(Math.trunc(magnitude / 100));
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${sign}₹${rupees}.${fraction}`;
}
