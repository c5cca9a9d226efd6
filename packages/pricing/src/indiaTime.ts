import { addDays, type CalendarDate, DAY_MS } from './calendarDate.js';

/** The hotels' time zone, as the time zone database names it. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** India Standard Time is UTC+05:30 all year: India has kept no daylight saving since 1945. */
export const INDIA_OFFSET = '+05:30';
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The last day worked out, and the instants (ms) it runs from and until. */
let known = { day: '', from: 0, until: 0 };

/**
 * Today's date in India (the hotels' time zone), as YYYY-MM-DD. By arithmetic rather than
 * Intl.DateTimeFormat, whose formatting was ~3% of a search request (every query with dates
 * checks that check-in is not in the past), and worked out once a day: formatting a Date was
 * still ~2% of a search.
 */
export function todayInIndia(now?: Date): CalendarDate {
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
export const dayInIndia = (days: number, now: Date = new Date()): CalendarDate =>
  addDays(todayInIndia(now), days);

/** The instant a clock in India shows `time` (HH:MM) on `date`: midnight when no time is given. */
export const instantInIndia = (date: CalendarDate, time = '00:00'): Date =>
  new Date(`${date}T${time}:00${INDIA_OFFSET}`);

// Made on first use, once: a page that never shows a time never pays for a formatter.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let clockFormat: Intl.DateTimeFormat | undefined;

const instant = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** An instant as people in India read it, e.g. '22 Nov 2026, 3:45 pm'. */
export function formatIndiaDateTime(at: Date | string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: INDIA_TIME_ZONE,
  });
  return dateTimeFormat.format(instant(at));
}

/** The time of day of an instant in India, e.g. '11:45 am'. */
export function formatIndiaClock(at: Date | string): string {
  clockFormat ??= new Intl.DateTimeFormat('en-IN', {
    timeStyle: 'short',
    timeZone: INDIA_TIME_ZONE,
  });
  return clockFormat.format(instant(at));
}
