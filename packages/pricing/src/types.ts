import type { CalendarDate, Weekday } from './calendarDate.js';

/** An amount of money in integer paise (₹1 = 100 paise). */
export type Paise = number;

/** A tier of a rate rule: the nightly rate for up to `upToAdults` adults (and more than the tier before). */
export interface RateTier {
  readonly upToAdults: number;
  readonly rate: Paise;
}

/** What a rate rule charges for more adults than its last tier covers. */
export type BeyondTiers =
  | { readonly kind: 'flat'; readonly rate: Paise }
  | { readonly kind: 'perExtraAdult'; readonly surcharge: Paise };

/**
 * A change to the nightly rate on some nights: a season, the weekend, a festival. A night is
 * dated by the day it starts; `from`, `to` (inclusive) and `days` are each optional and must all
 * hold. Exactly one of `percent` (+15 is 15% more, -10 is 10% less; up to two decimals) and
 * `amount` (per room per night, may be negative).
 */
export interface RateAdjustment {
  /** Shown to guests, e.g. 'Weekend', 'Diwali'. */
  readonly name: string;
  readonly from?: CalendarDate | undefined;
  readonly to?: CalendarDate | undefined;
  readonly days?: readonly Weekday[] | undefined;
  readonly percent?: number | undefined;
  readonly amount?: Paise | undefined;
  /** A stay holding a night this adjustment applies to must be at least this many nights. */
  readonly minNights?: number | undefined;
}

/**
 * A room's nightly rate by the number of adults, and its meal prices.
 *
 * Tiers are ascending by `upToAdults`. Beyond the last tier the rule charges either a flat rate,
 * or the last tier's rate plus a surcharge for each adult beyond it. `adjustments` change the
 * rate of dated nights: a night takes the first one, in list order, whose dates and days hold.
 */
export interface RateRule {
  readonly tiers: readonly RateTier[];
  readonly beyond: BeyondTiers;
  readonly breakfastPrice: Paise;
  readonly lunchDinnerPrice: Paise;
  readonly adjustments?: readonly RateAdjustment[] | undefined;
}

/** A slab of a slab tax: applies when the nightly rate of one room is at most `upToNightlyRate`. */
export interface TaxSlab {
  /** Omitted on the last slab, which covers every higher rate. */
  readonly upToNightlyRate?: Paise | undefined;
  readonly percent: number;
}

/** GST on the room cost: one flat rate, or slabs chosen by the nightly rate of one room. */
export type TaxRule =
  | { readonly kind: 'flat'; readonly percent: number }
  | { readonly kind: 'slabs'; readonly slabs: readonly TaxSlab[] };

/**
 * How the rule's adults are counted: `total` prices every room by all adults of the stay (the
 * source's behaviour); `perRoom` prices by the adults of one room, ceil(adults / rooms).
 */
export type Occupancy = 'total' | 'perRoom';

/** What a guest picked. Meal counts are totals for the whole stay. */
export interface Selection {
  readonly rooms: number;
  readonly adults: number;
  readonly breakfasts?: number;
  readonly lunchDinners?: number;
  readonly nights?: number;
  /** The first night's date. Without it no adjustment applies (every night at the base rate). */
  readonly checkIn?: CalendarDate | undefined;
}

export interface QuoteOptions {
  /** Default: a flat 18% (`DEFAULT_TAX`). */
  readonly tax?: TaxRule;
  /**
   * GST percent on the meals, a supply apart from the room (restaurant service: in India 5%, or
   * 18% in a hotel that is a "specified premises"). Default 0: meals untaxed, the source's rule.
   */
  readonly mealGstRate?: number;
  /** Default: `'total'`. */
  readonly occupancy?: Occupancy;
}

/** One night of a quote: its date (null when undated), the rate of one room and its GST percent. */
export interface NightlyRate {
  readonly date: CalendarDate | null;
  readonly rate: Paise;
  /** The name of the adjustment that set the rate, or null for the base rate. */
  readonly adjustment: string | null;
  readonly gstRate: number;
}

/** A priced selection. Every amount is integer paise. */
export interface Quote {
  /** The base nightly rate of one room (before any dated adjustment). */
  readonly rate: Paise;
  readonly rooms: number;
  readonly adults: number;
  readonly nights: number;
  /** rooms × the sum of the nightly rates (rooms × rate × nights when no adjustment applies) */
  readonly roomCost: Paise;
  /** GST percent of the first night, e.g. 18; `nightly` has each night's when slabs differ. */
  readonly gstRate: number;
  /** GST on the room cost: per GST percent, half-up to the paisa, then added up. */
  readonly gst: Paise;
  readonly breakfasts: number;
  readonly breakfastPrice: Paise;
  readonly breakfastCost: Paise;
  readonly lunchDinners: number;
  readonly lunchDinnerPrice: Paise;
  readonly lunchDinnerCost: Paise;
  /** GST percent on the meals (`QuoteOptions.mealGstRate`); 0 when untaxed. */
  readonly mealGstRate: number;
  /** GST on breakfastCost + lunchDinnerCost at mealGstRate, half-up to the paisa. */
  readonly mealGst: Paise;
  /** roomCost + gst + breakfastCost + lunchDinnerCost + mealGst */
  readonly total: Paise;
  /** One entry per night, in order. */
  readonly nightly: readonly NightlyRate[];
}
