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

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const bookingLimitMessages = {
  tooManyRooms: (max: number) =>
    `You can book at most ${plural(max, 'room')} at once. Please contact the hotel for more.`,
  tooManyNights: (max: number) =>
    `A stay can be at most ${plural(max, 'night')}. Please contact the hotel for longer stays.`,
  tooFarAhead: (days: number, last: string) =>
    `Bookings open ${days} days ahead: please choose a check-in on or before ${last}.`,
  adultsBelowRooms: (rooms: number) =>
    `Each room needs an adult: please choose at least ${plural(rooms, 'adult')} for ${plural(rooms, 'room')}.`,
  adultsAboveRooms: (perRoom: number, rooms: number) =>
    `At most ${plural(perRoom, 'adult')} can stay in one room, so ${plural(rooms, 'room')} ${rooms === 1 ? 'takes' : 'take'} at most ${plural(perRoom * rooms, 'adult')}. Please add a room.`,
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
