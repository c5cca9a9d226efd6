import { PricingError, type PricingField } from './PricingError.js';

export function assert(
  condition: boolean,
  field: PricingField,
  message: string,
): asserts condition {
  if (!condition) throw new PricingError(field, message);
}

/** Throws unless `value` is a whole number from `min` to `max`. */
export function assertCount(
  value: unknown,
  field: PricingField,
  label: string,
  min: number,
  max: number,
): asserts value is number {
  // The messages are built only when a check fails: formatting them costs more than a quote.
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new PricingError(field, `${label} must be a whole number.`, { kind: 'notWhole' });
  }
  if (value < min) {
    throw new PricingError(field, `${label} must be at least ${min}.`, { kind: 'tooSmall', min });
  }
  if (value > max) {
    throw new PricingError(field, `${label} can be at most ${max.toLocaleString('en-IN')}.`, {
      kind: 'tooLarge',
      max,
    });
  }
}
