export { allocate } from './allocate.js';
export {
  addDays,
  type CalendarDate,
  DAY_MS,
  isCalendarDate,
  nightsBetween,
  WEEKDAYS,
  type Weekday,
  weekdayOf,
} from './calendarDate.js';
export { formatINR } from './formatINR.js';
export {
  dayInIndia,
  formatIndiaClock,
  formatIndiaDateTime,
  INDIA_OFFSET,
  INDIA_OFFSET_MS,
  INDIA_TIME_ZONE,
  instantInIndia,
  todayInIndia,
} from './indiaTime.js';
export { inWords } from './inWords.js';
export { LIMITS } from './limits.js';
export { nightlyRates } from './nightlyRates.js';
export { PricingError, type PricingField, type PricingReason } from './PricingError.js';
export { DEFAULT_TAX, quote } from './quote.js';
export { rateFor } from './rateFor.js';
export { isWholePaise, rupeesToPaise } from './rupeesToPaise.js';
export type {
  BeyondTiers,
  NightlyRate,
  Occupancy,
  Paise,
  Quote,
  QuoteOptions,
  RateAdjustment,
  RateRule,
  RateTier,
  Selection,
  TaxRule,
  TaxSlab,
} from './types.js';
export { unreachableAdjustments } from './unreachableAdjustments.js';
export { validateAdjustments } from './validateAdjustments.js';
