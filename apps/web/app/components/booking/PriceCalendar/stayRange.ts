import { m } from '@hotel/i18n/messages';
import { addDays } from '@hotel/pricing';
import type { CalendarDay } from '@hotel/validators/responses';
import { longDate } from './calendarDates';

/** A stay as the calendar and the calculator share it; '' for a date not chosen yet. */
export interface StayDates {
  readonly checkIn: string;
  readonly checkOut: string;
}

/** What a tap on a date comes to. */
export type DateChoice =
  | { readonly kind: 'checkIn'; readonly dates: StayDates }
  | { readonly kind: 'stay'; readonly dates: StayDates }
  | { readonly kind: 'refused'; readonly message: string };

/** What the calendar knows of a night: nothing yet (its month not loaded), or the API's answer. */
export type NightOf = (date: string) => CalendarDay | undefined;

const soldOut = (night: CalendarDay | undefined) => night?.freeRooms === 0;

/** Whether the next tap picks the check-out: a check-in is chosen and no check-out yet. */
export const choosingCheckOut = ({ checkIn, checkOut }: StayDates) =>
  checkIn !== '' && checkOut === '';

/** Why a stay across a sold-out night cannot be booked. */
export const soldOutInStay = (night: string) => m.booking_soldOutInStay({ date: longDate(night) });

/** The first sold-out night of a stay (check-out day excluded: nobody sleeps that night). */
export function firstSoldOutNight(checkIn: string, checkOut: string, nightOf: NightOf) {
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
    if (soldOut(nightOf(night))) return night;
  }
  return null;
}

/**
 * A tap on `date`: the first tap sets the check-in, a later date then sets the check-out; a
 * date on or before the check-in, or any date once a stay is chosen, starts again from it. A
 * sold-out night cannot start a stay, and a stay across one is refused: it needs a free room
 * every night. A sold-out date can still be the check-out, the morning the guest leaves.
 */
export function chooseDate(current: StayDates, date: string, nightOf: NightOf): DateChoice {
  if (choosingCheckOut(current) && date > current.checkIn) {
    const full = firstSoldOutNight(current.checkIn, date, nightOf);
    if (full) return { kind: 'refused', message: soldOutInStay(full) };
    return { kind: 'stay', dates: { checkIn: current.checkIn, checkOut: date } };
  }
  if (soldOut(nightOf(date))) {
    return {
      kind: 'refused',
      message: m.booking_soldOutCheckIn({ date: longDate(date) }),
    };
  }
  return { kind: 'checkIn', dates: { checkIn: date, checkOut: '' } };
}

/** Where a date stands in the chosen stay. */
export type StayPart = 'checkIn' | 'night' | 'checkOut' | null;

export function stayPartOf(date: string, { checkIn, checkOut }: StayDates): StayPart {
  if (date === checkIn) return 'checkIn';
  if (!checkIn || !checkOut || checkOut <= checkIn) return null;
  if (date === checkOut) return 'checkOut';
  return date > checkIn && date < checkOut ? 'night' : null;
}
