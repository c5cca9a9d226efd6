/**
 * Splits an amount of paise into whole parts in proportion to `ratios`, the parts always adding
 * up to `total`: each part is rounded down, and the whole remainder goes to the first part (as
 * dinero.js's allocate does). Used to share a payment between a booking's rooms, or a refund
 * between an invoice's lines.
 *
 *     allocate(1000, [1, 1, 1]) → [334, 333, 333]
 */
export function allocate(total: number, ratios: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) {
    throw new RangeError(`allocate: the total must be a whole number of paise (got ${total}).`);
  }
  if (ratios.length === 0) throw new RangeError('allocate: give at least one ratio.');
  if (ratios.some((ratio) => !Number.isFinite(ratio) || ratio < 0)) {
    throw new RangeError('allocate: every ratio must be a finite number, 0 or more.');
  }
  const sum = ratios.reduce((whole, ratio) => whole + ratio, 0);
  if (sum === 0) throw new RangeError('allocate: at least one ratio must be more than 0.');
  const parts = ratios.map((ratio) => Math.trunc((total * ratio) / sum));
  const given = parts.reduce((whole, part) => whole + part, 0);
  parts[0] = (parts[0] ?? 0) + total - given;
  return parts;
}
