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
  assert(
    typeof value === 'number' && Number.isInteger(value),
    field,
    `${label} must be a whole number.`,
  );
  assert(value >= min, field, `${label} must be at least ${min}.`);
  assert(value <= max, field, `${label} can be at most ${max.toLocaleString('en-IN')}.`);
}
