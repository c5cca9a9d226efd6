import { addDays, isCalendarDate } from '@hotel/pricing';

/** India Standard Time is UTC+05:30 all year: India has kept no daylight saving since 1945. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const DAY_MS = 86_400_000;
/** The last day worked out, and the instants (ms) it runs from and until. */
let known = { day: '', from: 0, until: 0 };

/**
 * Today's date in India (the hotels' time zone), as YYYY-MM-DD. By arithmetic rather than
 * Intl.DateTimeFormat, whose formatting was ~3% of a search request (every query with dates
 * checks that check-in is not in the past), and worked out once a day: formatting a Date was
 * still ~2% of a search.
 */
export function todayInIndia(now?: Date): string {
  const time = now ? now.getTime() : Date.now();
  if (time >= known.from && time < known.until) return known.day;
  const from = Math.floor((time + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS;
  known = {
    day: new Date(from + INDIA_OFFSET_MS).toISOString().slice(0, 10),
    from,
    until: from + DAY_MS,
  };
  return known.day;
}

/** The date `days` after today in India (negative: before), as YYYY-MM-DD. */
export const dayInIndia = (days: number, now: Date = new Date()): string =>
  addDays(todayInIndia(now), days);

/** Whole nights between two YYYY-MM-DD dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round(
    (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS,
  );
}

/** The engine's calendar dates (YYYY-MM-DD, no 30 February), for the apps' one date module. */
export { addDays, isCalendarDate } from '@hotel/pricing';

export const stayDateMessages = {
  notADate: (label: string) => `${label} must be a date like 2026-12-31.`,
  checkInPast: 'Check-in cannot be in the past.',
  checkOutNotAfter: 'Check-out must be after check-in.',
} as const;

/**
 * The problems of a stay's dates, by field, with the API's messages (empty when they are fine):
 * real dates, check-in not before today in India, check-out after check-in. Free of zod, so a
 * page can check dates without loading the schemas; `stayDates` in ./stay.ts is built on it.
 */
export function stayDateProblems(
  checkIn: string,
  checkOut: string,
  today: string = todayInIndia(),
): { checkIn?: string; checkOut?: string } {
  const problems: { checkIn?: string; checkOut?: string } = {};
  const checkInReal = isCalendarDate(checkIn);
  const checkOutReal = isCalendarDate(checkOut);
  if (!checkInReal) problems.checkIn = stayDateMessages.notADate('Check-in');
  else if (checkIn < today) problems.checkIn = stayDateMessages.checkInPast;
  if (!checkOutReal) problems.checkOut = stayDateMessages.notADate('Check-out');
  else if (checkInReal && checkOut <= checkIn)
    problems.checkOut = stayDateMessages.checkOutNotAfter;
  return problems;
}
