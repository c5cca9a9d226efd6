import { DAY_MS, WEEKDAYS } from './calendarDate.js';
import type { RateAdjustment } from './types.js';

const ALL_DAYS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

/** The nights an adjustment holds on: day numbers from `start` to `end` (inclusive), on `days`. */
interface Span {
  readonly start: number;
  readonly end: number;
  readonly days: ReadonlySet<number>;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
/** 1970-01-01, day 0, was a Thursday (4). */
const weekdayOfDay = (day: number) => (((day + 4) % 7) + 7) % 7;

function spanOf(adjustment: RateAdjustment): Span {
  return {
    start: adjustment.from === undefined ? -Infinity : dayNumber(adjustment.from),
    end: adjustment.to === undefined ? Infinity : dayNumber(adjustment.to),
    days: new Set(
      adjustment.days === undefined
        ? ALL_DAYS
        : adjustment.days.map((day) => WEEKDAYS.indexOf(day)),
    ),
  };
}

/** The weekdays of the days from `start` to `end` (all seven for a week or more). */
function weekdaysBetween(start: number, end: number): readonly number[] {
  if (end - start >= 6) return ALL_DAYS;
  const days: number[] = [];
  for (let day = start; day <= end; day += 1) days.push(weekdayOfDay(day));
  return days;
}

/** True when no night takes `spans[index]`: every night it holds on, an earlier one holds too. */
function shadowed(spans: readonly Span[], index: number): boolean {
  const own = spans[index];
  if (!own) return false;
  const earlier = spans.slice(0, index);
  // Between two cuts every span either holds all along or not at all.
  const cuts = new Set<number>([own.start, own.end + 1]);
  for (const span of earlier) {
    if (span.start > own.start && span.start <= own.end) cuts.add(span.start);
    if (span.end >= own.start && span.end < own.end) cuts.add(span.end + 1);
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length - 1; i += 1) {
    const start = sorted[i] as number;
    const end = (sorted[i + 1] as number) - 1;
    const covering = earlier.filter((span) => span.start <= start && span.end >= end);
    for (const weekday of weekdaysBetween(start, end)) {
      if (!own.days.has(weekday)) continue;
      if (!covering.some((span) => span.days.has(weekday))) return false;
    }
  }
  return true;
}

/**
 * The positions of the adjustments no night can ever take: each holds only on nights where an
 * earlier adjustment of the list holds too (or on no night at all). Expects valid adjustments.
 */
export function unreachableAdjustments(adjustments: readonly RateAdjustment[]): number[] {
  const spans = adjustments.map(spanOf);
  return spans.flatMap((_, index) => (shadowed(spans, index) ? [index] : []));
}
