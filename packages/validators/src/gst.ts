import { z } from 'zod';
import { hotelId } from './fields.js';

/** The files of a GSTR-1 the offline tool's CSV templates take, one a section. */
export const gstr1CsvSections = [
  'b2b',
  'b2cl',
  'b2cs',
  'cdnr',
  'cdnur',
  'hsn_b2b',
  'hsn_b2c',
  'docs',
] as const;
export type Gstr1CsvSection = (typeof gstr1CsvSections)[number];

export const GSTR1_MESSAGES = {
  month: 'Month must be a month as YYYY-MM, e.g. 2026-11.',
  section: `Section must be one of ${gstr1CsvSections.join(', ')}.`,
  sectionNeeded: 'Please name the section of the CSV file, e.g. section=b2cs.',
} as const;

/**
 * GET /api/admin/gst/gstr1: a hotel's (one GSTIN's) return for a month; `format` json (the
 * sections and totals), csv (one `section` as the template's file) or portal (the offline tool's
 * JSON).
 */
export const gstr1Query = z
  .object({
    hotelId,
    month: z
      .string({ error: GSTR1_MESSAGES.month })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, GSTR1_MESSAGES.month),
    format: z.enum(['json', 'csv', 'portal']).default('json'),
    section: z.enum(gstr1CsvSections, { error: GSTR1_MESSAGES.section }).optional(),
  })
  .superRefine(({ format, section }, ctx) => {
    if (format === 'csv' && !section) {
      ctx.addIssue({ code: 'custom', path: ['section'], message: GSTR1_MESSAGES.sectionNeeded });
    }
  });
export type Gstr1Query = z.output<typeof gstr1Query>;
