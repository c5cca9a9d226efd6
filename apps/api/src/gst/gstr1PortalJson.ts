import type { Gstr1Return } from '@hotel/validators/responses';
import { rupees } from './gstr1Csv.js';

/**
 * A GSTR-1 as the JSON the GST portal uploads (the offline tool's): rupees, dates as 05-11-2026,
 * the place of supply as its code.
 */

type Sections = Gstr1Return['sections'];

/** A document as the portal lists it: its first row (the document's own fields) and its items. */
interface PortalDocument<Value> {
  readonly first: Value & { number: string; date: string; placeOfSupply: string };
  readonly itms: ReturnType<typeof items>;
}

/** Paise as the portal's JSON number of rupees (two decimals at most). */
const portalAmount = (paise: number) => Number(rupees(paise));

/** '2026-11-05' → '05-11-2026', as the portal's JSON writes dates. */
const portalDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/** The code of a place of supply: '27-Maharashtra' → '27'. */
const posCode = (pos: string) => pos.slice(0, 2);

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

  /** Each document of the rows (one row per rate, in order): its first row and its items. */
  const documentsOf = <Row extends DocumentRow & { date: string; placeOfSupply: string }>(
    rows: readonly Row[],
  ) =>
    byKey(rows, (row) => row.number).map(([, group]) => {
      const first = group[0] as Row;
      return { first, itms: items(group, isInter(first.placeOfSupply)) };
    });
  const invoice = ({ first, itms }: PortalDocument<{ invoiceValue: number }>) => ({
    inum: first.number,
    idt: portalDate(first.date),
    val: portalAmount(first.invoiceValue),
    itms,
  });
  const note = ({ first, itms }: PortalDocument<{ noteValue: number }>) => ({
    ntty: 'C',
    nt_num: first.number,
    nt_dt: portalDate(first.date),
    val: portalAmount(first.noteValue),
    pos: posCode(first.placeOfSupply),
    itms,
  });
  // A registered buyer's documents: neither under reverse charge, both regular supplies.
  const registered = { rchrg: 'N', inv_typ: 'R' } as const;

  const b2b = byKey(sections.b2b.rows, (row) => row.gstin).map(([ctin, rows]) => ({
    ctin,
    inv: documentsOf(rows).map((document) => ({
      ...invoice(document),
      pos: posCode(document.first.placeOfSupply),
      ...registered,
    })),
  }));
  const b2cl = byKey(sections.b2cl.rows, (row) => posCode(row.placeOfSupply)).map(
    ([pos, rows]) => ({ pos, inv: documentsOf(rows).map(invoice) }),
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
    nt: documentsOf(rows).map((document) => ({ ...note(document), ...registered })),
  }));
  const cdnur = documentsOf(sections.cdnur.rows).map((document) => ({
    typ: document.first.type,
    ...note(document),
  }));
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
