import { m } from '@hotel/i18n/messages';
import { INDIA_TIME_ZONE } from '@hotel/pricing';
import type { CancellationStepAnswer, SearchResult } from '@hotel/validators/responses';
import { calendarDateText, instantText } from './calendarDateText';
import { partyText } from './partyText';
import { type PriceRange, roundPriceRanges } from './priceRanges';

export type { PriceRange };

const dayText = instantText({ day: 'numeric', month: 'short', timeZone: INDIA_TIME_ZONE });
const timeText = instantText({
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: INDIA_TIME_ZONE,
});

/**
 * '12:00, 3 Dec' (Marathi '3 डिसें, 12:00'): an instant as the hotels' clocks and calendars in
 * India show it, in the language rendered, Latin digits.
 */
export function indiaMoment(iso: string): string {
  const at = new Date(iso);
  return m.booking_indiaMoment({ time: timeText(at), day: dayText(at) });
}

/** 'Sat 2 Jan': a night of a stay by its date (YYYY-MM-DD, a calendar date: read as UTC). */
export const nightName = calendarDateText({ weekday: 'short', day: 'numeric', month: 'short' });

/**
 * The cancellation terms of a stay in words, from its steps (GET /api/search): 'Free
 * cancellation until 12:00, 3 Dec', then '50% refund until 12:00, 5 Dec'; 'Non-refundable' when
 * nothing ever comes back.
 */
export function cancellationLines(steps: readonly CancellationStepAnswer[]): string[] {
  if (steps.every((step) => step.refundPercent === 0)) return [m.booking_nonRefundable()];
  return steps
    .filter((step) => step.refundPercent > 0)
    .map((step, index) => {
      const moment = indiaMoment(step.until);
      const percent = step.refundPercent;
      if (percent === 100) return m.booking_freeCancelUntil({ moment });
      return index === 0
        ? m.booking_refundUntil({ percent, moment })
        : m.booking_thenRefundUntil({ percent, moment });
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

export { partyText };
