import type { Gstr1Return, Gstr1Sections } from '@hotel/validators/responses';
import { SAC_ACCOMMODATION, SAC_RESTAURANT, type TaxDocument } from '../documents/taxDocument.js';
import {
  addTotals,
  byRate,
  type SupplyLine,
  sumTotals,
  supplyLinesOf,
  type Totals,
  ZERO_TOTALS,
} from './documentLines.js';
import { placeOfSupply } from './gstStates.js';

/** A stored tax invoice or credit note, as GSTR-1 needs it. */
export interface IssuedDocument {
  readonly kind: 'invoice' | 'creditNote';
  readonly serial: number;
  readonly document: TaxDocument;
}

export interface Gstr1Input {
  readonly hotelId: string;
  readonly legalName: string;
  /** The supplier's GSTIN: its first two digits are its state. */
  readonly gstin: string;
  /**
   * The state code of the place of supply: the hotel's own (accommodation is supplied where the
   * property is, IGST Act s. 12(3); its restaurant's meals where they are served, s. 12(4)).
   */
  readonly placeOfSupply: string;
  /** YYYY-MM. */
  readonly month: string;
  /** The documents to choose from: those dated (India) in `month` are the return's. */
  readonly documents: readonly IssuedDocument[];
  /** The invoices the month's credit notes reduce, by number (they may be of an earlier month). */
  readonly invoicesByNumber: ReadonlyMap<string, TaxDocument>;
}

/**
 * B2C (Large): an inter-state invoice to a buyer without a GSTIN above ₹1,00,000 (from 1 August
 * 2024; ₹2,50,000 before), reported invoice by invoice.
 */
export const B2CL_LIMIT = 1_00_000_00;

export const SAC_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [SAC_ACCOMMODATION]: 'Accommodation in hotels',
  [SAC_RESTAURANT]: 'Restaurant service (meals)',
};

type Kind = 'b2b' | 'b2cl' | 'b2cs';

const compare = (a: IssuedDocument, b: IssuedDocument) => a.serial - b.serial;

/** The return's parts for one GSTIN and month, built from its documents alone (no I/O). */
export function buildGstr1(input: Gstr1Input): Gstr1Return {
  const interState = input.placeOfSupply !== input.gstin.slice(0, 2);
  const pos = placeOfSupply(input.placeOfSupply);
  const inMonth = input.documents
    .filter((issued) => issued.document.date.slice(0, 7) === input.month)
    .sort(compare);
  const invoices = inMonth.filter((issued) => issued.kind === 'invoice');
  const notes = inMonth.filter((issued) => issued.kind === 'creditNote');

  const kindOf = (invoice: TaxDocument): Kind => {
    if (invoice.guest.gstin) return 'b2b';
    return interState && invoice.total > B2CL_LIMIT ? 'b2cl' : 'b2cs';
  };
  const noteKind = (note: TaxDocument): Kind => {
    const invoice = note.againstInvoice ? input.invoicesByNumber.get(note.againstInvoice) : null;
    return invoice ? kindOf(invoice) : note.guest.gstin ? 'b2b' : 'b2cs';
  };
  const linesOf = (document: TaxDocument) => supplyLinesOf(document, interState);

  /** One row per rate of each document of a section, after the section's own columns. */
  const rowsOf = <Head extends object>(
    documents: typeof inMonth,
    sectionOf: (document: TaxDocument) => Kind,
    section: Kind,
    head: (document: TaxDocument) => Head,
  ) =>
    documents
      .filter(({ document }) => sectionOf(document) === section)
      .flatMap(({ document }) =>
        byRate(linesOf(document)).map((line) => ({ ...head(document), ...line })),
      );
  const receiver = (document: TaxDocument) => ({
    gstin: document.guest.gstin ?? '',
    receiverName: document.guest.name,
  });
  const invoice = (document: TaxDocument) => ({
    number: document.number,
    date: document.date,
    invoiceValue: document.total,
    placeOfSupply: pos,
  });
  const note = (document: TaxDocument) => ({
    number: document.number,
    date: document.date,
    againstInvoice: document.againstInvoice ?? '',
    noteValue: document.total,
    placeOfSupply: pos,
  });

  const b2b = rowsOf(invoices, kindOf, 'b2b', (document) => ({
    ...receiver(document),
    ...invoice(document),
  }));
  const b2cl = rowsOf(invoices, kindOf, 'b2cl', invoice);
  const cdnr = rowsOf(notes, noteKind, 'b2b', (document) => ({
    ...receiver(document),
    ...note(document),
  }));
  const cdnur = rowsOf(notes, noteKind, 'b2cl', (document) => ({
    type: 'B2CL' as const,
    ...note(document),
  }));

  /** The invoices' lines less the credit notes' of the sections `counted` takes. */
  const netLines = (counted: (section: Kind) => boolean) => [
    ...invoices
      .filter(({ document }) => counted(kindOf(document)))
      .flatMap(({ document }) => signed(linesOf(document), 1)),
    ...notes
      .filter(({ document }) => counted(noteKind(document)))
      .flatMap(({ document }) => signed(linesOf(document), -1)),
  ];
  // B2C (Others) is reported net: its credit notes (against B2CS invoices) reduce its rows.
  const b2cs = byRate(netLines((section) => section === 'b2cs'))
    .filter(isNotNil)
    .map((line) => ({ type: 'OE' as const, placeOfSupply: pos, ...line }));
  const hsnOf = (registered: boolean) =>
    hsnSummary(netLines((section) => (section === 'b2b') === registered));
  const sections: Gstr1Sections = {
    b2b: withTotals(b2b),
    b2cl: withTotals(b2cl),
    b2cs: withTotals(b2cs),
    cdnr: withTotals(cdnr),
    cdnur: withTotals(cdnur),
    hsnB2b: withTotals(hsnOf(true)),
    hsnB2c: withTotals(hsnOf(false)),
    docs: {
      rows: [
        ...seriesRow('Invoices for outward supply', invoices),
        ...seriesRow('Credit Note', notes),
      ],
    },
  };

  const documentTotals = addTotals(
    sumTotals(invoices.flatMap(({ document }) => linesOf(document))),
    sumTotals(notes.flatMap(({ document }) => linesOf(document))),
    -1,
  );
  const outward = sumTotals([sections.b2b.totals, sections.b2cl.totals, sections.b2cs.totals]);
  const sectionTotals = addTotals(
    outward,
    sumTotals([sections.cdnr.totals, sections.cdnur.totals]),
    -1,
  );
  return {
    hotelId: input.hotelId,
    legalName: input.legalName,
    gstin: input.gstin,
    month: input.month,
    fp: `${input.month.slice(5, 7)}${input.month.slice(0, 4)}`,
    sections,
    reconciliation: {
      documents: documentTotals,
      sections: sectionTotals,
      hsn: sumTotals([sections.hsnB2b.totals, sections.hsnB2c.totals]),
    },
  };
}

const signed = (lines: readonly SupplyLine[], sign: 1 | -1): SupplyLine[] =>
  lines.map((line) => addTotals({ ...line, ...ZERO_TOTALS }, line, sign));

const isNotNil = (line: Totals) =>
  line.taxableValue !== 0 || line.igst !== 0 || line.cgst !== 0 || line.sgst !== 0;

const withTotals = <Row extends Totals>(rows: Row[]) => ({ rows, totals: sumTotals(rows) });

/** Table 12: one row per SAC and rate. Services have no quantity to report (UQC NA). */
function hsnSummary(lines: readonly SupplyLine[]) {
  const bySacAndRate = new Map<string, SupplyLine>();
  for (const line of lines) {
    const key = `${line.sac}@${line.rate}`;
    const seen = bySacAndRate.get(key);
    bySacAndRate.set(key, seen ? addTotals(seen, line) : line);
  }
  return [...bySacAndRate.values()]
    .filter(isNotNil)
    .sort((a, b) => a.sac.localeCompare(b.sac) || a.rate - b.rate)
    .map(({ sac, ...line }) => ({
      hsn: sac,
      description: SAC_DESCRIPTIONS[sac] ?? '',
      uqc: 'NA',
      quantity: 0,
      totalValue: line.taxableValue + line.igst + line.cgst + line.sgst,
      ...line,
    }));
}

/**
 * Table 13: the month's first and last number of a series and how many the range holds; a number
 * in the range that was never issued counts as cancelled (the site's series have no gaps).
 */
function seriesRow(
  nature: 'Invoices for outward supply' | 'Credit Note',
  issued: readonly IssuedDocument[],
): Gstr1Sections['docs']['rows'] {
  const first = issued[0];
  const last = issued.at(-1);
  if (!first || !last) return [];
  const totalNumber = last.serial - first.serial + 1;
  return [
    {
      nature,
      from: first.document.number,
      to: last.document.number,
      totalNumber,
      cancelled: totalNumber - issued.length,
      netIssued: issued.length,
    },
  ];
}
