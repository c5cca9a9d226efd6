import { m } from '@hotel/i18n/messages';
import { addDays } from '@hotel/pricing';
import { nightsBetween, todayInIndia } from './dates.js';

/** What one guest may book online (content: site.json › booking). */
export interface BookingLimits {
  readonly bookAheadDays: number;
  readonly maxNights: number;
  readonly maxRooms: number;
}

/** A party and its dates, as a quote, an order or a search has them. */
export interface StayRequest {
  readonly rooms: number;
  readonly adults: number;
  readonly checkIn?: string | undefined;
  readonly checkOut?: string | undefined;
  /** The room's `maxAdultsPerRoom`; absent when no room is chosen yet (a search of every type). */
  readonly maxAdultsPerRoom?: number | undefined;
}

export type BookingLimitField = 'rooms' | 'adults' | 'checkIn' | 'checkOut';
export type BookingLimitProblems = Partial<Record<BookingLimitField, string>>;

/** In the language rendered (the page's, or the API request's): the api catalog's messages. */
export const bookingLimitMessages = {
  tooManyRooms: (max: number): string => m.api_tooManyRooms({ max }),
  tooManyNights: (max: number): string => m.api_tooManyNights({ max }),
  tooFarAhead: (days: number, last: string): string => m.api_tooFarAhead({ days, last }),
  adultsBelowRooms: (rooms: number): string => m.api_adultsBelowRooms({ rooms }),
  adultsAboveRooms: (perRoom: number, rooms: number): string =>
    m.api_adultsAboveRooms({
      rooms,
      perRoom: m.api_adults({ count: perRoom }),
      roomsText: m.api_roomsCount({ count: rooms }),
      total: m.api_adults({ count: perRoom * rooms }),
    }),
} as const;

/**
 * The problems of a stay against the booking limits, by field, with a message naming the limit
 * (empty when it is within them): at most `maxRooms` rooms and `maxNights` nights, a check-in at
 * most `bookAheadDays` after today in India, at least one adult a room, and at most
 * `maxAdultsPerRoom` adults a room. Free of zod, so the API and a page check the same rule; the
 * counts and dates are assumed well-formed (the schemas check that first).
 */
export function bookingLimitProblems(
  limits: BookingLimits,
  stay: StayRequest,
  today: string = todayInIndia(),
): BookingLimitProblems {
  const problems: BookingLimitProblems = {};
  const { rooms, adults, checkIn, checkOut, maxAdultsPerRoom } = stay;
  if (rooms > limits.maxRooms) problems.rooms = bookingLimitMessages.tooManyRooms(limits.maxRooms);
  if (adults < rooms) problems.adults = bookingLimitMessages.adultsBelowRooms(rooms);
  else if (maxAdultsPerRoom !== undefined && adults > rooms * maxAdultsPerRoom) {
    problems.adults = bookingLimitMessages.adultsAboveRooms(maxAdultsPerRoom, rooms);
  }
  const lastCheckIn = addDays(today, limits.bookAheadDays);
  if (checkIn && checkIn > lastCheckIn) {
    problems.checkIn = bookingLimitMessages.tooFarAhead(limits.bookAheadDays, lastCheckIn);
  }
  if (checkIn && checkOut && nightsBetween(checkIn, checkOut) > limits.maxNights) {
    problems.checkOut = bookingLimitMessages.tooManyNights(limits.maxNights);
  }
  return problems;
}
