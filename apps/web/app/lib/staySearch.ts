import { isCalendarDate, stayDateProblems } from '@hotel/validators/dates';
import { type BookingLimits, bookingLimitProblems } from '@hotel/validators/limits';

/**
 * A date-first search as its URL carries it (`/search?checkIn&checkOut&adults&child&rooms[&hotel]`,
 * the names of GET /api/search), so a search is shareable and the back button returns to it.
 */
export interface StaySearch {
  readonly checkIn: string;
  readonly checkOut: string;
  readonly adults: number;
  readonly child: number;
  readonly rooms: number;
  /** One hotel's id, or undefined for all of them. */
  readonly hotel?: string | undefined;
}

/** The party sizes the search form offers (the API takes these and checks the limits again). */
export const SEARCH_ADULTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const SEARCH_CHILDREN = [0, 1, 2, 3, 4, 5, 6] as const;

const WHOLE = /^\d{1,2}$/;

const count = (
  params: URLSearchParams,
  key: string,
  fallback: number,
  min: number,
  max: number,
) => {
  const value = params.get(key)?.trim();
  if (!value) return fallback;
  if (!WHOLE.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

/**
 * The search a URL's params carry, or null when they carry none or one that cannot be searched
 * (then the page shows the form, prefilled with what it could read, and no results).
 */
export function readStaySearch(params: URLSearchParams): StaySearch | null {
  const checkIn = params.get('checkIn')?.trim() ?? '';
  const checkOut = params.get('checkOut')?.trim() ?? '';
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut) || checkOut <= checkIn) return null;
  const adults = count(params, 'adults', 2, 1, 10);
  const child = count(params, 'child', 0, 0, 6);
  const rooms = count(params, 'rooms', 1, 1, 10);
  if (adults === undefined || child === undefined || rooms === undefined) return null;
  const hotel = params.get('hotel')?.trim() || undefined;
  return { checkIn, checkOut, adults, child, rooms, hotel };
}

/** The URL params of a search (and of the room page it leads to), in a stable order. */
export function searchParamsOf(search: StaySearch): URLSearchParams {
  const params = new URLSearchParams({
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    adults: String(search.adults),
    child: String(search.child),
    rooms: String(search.rooms),
  });
  if (search.hotel) params.set('hotel', search.hotel);
  return params;
}

/**
 * What is wrong with a search before it is sent, by field, with the API's own messages: real
 * dates, check-in not before today in India, check-out after it, and the booking limits.
 */
export function staySearchProblems(
  search: StaySearch,
  limits: BookingLimits,
  today?: string,
): Record<string, string> {
  const dates = stayDateProblems(search.checkIn, search.checkOut, today);
  if (Object.keys(dates).length > 0) return dates as Record<string, string>;
  return bookingLimitProblems(limits, search, today) as Record<string, string>;
}
