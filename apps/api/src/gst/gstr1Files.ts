import type { Gstr1CsvSection } from '@hotel/validators/gst';
import type { Gstr1Return } from '@hotel/validators/responses';

/**
 * A GSTR-1 as the GST portal's offline tool takes it: each section as its CSV template's file
 * (the tool's headers, rupees with two decimals, dates as 05-Nov-2026), and the whole as the JSON
 * the portal uploads (rupees, dates as 05-11-2026, the place of supply as its code).
 */

type Sections = Gstr1Return['sections'];
type Cell = string | number;

/** Paise as rupees with two decimals: 123456 → '1234.56', -5 → '-0.05'. */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Paise as the portal's JSON number of rupees (two decimals at most). */
const portalAmount = (paise: number) => Number(rupees(paise));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' → '05-Nov-2026', as the templates' help asks (DD-MMM-YYYY). */
export const templateDate = (date: string) =>
  `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;

/** '2026-11-05' → '05-11-2026', as the portal's JSON writes dates. */
const portalDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/** The code of a place of supply: '27-Maharashtra' → '27'. */
const posCode = (pos: string) => pos.slice(0, 2);

const rate = (percent: number) => String(percent);

const csvCell = (cell: Cell) => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const csv = (header: readonly string[], rows: readonly (readonly Cell[])[]) =>
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

/** The tax of an item as the portal writes it: IGST inter-state, CGST and SGST within a state. */
function itemTax(row: { igst: number; cgst: number; sgst: number }, interState: boolean) {
  return interState
    ? { iamt: portalAmount(row.igst) }
    : { camt: portalAmount(row.cgst), samt: portalAmount(row.sgst) };
}

interface DocumentRow {
  readonly number: string;
  readonly rate: number;
  readonly taxableValue: number;
  readonly igst: number;
  readonly cgst: number;
  readonly sgst: number;
}

/** Rows of a document (one per rate) gathered under the document, in order. */
function byDocument<Row extends DocumentRow>(rows: readonly Row[]): Row[][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.number, [...(groups.get(row.number) ?? []), row]);
  return [...groups.values()];
}

function byKey<Row>(rows: readonly Row[], key: (row: Row) => string): [string, Row[]][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups];
}

const items = (rows: readonly DocumentRow[], interState: boolean) =>
  rows.map((row, index) => ({
    num: index + 1,
    itm_det: {
      rt: row.rate,
      txval: portalAmount(row.taxableValue),
      ...itemTax(row, interState),
      csamt: 0,
    },
  }));

/** The whole return as the offline tool's JSON for the portal (empty sections left out). */
export function gstr1PortalJson(gstr1: Gstr1Return): Record<string, unknown> {
  const { sections } = gstr1;
  const supplierState = gstr1.gstin.slice(0, 2);
  const isInter = (pos: string) => posCode(pos) !== supplierState;

  const b2b = byKey(sections.b2b.rows, (row) => row.gstin).map(([ctin, rows]) => ({
    ctin,
    inv: byDocument(rows).map((invoice) => {
      const [first] = invoice as [(typeof invoice)[number]];
      return {
        inum: first.number,
        idt: portalDate(first.date),
        val: portalAmount(first.invoiceValue),
        pos: posCode(first.placeOfSupply),
        rchrg: 'N',
        inv_typ: 'R',
        itms: items(invoice, isInter(first.placeOfSupply)),
      };
    }),
  }));
  const b2cl = byKey(sections.b2cl.rows, (row) => posCode(row.placeOfSupply)).map(
    ([pos, rows]) => ({
      pos,
      inv: byDocument(rows).map((invoice) => {
        const [first] = invoice as [(typeof invoice)[number]];
        return {
          inum: first.number,
          idt: portalDate(first.date),
          val: portalAmount(first.invoiceValue),
          itms: items(invoice, true),
        };
      }),
    }),
  );
  const b2cs = sections.b2cs.rows.map((row) => ({
    sply_ty: isInter(row.placeOfSupply) ? 'INTER' : 'INTRA',
    typ: row.type,
    pos: posCode(row.placeOfSupply),
    rt: row.rate,
    txval: portalAmount(row.taxableValue),
    ...itemTax(row, isInter(row.placeOfSupply)),
    csamt: 0,
  }));
  const cdnr = byKey(sections.cdnr.rows, (row) => row.gstin).map(([ctin, rows]) => ({
    ctin,
    nt: byDocument(rows).map((note) => {
      const [first] = note as [(typeof note)[number]];
      return {
        ntty: 'C',
        nt_num: first.number,
        nt_dt: portalDate(first.date),
        val: portalAmount(first.noteValue),
        pos: posCode(first.placeOfSupply),
        rchrg: 'N',
        inv_typ: 'R',
        itms: items(note, isInter(first.placeOfSupply)),
      };
    }),
  }));
  const cdnur = byDocument(sections.cdnur.rows).map((note) => {
    const [first] = note as [(typeof note)[number]];
    return {
      typ: first.type,
      ntty: 'C',
      nt_num: first.number,
      nt_dt: portalDate(first.date),
      val: portalAmount(first.noteValue),
      pos: posCode(first.placeOfSupply),
      itms: items(note, true),
    };
  });
  const hsn = (rows: Sections['hsnB2b']['rows']) =>
    rows.map((row, index) => ({
      num: index + 1,
      hsn_sc: row.hsn,
      desc: row.description,
      uqc: row.uqc,
      qty: row.quantity,
      rt: row.rate,
      txval: portalAmount(row.taxableValue),
      iamt: portalAmount(row.igst),
      camt: portalAmount(row.cgst),
      samt: portalAmount(row.sgst),
      csamt: 0,
    }));
  const docKinds = { 'Invoices for outward supply': 1, 'Credit Note': 5 } as const;
  const docDet = sections.docs.rows.map((row) => ({
    doc_num: docKinds[row.nature],
    docs: [
      {
        num: 1,
        from: row.from,
        to: row.to,
        totnum: row.totalNumber,
        cancel: row.cancelled,
        net_issue: row.netIssued,
      },
    ],
  }));
  const hsnB2b = hsn(sections.hsnB2b.rows);
  const hsnB2c = hsn(sections.hsnB2c.rows);
  return {
    gstin: gstr1.gstin,
    fp: gstr1.fp,
    ...(b2b.length > 0 ? { b2b } : {}),
    ...(b2cl.length > 0 ? { b2cl } : {}),
    ...(b2cs.length > 0 ? { b2cs } : {}),
    ...(cdnr.length > 0 ? { cdnr } : {}),
    ...(cdnur.length > 0 ? { cdnur } : {}),
    ...(hsnB2b.length + hsnB2c.length > 0
      ? {
          hsn: {
            ...(hsnB2b.length > 0 ? { hsn_b2b: hsnB2b } : {}),
            ...(hsnB2c.length > 0 ? { hsn_b2c: hsnB2c } : {}),
          },
        }
      : {}),
    ...(docDet.length > 0 ? { doc_issue: { doc_det: docDet } } : {}),
  };
}
