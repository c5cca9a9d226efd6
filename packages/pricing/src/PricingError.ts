export type PricingField =
  | 'rooms'
  | 'adults'
  | 'breakfasts'
  | 'lunchDinners'
  | 'nights'
  | 'checkIn'
  | 'rule'
  | 'tax'
  | 'occupancy'
  | 'paise';

/**
 * What a visitor did that the engine refuses, as data, so that a site can say it in its own
 * language (the message is English): a count that is not a whole number or out of its bounds,
 * or a stay shorter than the minimum of an adjustment one of its nights takes.
 */
export type PricingReason =
  | { readonly kind: 'notWhole' }
  | { readonly kind: 'tooSmall'; readonly min: number }
  | { readonly kind: 'tooLarge'; readonly max: number }
  | { readonly kind: 'minimumStay'; readonly adjustment: string; readonly nights: number };

/** An input the engine refuses, with the field at fault and a message a visitor can read. */
export class PricingError extends Error {
  override readonly name = 'PricingError';
  readonly field: PricingField;
  /** Why, as data, for a visitor's input (an editor's malformed rule has none). */
  readonly reason: PricingReason | undefined;

  constructor(field: PricingField, message: string, reason?: PricingReason) {
    super(message);
    this.field = field;
    this.reason = reason;
  }
}
