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

/** The report's tables, each downloadable as a CSV file (`format=csv&table=…`). */
export const reportTables = ['periods', 'channels', 'roomTypes'] as const;
export type ReportTable = (typeof reportTables)[number];

export const REPORT_MESSAGES = {
  tooLong: 'A report covers at most two years (731 nights); please shorten the dates.',
  by: 'By must be night or month.',
  table: `Table must be one of ${reportTables.join(', ')}.`,
  tableNeeded: 'Please name the table of the CSV file, e.g. table=channels.',
} as const;

/** Each channel as the desk reads it. */
export const salesChannelLabels: Readonly<Record<SalesChannel, string>> = {
  online: 'Online',
  walk_in: 'Walk-in',
  ical: 'Travel sites (iCal)',
};

/** The figures' column headers, for the screen's tables and the CSV files alike. */
export const REPORT_COLUMNS = {
  roomsAvailable: 'Rooms available',
  roomsSold: 'Rooms sold',
  occupancyPercent: 'Occupancy %',
  adr: 'ADR (₹)',
  revpar: 'RevPAR (₹)',
  roomRevenue: 'Room revenue (₹)',
  mealsRevenue: 'Meals revenue (₹)',
  gst: 'GST (₹)',
  cancellations: 'Cancellations',
  refunds: 'Refunds (₹)',
  retained: 'Cancellation charges kept (₹)',
  adjustments: 'Adjustments to closed days (₹)',
} as const;
export type ReportColumn = keyof typeof REPORT_COLUMNS;

/**
 * GET /api/admin/reports/performance: the nights `from` to `to` (both included) of one hotel, or
 * of the whole group without `hotelId`, a row a night or a month; `format=csv&table=…` downloads
 * one table as a CSV file.
 */
export const performanceQuery = z
  .object({
    hotelId: hotelId.optional(),
    from: isoDate('From'),
    to: isoDate('To'),
    by: z.enum(['night', 'month'], { error: REPORT_MESSAGES.by }).default('night'),
    format: z.enum(['json', 'csv']).default('json'),
    table: z.enum(reportTables, { error: REPORT_MESSAGES.table }).optional(),
  })
  .superRefine(({ from, to, format, table }, ctx) => {
    checkRange(from, to, ctx, REPORT_MAX_DAYS, REPORT_MESSAGES.tooLong);
    if (format === 'csv' && !table) {
      ctx.addIssue({ code: 'custom', path: ['table'], message: REPORT_MESSAGES.tableNeeded });
    }
  });
export type PerformanceQuery = z.output<typeof performanceQuery>;
