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
 * A room's nightly rate by the number of adults, and its meal prices.
 *
 * Tiers are ascending by `upToAdults`. Beyond the last tier the rule charges either a flat rate,
 * or the last tier's rate plus a surcharge for each adult beyond it.
 */
export interface RateRule {
  readonly tiers: readonly RateTier[];
  readonly beyond: BeyondTiers;
  readonly breakfastPrice: Paise;
  readonly lunchDinnerPrice: Paise;
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
}

export interface QuoteOptions {
  /** Default: a flat 18% (`DEFAULT_TAX`). */
  readonly tax?: TaxRule;
  /** Default: `'total'`. */
  readonly occupancy?: Occupancy;
}

/** A priced selection. Every amount is integer paise. */
export interface Quote {
  /** Nightly rate of one room. */
  readonly rate: Paise;
  readonly rooms: number;
  readonly adults: number;
  readonly nights: number;
  /** rooms × rate × nights */
  readonly roomCost: Paise;
  /** GST percent applied to the room cost, e.g. 18. */
  readonly gstRate: number;
  /** GST on the room cost, rounded half-up to the paisa. */
  readonly gst: Paise;
  readonly breakfasts: number;
  readonly breakfastPrice: Paise;
  readonly breakfastCost: Paise;
  readonly lunchDinners: number;
  readonly lunchDinnerPrice: Paise;
  readonly lunchDinnerCost: Paise;
  /** roomCost + gst + breakfastCost + lunchDinnerCost */
  readonly total: Paise;
}
