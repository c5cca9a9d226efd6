import { INDIA_TIME_ZONE } from '@hotel/pricing';
import type { CancellationStepAnswer, SearchResult } from '@hotel/validators/responses';
import { calendarDateText } from './calendarDateText';
import { partyText, plural } from './partyText';
import { type PriceRange, roundPriceRanges } from './priceRanges';

export type { PriceRange };

let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** '12:00, 3 Dec': an instant as the hotels' clocks and calendars in India show it. */
export function indiaMoment(iso: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: INDIA_TIME_ZONE,
  });
  timeFormat ??= new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: INDIA_TIME_ZONE,
  });
  const at = new Date(iso);
  return `${timeFormat.format(at)}, ${dayFormat.format(at)}`;
}

/** 'Sat 2 Jan': a night of a stay by its date (YYYY-MM-DD, a calendar date: read as UTC). */
export const nightName = calendarDateText({ weekday: 'short', day: 'numeric', month: 'short' });

/**
 * The cancellation terms of a stay in words, from its steps (GET /api/search): 'Free
 * cancellation until 12:00, 3 Dec', then '50% refund until 12:00, 5 Dec'; 'Non-refundable' when
 * nothing ever comes back.
 */
export function cancellationLines(steps: readonly CancellationStepAnswer[]): string[] {
  if (steps.every((step) => step.refundPercent === 0)) return ['Non-refundable'];
  return steps
    .filter((step) => step.refundPercent > 0)
    .map((step, index) => {
      const until = indiaMoment(step.until);
      if (step.refundPercent === 100) return `Free cancellation until ${until}`;
      return `${index === 0 ? '' : 'Then '}${step.refundPercent}% refund until ${until}`;
    });
}

/**
 * Up to four ranges of the stay's total that the results really fall in, in round steps: a
 * filter never offers a range that can match nothing.
 */
export function priceRangesOf(results: readonly SearchResult[]): PriceRange[] {
  return roundPriceRanges(
    results.flatMap((result) =>
      result.status === 'available' && result.quote ? [result.quote.total / 100] : [],
    ),
  );
}

export { partyText, plural };
