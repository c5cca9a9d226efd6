import { z } from 'zod';
import { checkRange } from './desk.js';
import { hotelId, isoDate } from './fields.js';

/**
 * How a night was sold: booked online (paid, or to pay at the hotel), at the desk (a walk-in),
 * or by a travel site whose calendar blocked the room (sold, its revenue not ours to see).
 */
export const salesChannels = ['online', 'walk_in', 'ical'] as const;
export type SalesChannel = (typeof salesChannels)[number];

/** The most nights one performance report covers: two years (a leap day included). */
export const REPORT_MAX_DAYS = 731;

export const REPORT_MESSAGES = {
  tooLong: 'A report covers at most two years (731 nights); please shorten the dates.',
  by: 'By must be night or month.',
} as const;

/**
 * GET /api/admin/reports/performance: the nights `from` to `to` (both included) of one hotel, or
 * of the whole group without `hotelId`, a row a night or a month.
 */
export const performanceQuery = z
  .object({
    hotelId: hotelId.optional(),
    from: isoDate('From'),
    to: isoDate('To'),
    by: z.enum(['night', 'month'], { error: REPORT_MESSAGES.by }).default('night'),
  })
  .superRefine(({ from, to }, ctx) =>
    checkRange(from, to, ctx, REPORT_MAX_DAYS, REPORT_MESSAGES.tooLong),
  );
export type PerformanceQuery = z.output<typeof performanceQuery>;
