import { addDays, allocate, nightsBetween } from '@hotel/pricing';
import type { PricedNight } from '@hotel/validators/responses';

/** What a quote charged, as its invoice states it (the invoice is built from the quote). */
export interface QuoteMoney {
  readonly rooms: number;
  readonly roomCost: number;
  /** Breakfasts and lunches/dinners together. */
  readonly meals: number;
  /** GST on the rooms (by slab, as invoiced). */
  readonly roomGst: number;
  readonly mealGst: number;
  readonly nightly: readonly PricedNight[];
}

/** One night of one booked room: its share of the quote's room cost, meals and GST. */
export interface NightMoney {
  readonly date: string;
  readonly roomRevenue: number;
  readonly mealsRevenue: number;
  readonly gst: number;
}

const equal = (count: number) => Array<number>(count).fill(1);

/**
 * A booked room's share of its quote: the quote's amounts go to its rooms in equal shares, line 1
 * taking the odd paise (as the payment's shares do).
 */
export function rowShareOf(quote: QuoteMoney, line: number) {
  const rooms = Math.max(1, quote.rooms);
  const index = Math.min(Math.max(line, 1), rooms) - 1;
  const share = (amount: number) => allocate(amount, equal(rooms))[index] ?? 0;
  return {
    roomCost: share(quote.roomCost),
    roomGst: share(quote.roomGst),
    meals: share(quote.meals),
    mealGst: share(quote.mealGst),
  };
}

/** `total` over `weights`, or equally when the weights are all zero (a complimentary night). */
const spread = (total: number, weights: readonly number[]): number[] =>
  weights.some((weight) => weight > 0)
    ? allocate(total, weights)
    : allocate(total, equal(weights.length));

/**
 * A booked room's nights with its money: its share of the quote (rowShareOf) over its nights:
 * the room cost and its GST by each night's own priced rate when the quote kept them (a Diwali
 * night carries more than a weekday), else equally; the meals and their GST equally. The nights
 * of all rows add up to the quote's figures to the paisa, so the report agrees with the invoice.
 * A row without a quote (made outside the booking flow) is sold at zero.
 */
export function nightsOf(
  row: { readonly checkIn: string; readonly checkOut: string; readonly line: number },
  quote: QuoteMoney | null,
): NightMoney[] {
  const count = Math.max(0, nightsBetween(row.checkIn, row.checkOut));
  const dates = Array.from({ length: count }, (_, index) => addDays(row.checkIn, index));
  if (!quote || count === 0) {
    return dates.map((date) => ({ date, roomRevenue: 0, mealsRevenue: 0, gst: 0 }));
  }
  const share = rowShareOf(quote, row.line);
  const rates =
    quote.nightly.length === count ? quote.nightly.map((night) => night.rate) : equal(count);
  const room = spread(share.roomCost, rates);
  const roomGst = spread(share.roomGst, rates);
  const meals = allocate(share.meals, equal(count));
  const mealGst = allocate(share.mealGst, equal(count));
  return dates.map((date, night) => ({
    date,
    roomRevenue: room[night] ?? 0,
    mealsRevenue: meals[night] ?? 0,
    gst: (roomGst[night] ?? 0) + (mealGst[night] ?? 0),
  }));
}
