import type { Gstr1CsvSection } from '@hotel/validators/gst';
import type { Gstr1Return } from '@hotel/validators/responses';

/**
 * A GSTR-1 section as the GST portal's offline tool takes it: its CSV template's file (the tool's
 * headers, rupees with two decimals, dates as 05-Nov-2026).
 */

type Sections = Gstr1Return['sections'];
type Cell = string | number;

/** Paise as rupees with two decimals: 123456 → '1234.56', -5 → '-0.05'. */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' → '05-Nov-2026', as the templates' help asks (DD-MMM-YYYY). */
export const templateDate = (date: string) =>
  `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;

const rate = (percent: number) => String(percent);

const csvCell = (cell: Cell) => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A CSV file: the header row then the rows, CRLF line ends, cells quoted where they must be. */
export const csv = (header: readonly string[], rows: readonly (readonly Cell[])[]) =>
  `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

const HSN_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
];

/** Each template's header row, as the offline tool writes it. */
export const CSV_HEADERS: Readonly<Record<Gstr1CsvSection, readonly string[]>> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn_b2b: HSN_HEADER,
  hsn_b2c: HSN_HEADER,
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};

const hsnRows = (rows: Sections['hsnB2b']['rows']) =>
  rows.map((row) => [
    row.hsn,
    row.description,
    // The template's UQC list names each unit with its meaning; services have none.
    row.uqc === 'NA' ? 'NA-NOT APPLICABLE' : row.uqc,
    row.quantity,
    rupees(row.totalValue),
    rate(row.rate),
    rupees(row.taxableValue),
    rupees(row.igst),
    rupees(row.cgst),
    rupees(row.sgst),
    rupees(0),
  ]);

/** One section of the return as its template's CSV file. */
export function gstr1Csv(gstr1: Gstr1Return, section: Gstr1CsvSection): string {
  const { sections } = gstr1;
  const rows: Record<Gstr1CsvSection, () => Cell[][]> = {
    b2b: () =>
      sections.b2b.rows.map((row) => [
        row.gstin,
        row.receiverName,
        row.number,
        templateDate(row.date),
        rupees(row.invoiceValue),
        row.placeOfSupply,
        'N',
        '',
        'Regular B2B',
        '',
        rate(row.rate),
        rupees(row.taxableValue),
        rupees(0),
      ]),
    b2cl: () =>
      sections.b2cl.rows.map((row) => [
        row.number,
        templateDate(row.date),
        rupees(row.invoiceValue),
        row.placeOfSupply,
        '',
        rate(row.rate),
        rupees(row.taxableValue),
        rupees(0),
        '',
      ]),
    b2cs: () =>
      sections.b2cs.rows.map((row) => [
        row.type,
        row.placeOfSupply,
        '',
        rate(row.rate),
        rupees(row.taxableValue),
        rupees(0),
        '',
      ]),
    cdnr: () =>
      sections.cdnr.rows.map((row) => [
        row.gstin,
        row.receiverName,
        row.number,
        templateDate(row.date),
        'C',
        row.placeOfSupply,
        'N',
        'Regular B2B',
        rupees(row.noteValue),
        '',
        rate(row.rate),
        rupees(row.taxableValue),
        rupees(0),
      ]),
    cdnur: () =>
      sections.cdnur.rows.map((row) => [
        row.type,
        row.number,
        templateDate(row.date),
        'C',
        row.placeOfSupply,
        rupees(row.noteValue),
        '',
        rate(row.rate),
        rupees(row.taxableValue),
        rupees(0),
      ]),
    hsn_b2b: () => hsnRows(sections.hsnB2b.rows),
    hsn_b2c: () => hsnRows(sections.hsnB2c.rows),
    docs: () =>
      sections.docs.rows.map((row) => [
        row.nature,
        row.from,
        row.to,
        row.totalNumber,
        row.cancelled,
      ]),
  };
  return csv(CSV_HEADERS[section], rows[section]());
}
