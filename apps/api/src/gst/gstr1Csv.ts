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

/**
 * A text a guest typed, safe to open in a spreadsheet: one that starts as a formula would
 * (= + - @, a tab or a return) gets a leading apostrophe, so it shows as text and never runs.
 */
export const spreadsheetText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const csvCell = (cell: Cell) => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A CSV file: the header row then the rows, CRLF line ends, cells quoted where they must be. */
export const csv = (header: readonly string[], rows: readonly (readonly Cell[])[]) =>
  `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** A template's column: its header as the offline tool writes it, and the cell of a row. */
type Column<Row> = readonly [header: string, cell: (row: Row) => Cell];

const blank = () => '';
const noCess = () => rupees(0);

/** The columns every rate-wise template ends with (the tool's "Applicable %" is left empty). */
const rateColumns = <Row extends { rate: number; taxableValue: number }>(): Column<Row>[] => [
  ['Applicable % of Tax Rate', blank],
  ['Rate', (row) => rate(row.rate)],
  ['Taxable Value', (row) => rupees(row.taxableValue)],
  ['Cess Amount', noCess],
];

type Rows<Key extends keyof Sections> = Sections[Key] extends { rows: (infer Row)[] } ? Row : never;

const receiver: Column<Rows<'b2b'> | Rows<'cdnr'>>[] = [
  ['GSTIN/UIN of Recipient', (row) => row.gstin],
  ['Receiver Name', (row) => spreadsheetText(row.receiverName)],
];

const hsnColumns: Column<Rows<'hsnB2b'>>[] = [
  ['HSN', (row) => row.hsn],
  ['Description', (row) => row.description],
  // The template's UQC list names each unit with its meaning; services have none.
  ['UQC', (row) => (row.uqc === 'NA' ? 'NA-NOT APPLICABLE' : row.uqc)],
  ['Total Quantity', (row) => row.quantity],
  ['Total Value', (row) => rupees(row.totalValue)],
  ['Rate', (row) => rate(row.rate)],
  ['Taxable Value', (row) => rupees(row.taxableValue)],
  ['Integrated Tax Amount', (row) => rupees(row.igst)],
  ['Central Tax Amount', (row) => rupees(row.cgst)],
  ['State/UT Tax Amount', (row) => rupees(row.sgst)],
  ['Cess Amount', noCess],
];

/** Each template's columns, in the offline tool's order, and the section its rows come from. */
const TEMPLATES = {
  b2b: {
    rows: (sections: Sections) => sections.b2b.rows,
    columns: [
      ...receiver,
      ['Invoice Number', (row) => row.number],
      ['Invoice date', (row) => templateDate(row.date)],
      ['Invoice Value', (row) => rupees(row.invoiceValue)],
      ['Place Of Supply', (row) => row.placeOfSupply],
      ['Reverse Charge', () => 'N'],
      ['Applicable % of Tax Rate', blank],
      ['Invoice Type', () => 'Regular B2B'],
      ['E-Commerce GSTIN', blank],
      ...rateColumns<Rows<'b2b'>>().slice(1),
    ] satisfies Column<Rows<'b2b'>>[],
  },
  b2cl: {
    rows: (sections: Sections) => sections.b2cl.rows,
    columns: [
      ['Invoice Number', (row) => row.number],
      ['Invoice date', (row) => templateDate(row.date)],
      ['Invoice Value', (row) => rupees(row.invoiceValue)],
      ['Place Of Supply', (row) => row.placeOfSupply],
      ...rateColumns<Rows<'b2cl'>>(),
      ['E-Commerce GSTIN', blank],
    ] satisfies Column<Rows<'b2cl'>>[],
  },
  b2cs: {
    rows: (sections: Sections) => sections.b2cs.rows,
    columns: [
      ['Type', (row) => row.type],
      ['Place Of Supply', (row) => row.placeOfSupply],
      ...rateColumns<Rows<'b2cs'>>(),
      ['E-Commerce GSTIN', blank],
    ] satisfies Column<Rows<'b2cs'>>[],
  },
  cdnr: {
    rows: (sections: Sections) => sections.cdnr.rows,
    columns: [
      ...receiver,
      ['Note Number', (row) => row.number],
      ['Note Date', (row) => templateDate(row.date)],
      ['Note Type', () => 'C'],
      ['Place Of Supply', (row) => row.placeOfSupply],
      ['Reverse Charge', () => 'N'],
      ['Note Supply Type', () => 'Regular B2B'],
      ['Note Value', (row) => rupees(row.noteValue)],
      ...rateColumns<Rows<'cdnr'>>(),
    ] satisfies Column<Rows<'cdnr'>>[],
  },
  cdnur: {
    rows: (sections: Sections) => sections.cdnur.rows,
    columns: [
      ['UR Type', (row) => row.type],
      ['Note Number', (row) => row.number],
      ['Note Date', (row) => templateDate(row.date)],
      ['Note Type', () => 'C'],
      ['Place Of Supply', (row) => row.placeOfSupply],
      ['Note Value', (row) => rupees(row.noteValue)],
      ...rateColumns<Rows<'cdnur'>>(),
    ] satisfies Column<Rows<'cdnur'>>[],
  },
  hsn_b2b: { rows: (sections: Sections) => sections.hsnB2b.rows, columns: hsnColumns },
  hsn_b2c: { rows: (sections: Sections) => sections.hsnB2c.rows, columns: hsnColumns },
  docs: {
    rows: (sections: Sections) => sections.docs.rows,
    columns: [
      ['Nature of Document', (row) => row.nature],
      ['Sr. No. From', (row) => row.from],
      ['Sr. No. To', (row) => row.to],
      ['Total Number', (row) => row.totalNumber],
      ['Cancelled', (row) => row.cancelled],
    ] satisfies Column<Rows<'docs'>>[],
  },
} as const;

/** One section of the return as its template's CSV file. */
export function gstr1Csv(gstr1: Gstr1Return, section: Gstr1CsvSection): string {
  const { rows, columns } = TEMPLATES[section] as {
    rows: (sections: Sections) => readonly object[];
    columns: readonly Column<object>[];
  };
  return csv(
    columns.map(([header]) => header),
    rows(gstr1.sections).map((row) => columns.map(([, cell]) => cell(row))),
  );
}
