import { z } from 'zod';

/**
 * GSTR-1 for a month (`GET /api/admin/gst/gstr1`): one hotel's GSTIN, its outward supplies in the
 * sections of the GST portal's offline tool. Amounts are paise (integers, signed: a section net of
 * credit notes may go below zero); the CSV and portal files write them in rupees.
 */
const amount = z.number().int();

/** A section's (or a check's) sums: taxable value and the tax of each head. */
export const gstTotals = z.object({
  taxableValue: amount,
  igst: amount,
  cgst: amount,
  sgst: amount,
});
export type GstTotals = z.infer<typeof gstTotals>;

/** One rate's line of a document: the value taxed at `rate` (percent) and its tax. */
const rateLine = gstTotals.extend({ rate: z.number() });

/** B2B (table 4A): an invoice to a GSTIN, one row per rate. */
export const gstr1B2bRow = rateLine.extend({
  gstin: z.string(),
  receiverName: z.string(),
  number: z.string(),
  date: z.string(),
  invoiceValue: amount,
  placeOfSupply: z.string(),
});

/** B2CL (table 5): an inter-state invoice above the limit to a buyer without a GSTIN, per rate. */
export const gstr1B2clRow = rateLine.extend({
  number: z.string(),
  date: z.string(),
  invoiceValue: amount,
  placeOfSupply: z.string(),
});

/** B2CS (table 7): every other supply to buyers without a GSTIN, by place of supply and rate. */
export const gstr1B2csRow = rateLine.extend({
  type: z.literal('OE'),
  placeOfSupply: z.string(),
});

/** CDNR (table 9B): a credit note to a GSTIN, one row per rate. */
export const gstr1CdnrRow = rateLine.extend({
  gstin: z.string(),
  receiverName: z.string(),
  number: z.string(),
  date: z.string(),
  againstInvoice: z.string(),
  noteValue: amount,
  placeOfSupply: z.string(),
});

/** CDNUR (table 9B): a credit note against a B2CL invoice, one row per rate. */
export const gstr1CdnurRow = rateLine.extend({
  type: z.literal('B2CL'),
  number: z.string(),
  date: z.string(),
  againstInvoice: z.string(),
  noteValue: amount,
  placeOfSupply: z.string(),
});

/** HSN/SAC summary (table 12): a code at a rate, net of credit notes. */
export const gstr1HsnRow = rateLine.extend({
  hsn: z.string(),
  description: z.string(),
  uqc: z.string(),
  quantity: z.number(),
  totalValue: amount,
});

/** Documents issued (table 13): a series' first and last number in the month. */
export const gstr1DocsRow = z.object({
  nature: z.enum(['Invoices for outward supply', 'Credit Note']),
  from: z.string(),
  to: z.string(),
  totalNumber: z.number().int(),
  cancelled: z.number().int(),
  netIssued: z.number().int(),
});

const section = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), totals: gstTotals });

export const gstr1Sections = z.object({
  b2b: section(gstr1B2bRow),
  b2cl: section(gstr1B2clRow),
  b2cs: section(gstr1B2csRow),
  cdnr: section(gstr1CdnrRow),
  cdnur: section(gstr1CdnurRow),
  hsnB2b: section(gstr1HsnRow),
  hsnB2c: section(gstr1HsnRow),
  docs: z.object({ rows: z.array(gstr1DocsRow) }),
});
export type Gstr1Sections = z.infer<typeof gstr1Sections>;

export const gstr1Return = z.object({
  hotelId: z.string(),
  legalName: z.string(),
  gstin: z.string(),
  /** YYYY-MM, and as the portal writes the period: MMYYYY. */
  month: z.string(),
  fp: z.string(),
  sections: gstr1Sections,
  /**
   * The check a reader can make: the month's invoices less its credit notes, as issued, against
   * the sections (B2B + B2CL + B2CS − CDNR − CDNUR) and against the HSN summary.
   */
  reconciliation: z.object({
    documents: gstTotals,
    sections: gstTotals,
    hsn: gstTotals,
  }),
});
export type Gstr1Return = z.infer<typeof gstr1Return>;
