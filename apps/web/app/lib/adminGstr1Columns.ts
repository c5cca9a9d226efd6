import { formatINR } from '@hotel/pricing';
import type { Gstr1Sections, GstTotals } from '@hotel/validators/responses';
import type { AdminColumn } from '../components/desk/AdminTable/AdminTable';

export type Gstr1RowOf<Key extends keyof Gstr1Sections> = Gstr1Sections[Key]['rows'][number];

/** A column of a GSTR-1 section: its header and a row's cell; `total` picks the totals' figure. */
export interface Gstr1Column<Row> extends AdminColumn<Row> {
  readonly cell: (row: Row) => string | number;
  readonly total?: keyof GstTotals | undefined;
}

const money = <Row>(
  header: string,
  pick: (row: Row) => number,
  total?: Gstr1Column<Row>['total'],
): Gstr1Column<Row> => ({ header, cell: (row) => formatINR(pick(row)), numeric: true, total });

/** The figures every rate line has: rate, taxable value, IGST, CGST, SGST. */
const rateAndTax = <Row extends GstTotals & { readonly rate: number }>(): Gstr1Column<Row>[] => [
  { header: 'Rate', cell: (row) => `${row.rate}%`, numeric: true },
  money('Taxable value', (row) => row.taxableValue, 'taxableValue'),
  money('IGST', (row) => row.igst, 'igst'),
  money('CGST', (row) => row.cgst, 'cgst'),
  money('SGST', (row) => row.sgst, 'sgst'),
];

/** '2026-11-05' → '05 Nov 2026'. */
export function gstDate(date: string): string {
  const [year, month, day] = date.split('-');
  const name = new Date(Date.UTC(2000, Number(month) - 1, 1)).toLocaleString('en-IN', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${day} ${name} ${year}`;
}

export const B2B_COLUMNS: readonly Gstr1Column<Gstr1RowOf<'b2b'>>[] = [
  { header: 'GSTIN of recipient', cell: (row) => row.gstin },
  { header: 'Receiver', cell: (row) => row.receiverName },
  { header: 'Invoice', cell: (row) => row.number },
  { header: 'Date', cell: (row) => gstDate(row.date) },
  money('Invoice value', (row) => row.invoiceValue),
  { header: 'Place of supply', cell: (row) => row.placeOfSupply },
  ...rateAndTax<Gstr1RowOf<'b2b'>>(),
];

export const B2CL_COLUMNS: readonly Gstr1Column<Gstr1RowOf<'b2cl'>>[] = [
  { header: 'Invoice', cell: (row) => row.number },
  { header: 'Date', cell: (row) => gstDate(row.date) },
  money('Invoice value', (row) => row.invoiceValue),
  { header: 'Place of supply', cell: (row) => row.placeOfSupply },
  ...rateAndTax<Gstr1RowOf<'b2cl'>>(),
];

export const B2CS_COLUMNS: readonly Gstr1Column<Gstr1RowOf<'b2cs'>>[] = [
  { header: 'Place of supply', cell: (row) => row.placeOfSupply },
  ...rateAndTax<Gstr1RowOf<'b2cs'>>(),
];

export const CDNR_COLUMNS: readonly Gstr1Column<Gstr1RowOf<'cdnr'>>[] = [
  { header: 'GSTIN of recipient', cell: (row) => row.gstin },
  { header: 'Receiver', cell: (row) => row.receiverName },
  { header: 'Credit note', cell: (row) => row.number },
  { header: 'Date', cell: (row) => gstDate(row.date) },
  { header: 'Against invoice', cell: (row) => row.againstInvoice },
  money('Note value', (row) => row.noteValue),
  ...rateAndTax<Gstr1RowOf<'cdnr'>>(),
];

export const CDNUR_COLUMNS: readonly Gstr1Column<Gstr1RowOf<'cdnur'>>[] = [
  { header: 'Credit note', cell: (row) => row.number },
  { header: 'Date', cell: (row) => gstDate(row.date) },
  { header: 'Against invoice', cell: (row) => row.againstInvoice },
  money('Note value', (row) => row.noteValue),
  ...rateAndTax<Gstr1RowOf<'cdnur'>>(),
];

export const HSN_COLUMNS: readonly Gstr1Column<Gstr1RowOf<'hsnB2b'>>[] = [
  { header: 'HSN/SAC', cell: (row) => row.hsn },
  { header: 'Description', cell: (row) => row.description },
  money('Total value', (row) => row.totalValue),
  ...rateAndTax<Gstr1RowOf<'hsnB2b'>>(),
];

export const DOCS_COLUMNS: readonly Gstr1Column<Gstr1RowOf<'docs'>>[] = [
  { header: 'Nature of document', cell: (row) => row.nature },
  { header: 'From', cell: (row) => row.from },
  { header: 'To', cell: (row) => row.to },
  { header: 'Total number', cell: (row) => row.totalNumber, numeric: true },
  { header: 'Cancelled', cell: (row) => row.cancelled, numeric: true },
  { header: 'Net issued', cell: (row) => row.netIssued, numeric: true },
];
