import type ICAL from 'ical.js';

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** One day of a year, as the date parts of a rule see it. */
interface Day {
  readonly month: number;
  readonly monthDay: number;
  readonly monthLength: number;
  readonly yearDay: number;
  readonly yearLength: number;
  readonly weekday: number;
}

/**
 * Every shape a Gregorian year can have: leap or not, starting on each weekday (14 years of
 * 365 or 366 days). A date rule that matches no day of these matches no day of any year.
 */
const YEAR_SHAPES: readonly (readonly Day[])[] = [false, true].flatMap((leap) =>
  WEEKDAYS.map((_, firstWeekday) => {
    const days: Day[] = [];
    const yearLength = leap ? 366 : 365;
    MONTH_DAYS.forEach((length, index) => {
      const monthLength = leap && index === 1 ? 29 : length;
      for (let monthDay = 1; monthDay <= monthLength; monthDay += 1) {
        const yearDay = days.length + 1;
        days.push({
          month: index + 1,
          monthDay,
          monthLength,
          yearDay,
          yearLength,
          weekday: (firstWeekday + yearDay - 1) % 7,
        });
      }
    });
    return days;
  }),
);

/** A day counted from the start (1, 2, …) or from the end (-1 the last) of a span. */
const isNth = (nth: number, index: number, length: number) =>
  nth > 0 ? index === nth : index === length + nth + 1;

const numbers = (values: unknown) => (Array.isArray(values) ? values.map(Number) : undefined);

/** A BYDAY entry ("MO", "5FR", "-1SU") as a test of a day; the nth counts in `span`. */
function weekdayTest(entry: string, span: 'month' | 'year') {
  const match = /^([+-]?\d{1,2})?([A-Z]{2})$/.exec(entry.toUpperCase());
  const weekday = WEEKDAYS.indexOf(match?.[2] ?? '');
  const nth = match?.[1] ? Number(match[1]) : 0;
  return (day: Day) => {
    if (day.weekday !== weekday) return false;
    if (nth === 0) return true;
    const [index, length] =
      span === 'month' ? [day.monthDay, day.monthLength] : [day.yearDay, day.yearLength];
    const count = Math.floor((length - ((index - 1) % 7) - 1) / 7) + 1;
    return isNth(nth, Math.floor((index - 1) / 7) + 1, count);
  };
}

/**
 * Whether a recurrence rule's date parts (BYMONTH, BYMONTHDAY, BYYEARDAY, BYDAY) can never
 * all hold on one day, such as BYMONTH=2;BYMONTHDAY=30. ical.js searches for such a rule's next
 * date forever, so it is refused before it is expanded. (Rules that are empty for other reasons,
 * every seventh day from a Monday on Tuesdays, are stopped by the read's time limit.)
 */
export function neverMatches(rule: ICAL.Recur): boolean {
  const parts = rule.parts as Record<string, unknown>;
  const months = numbers(parts.BYMONTH);
  const monthDays = numbers(parts.BYMONTHDAY);
  const yearDays = numbers(parts.BYYEARDAY);
  const span = rule.freq === 'MONTHLY' || months ? 'month' : 'year';
  const weekdays = Array.isArray(parts.BYDAY)
    ? parts.BYDAY.map((entry) => weekdayTest(String(entry), span))
    : undefined;
  if (!months && !monthDays && !yearDays && !weekdays) return false;
  const matches = (day: Day) =>
    (!months || months.includes(day.month)) &&
    (!monthDays || monthDays.some((nth) => isNth(nth, day.monthDay, day.monthLength))) &&
    (!yearDays || yearDays.some((nth) => isNth(nth, day.yearDay, day.yearLength))) &&
    (!weekdays || weekdays.some((test) => test(day)));
  return !YEAR_SHAPES.some((days) => days.some(matches));
}
