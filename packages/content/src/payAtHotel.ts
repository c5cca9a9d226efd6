import { addDays, type RateAdjustment, type RateRule, weekdayOf } from '@hotel/pricing';
import type { Hotel } from './types.js';

/** A night of a stay in the hotel's peak: a season or festival that raises its price. */
export interface PeakNight {
  readonly date: string;
  /** The adjustment that makes it peak, e.g. 'Diwali'. */
  readonly name: string;
}

/** A dated price rise: a season or festival (a weekday-only rise, e.g. the weekend, is not). */
const isSeason = (adjustment: RateAdjustment): boolean =>
  (adjustment.from !== undefined || adjustment.to !== undefined) &&
  ((adjustment.percent ?? 0) > 0 || (adjustment.amount ?? 0) > 0);

const holdsOn = (adjustment: RateAdjustment, date: string): boolean =>
  (adjustment.from === undefined || adjustment.from <= date) &&
  (adjustment.to === undefined || date <= adjustment.to) &&
  (adjustment.days === undefined || adjustment.days.includes(weekdayOf(date)));

/**
 * The nights from `checkIn` (inclusive) to `checkOut` (exclusive) that fall in a season of the
 * rule: a dated adjustment that raises the price and holds on the night, whichever adjustment the
 * night is priced by. These are the peak dates on which no stay is booked to pay at the hotel.
 */
export function peakNights(rule: RateRule, checkIn: string, checkOut: string): PeakNight[] {
  const seasons = (rule.adjustments ?? []).filter(isSeason);
  const found: PeakNight[] = [];
  for (let date = checkIn; date < checkOut; date = addDays(date, 1)) {
    const season = seasons.find((adjustment) => holdsOn(adjustment, date));
    if (season) found.push({ date, name: season.name });
  }
  return found;
}

/** The hotel's pay-at-hotel terms, when it offers pay at hotel at all. */
export function payAtHotelOf(hotel: Hotel): NonNullable<Hotel['payAtHotel']> | undefined {
  return hotel.payAtHotel?.offered ? hotel.payAtHotel : undefined;
}

/** What the night audit does with an unarrived booking of the hotel: report it (default) or mark it. */
export const noShowRuleOf = (hotel: Hotel): 'report' | 'mark' => hotel.noShows ?? 'report';
