/** A calendar date written `YYYY-MM-DD`, e.g. '2026-11-24'. */
export type CalendarDate = string;

/** The days of the week as rules name them, Sunday first (the order of `Date#getUTCDay`). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A calendar day in milliseconds: UTC keeps no daylight saving, and India keeps none either. */
export const DAY_MS = 86_400_000;
const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real date written `YYYY-MM-DD` ('2026-02-30' is not one). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string' || !SHAPE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole nights from `checkIn` to `checkOut` (negative when check-out comes first). */
export function nightsBetween(checkIn: CalendarDate, checkOut: CalendarDate): number {
  return Math.round(
    (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS,
  );
}

/** The day of the week of a date. */
export function weekdayOf(date: CalendarDate): Weekday {
  const day = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  if (!day) throw new TypeError('unreachable: getUTCDay is 0 to 6');
  return day;
}
