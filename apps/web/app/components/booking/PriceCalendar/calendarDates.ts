import { addDays } from '@hotel/pricing';
import { calendarDateText } from '../../../lib/calendarDateText';

/** How far ahead a guest can page: a year of months, this one first. */
export const MONTHS_AHEAD = 12;

const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Friday, 4 December'. */
export const longDate = calendarDateText({ weekday: 'long', day: 'numeric', month: 'long' });

/** 'December 2026', for the month that starts on the date given. */
export const monthName = calendarDateText({ month: 'long', year: 'numeric' });

/** The first day of the month `offset` months after the month of `date`. */
export function monthStart(date: string, offset = 0): string {
  const day = asDate(date);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 10);
}

/** Whole months from the month of `from` to the month of `to` (negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/** Whether `date` falls in a month the calendar shows: this one or the next eleven. */
export const canShow = (date: string, today: string) => {
  const months = monthsBetween(today, date);
  return months >= 0 && months < MONTHS_AHEAD;
};

/** The days of the month that starts on `first`. */
export function daysOf(first: string): string[] {
  const days: string[] = [];
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** Monday 0 … Sunday 6. */
const weekdayIndex = (date: string) => (asDate(date).getUTCDay() + 6) % 7;

/** Weeks of a month, Monday first; null pads the days before the 1st and after the last. */
export function weeksOf(days: readonly string[]): (string | null)[][] {
  const lead = days[0] ? weekdayIndex(days[0]) : 0;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The nights of the month that starts on `first`, from `today` on, for this party. */
export function monthQuery(first: string, today: string, adults: number): URLSearchParams {
  const from = first < today ? today : first;
  const to = daysOf(first).at(-1) ?? first;
  return new URLSearchParams({ from, to, adults: String(adults) });
}

/** The same day of the month `offset` months away, or that month's last day when it is shorter. */
function sameDayOfMonth(date: string, offset: number): string {
  const first = monthStart(date, offset);
  const days = daysOf(first);
  return days[Math.min(Number(date.slice(8)), days.length) - 1] ?? first;
}

/**
 * Where a key moves the focused day of a date grid (WAI-ARIA APG's date picker): the arrows a
 * day or a week, Home and End to the week's Monday and Sunday, Page Up and Page Down a month.
 * Null for any other key.
 */
export function movedDate(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return sameDayOfMonth(date, -1);
    case 'PageDown':
      return sameDayOfMonth(date, 1);
    default:
      return null;
  }
}
