import { z } from 'zod';
import { checkRange } from './desk.js';
import { hotelId, isoDate } from './fields.js';
import { REPORT_MAX_DAYS, REPORT_MESSAGES, reportTables } from './reportTexts.js';

export * from './reportTexts.js';

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
