export { formatINR } from './formatINR.js';
export { LIMITS } from './limits.js';
export { PricingError, type PricingField } from './PricingError.js';
export { DEFAULT_TAX, quote } from './quote.js';
export { rateFor } from './rateFor.js';
export type {
  BeyondTiers,
  Occupancy,
  Paise,
  Quote,
  QuoteOptions,
  RateRule,
  RateTier,
  Selection,
  TaxRule,
  TaxSlab,
} from './types.js';
