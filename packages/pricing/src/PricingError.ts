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

/** An input the engine refuses, with the field at fault and a message a visitor can read. */
export class PricingError extends Error {
  override readonly name = 'PricingError';
  readonly field: PricingField;

  constructor(field: PricingField, message: string) {
    super(message);
    this.field = field;
  }
}
