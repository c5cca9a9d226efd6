import { hotels } from '@hotel/content';
import { todayInIndia } from '@hotel/validators';
import type { StoredQuote } from '@hotel/validators/responses';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargesOf, creditLines, financialYearOf } from '../booking/taxDocuments.js';
import { gstSlabLines, type TaxDocument } from '../documents/taxDocument.js';
import { buildGstr1, type IssuedDocument } from './gstr1.js';
import { gstr1Csv } from './gstr1Csv.js';
import { gstr1PortalJson } from './gstr1PortalJson.js';

/**
 * The property the issue asks for: over random months of bookings (random nights, slabs, rooms,
 * meals at 5% or 18%, GSTINs or none, cancellations with part kept, invoices and credit notes
 * issued at instants around the month's edges in India time), GSTR-1's sections and its HSN
 * summary add up, to the paisa, to the month's invoices less its credit notes, and the CSV files
 * and the portal's JSON say the same in rupees. The expected figures are summed here from the
 * documents themselves, and the month of each from its instant (UTC + 5:30), apart from the
 * builder's code.
 */

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const monthOfInstant = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 7);
/** The instant a month starts in India: '2026-11' → 2026-10-31T18:30:00Z. */
const monthStart = (month: string) => Date.parse(`${month}-01T00:00:00Z`) - IST_OFFSET_MS;
const nextMonth = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12
    ? `${year + 1}-01`
    : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
};

const GSTINS = ['29AAGCB7383J1Z4', '27AAPFU0939F1ZV', '24AAACG1111A1Z9'] as const;

const night = fc.integer({ min: 50_000, max: 2_000_000 });
const booking = fc.record({
  rates: fc.array(night, { minLength: 1, maxLength: 5 }),
  rooms: fc.integer({ min: 1, max: 3 }),
  breakfasts: fc.integer({ min: 0, max: 6 }),
  breakfastPrice: fc.integer({ min: 20_000, max: 60_000 }),
  lunchDinners: fc.integer({ min: 0, max: 6 }),
  lunchDinnerPrice: fc.integer({ min: 30_000, max: 120_000 }),
  gstin: fc.option(fc.constantFrom(...GSTINS), { nil: null, freq: 2 }),
  /** Where the invoice falls: an edge of the month (0: its start, 1: the next month's) and an offset. */
  edge: fc.constantFrom(0, 1),
  offset: fc.oneof(
    fc.constantFrom(-60_000, -1, 0, 1, 59_999),
    fc.integer({ min: -120_000, max: 120_000 }),
    fc.integer({ min: -20 * DAY_MS, max: 20 * DAY_MS }),
  ),
  /** A cancellation: how long after the invoice, and the share of the total the hotel keeps. */
  cancellation: fc.option(
    fc.record({
      after: fc.integer({ min: 0, max: 40 * DAY_MS }),
      keptShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
    }),
    { nil: null },
  ),
});
const monthOfBookings = fc.record({
  month: fc.constantFrom('2026-04', '2026-11', '2027-02', '2027-03'),
  hotelId: fc.constantFrom(...hotels.map((hotel) => hotel.id)),
  mealGstRate: fc.constantFrom(5, 18),
  /** The place of supply's state: the hotel's own (27), or another, for IGST. */
  placeOfSupply: fc.constantFrom('27', '27', '29'),
  bookings: fc.array(booking, { minLength: 0, maxLength: 12 }),
});

type Generated = typeof booking extends fc.Arbitrary<infer T> ? T : never;
type Run = typeof monthOfBookings extends fc.Arbitrary<infer T> ? T : never;

function hotelOf(run: Run) {
  const hotel = hotels.find((candidate) => candidate.id === run.hotelId);
  if (!hotel) throw new Error(`No hotel ${run.hotelId} in the content.`);
  return hotel;
}

/** A quote as the engine stores it: each night at its slab (₹7,500 or less 5%, above it 18%). */
function quoteOf(stay: Generated, mealGstRate: number): StoredQuote {
  const nightly = stay.rates.map((rate) => ({
    date: null,
    rate,
    adjustment: null,
    gstRate: rate <= 750_000 ? 5 : 18,
  }));
  const slabs = gstSlabLines({ rooms: stay.rooms, nightly });
  const roomCost = stay.rooms * stay.rates.reduce((sum, rate) => sum + rate, 0);
  const gst = slabs.reduce((sum, slab) => sum + slab.cgst + slab.sgst, 0);
  const breakfastCost = stay.breakfasts * stay.breakfastPrice;
  const lunchDinnerCost = stay.lunchDinners * stay.lunchDinnerPrice;
  const meals = breakfastCost + lunchDinnerCost;
  const mealGst = Math.floor((meals * mealGstRate * 100 + 5_000) / 10_000);
  return {
    id: 'q',
    roomId: 'room',
    roomTitle: 'Room',
    hotelId: 'hotel',
    hotelName: 'Hotel',
    checkIn: null,
    checkOut: null,
    children: 0,
    rate: stay.rates[0] ?? 0,
    rooms: stay.rooms,
    adults: 1,
    nights: stay.rates.length,
    roomCost,
    gstRate: nightly[0]?.gstRate ?? 5,
    gst,
    breakfasts: stay.breakfasts,
    breakfastPrice: stay.breakfastPrice,
    breakfastCost,
    lunchDinners: stay.lunchDinners,
    lunchDinnerPrice: stay.lunchDinnerPrice,
    lunchDinnerCost,
    mealGstRate,
    mealGst,
    total: roomCost + gst + meals + mealGst,
    nightly,
    currency: 'INR',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

interface Issued extends IssuedDocument {
  readonly at: number;
}

/**
 * The documents a hotel issued for the bookings, as taxDocuments.ts issues them: dated the day in
 * India of their instant, numbered in the order issued, per kind and financial year.
 */
function issueAll(run: Run) {
  const hotel = hotelOf(run);
  const drafts = run.bookings.map((stay, index) => {
    const at = monthStart(stay.edge === 0 ? run.month : nextMonth(run.month)) + stay.offset;
    const quote = quoteOf(stay, run.mealGstRate);
    const invoice: Omit<TaxDocument, 'number' | 'date'> = {
      kind: 'invoice',
      hotel: { legalName: hotel.legal.name, address: [], gstin: hotel.legal.gstin },
      guest: { name: `Guest ${index}`, gstin: stay.gstin },
      stay: {
        reference: `DSH-${index}`,
        room: 'Room',
        rooms: stay.rooms,
        adults: 1,
        checkIn: '2026-01-01',
        checkOut: '2026-01-02',
        nights: stay.rates.length,
      },
      taxableValue: quote.roomCost,
      ...chargesOf(quote),
      total: quote.total,
    };
    return { at, invoice, cancellation: stay.cancellation };
  });
  const events = [
    ...drafts.map((draft) => ({ at: draft.at, draft })),
    ...drafts.flatMap((draft) =>
      draft.cancellation ? [{ at: draft.at + draft.cancellation.after, draft, note: true }] : [],
    ),
  ].sort((a, b) => a.at - b.at || Number('note' in a) - Number('note' in b));

  const serials = new Map<string, number>();
  const numbers = new Map<object, TaxDocument>();
  const issued: Issued[] = [];
  for (const event of events) {
    const date = todayInIndia(new Date(event.at));
    const financialYear = financialYearOf(date);
    const kind = 'note' in event ? 'creditNote' : 'invoice';
    const key = `${kind}/${financialYear}`;
    const code = hotel.legal.invoiceCode;
    if (kind === 'invoice') {
      const serial = (serials.get(key) ?? 0) + 1;
      serials.set(key, serial);
      const number = `${code}/${financialYear}/${String(serial).padStart(6, '0')}`;
      const document: TaxDocument = { ...event.draft.invoice, number, date };
      numbers.set(event.draft, document);
      issued.push({ kind, serial, document, at: event.at });
      continue;
    }
    const invoice = numbers.get(event.draft);
    const share = event.draft.cancellation?.keptShare ?? 0;
    if (!invoice) throw new Error('A credit note before its invoice.');
    const credit = invoice.total - Math.floor(invoice.total * share);
    if (credit <= 0) continue;
    const serial = (serials.get(key) ?? 0) + 1;
    serials.set(key, serial);
    issued.push({
      kind,
      serial,
      at: event.at,
      document: {
        ...invoice,
        kind: 'creditNote',
        number: `${code}/CN/${financialYear}/${String(serial).padStart(4, '0')}`,
        date,
        againstInvoice: invoice.number,
        ...creditLines(invoice, credit),
        total: credit,
      },
    });
  }
  return { issued, invoicesByNumber: new Map([...numbers.values()].map((d) => [d.number, d])) };
}

/** A document's own figures, as printed: room and meals taxed, CGST and SGST (or IGST). */
function printed(document: TaxDocument, interState: boolean) {
  const mealsValue = document.meals.reduce((sum, meal) => sum + meal.amount, 0);
  const cgst = document.cgst + (document.mealGst?.cgst ?? 0);
  const sgst = document.sgst + (document.mealGst?.sgst ?? 0);
  return {
    taxableValue: document.taxableValue + mealsValue,
    ...(interState ? { igst: cgst + sgst, cgst: 0, sgst: 0 } : { igst: 0, cgst, sgst }),
  };
}

const paiseOf = (rupees: string) => Math.round(Number(rupees) * 100);

/** A column of a CSV file (no quoted commas in the columns summed here), summed in paise. */
function csvColumn(file: string, header: string): number {
  const [head = '', ...rows] = file.trim().split('\r\n');
  const column = head.split(',').indexOf(header);
  // Receiver names may hold quoted commas: count columns from the row's end instead.
  const fromEnd = head.split(',').length - column;
  return rows.reduce((sum, row) => {
    const cells = row.split(',');
    return sum + paiseOf(cells[cells.length - fromEnd] ?? '0');
  }, 0);
}

describe('GSTR-1 reconciles with the month’s invoices less its credit notes', () => {
  it('to the paisa, in the sections, the HSN summary, the CSV files and the portal’s JSON', () => {
    fc.assert(
      fc.property(monthOfBookings, (run) => {
        const { issued, invoicesByNumber } = issueAll(run);
        const hotel = hotelOf(run);
        const interState = run.placeOfSupply !== hotel.legal.gstin.slice(0, 2);
        const gstr1 = buildGstr1({
          hotelId: hotel.id,
          legalName: hotel.legal.name,
          gstin: hotel.legal.gstin,
          placeOfSupply: run.placeOfSupply,
          month: run.month,
          documents: issued,
          invoicesByNumber,
        });

        const ofMonth = issued.filter((document) => monthOfInstant(document.at) === run.month);
        const expected = { taxableValue: 0, igst: 0, cgst: 0, sgst: 0 };
        for (const { kind, document } of ofMonth) {
          const sign = kind === 'invoice' ? 1 : -1;
          const figures = printed(document, interState);
          expected.taxableValue += sign * figures.taxableValue;
          expected.igst += sign * figures.igst;
          expected.cgst += sign * figures.cgst;
          expected.sgst += sign * figures.sgst;
        }
        expect(gstr1.reconciliation).toEqual({
          documents: expected,
          sections: expected,
          hsn: expected,
        });

        const count = (kind: string) => ofMonth.filter((document) => document.kind === kind).length;
        expect(
          gstr1.sections.docs.rows.map((row) => [row.nature, row.netIssued, row.cancelled]),
        ).toEqual([
          ...(count('invoice') > 0 ? [['Invoices for outward supply', count('invoice'), 0]] : []),
          ...(count('creditNote') > 0 ? [['Credit Note', count('creditNote'), 0]] : []),
        ]);
        // Where each document goes: a GSTIN's to B2B / CDNR; a guest's inter-state invoice above
        // ₹1,00,000 to B2CL (its credit note to CDNUR); every other into B2CS, net.
        const sectionOf = (invoice: TaxDocument) =>
          invoice.guest.gstin ? 'b2b' : interState && invoice.total > 10_000_000 ? 'b2cl' : 'b2cs';
        const numbersIn = (kind: string, section: string) =>
          new Set(
            ofMonth
              .filter((issued) => issued.kind === kind)
              .filter(({ document }) => {
                const invoice = invoicesByNumber.get(document.againstInvoice ?? document.number);
                return invoice !== undefined && sectionOf(invoice) === section;
              })
              .map(({ document }) => document.number),
          );
        const numbersOf = (rows: readonly { number: string }[]) =>
          new Set(rows.map((row) => row.number));
        expect(numbersOf(gstr1.sections.b2b.rows)).toEqual(numbersIn('invoice', 'b2b'));
        expect(numbersOf(gstr1.sections.b2cl.rows)).toEqual(numbersIn('invoice', 'b2cl'));
        expect(numbersOf(gstr1.sections.cdnr.rows)).toEqual(numbersIn('creditNote', 'b2b'));
        expect(numbersOf(gstr1.sections.cdnur.rows)).toEqual(numbersIn('creditNote', 'b2cl'));

        const taxable = (section: Parameters<typeof gstr1Csv>[1]) =>
          csvColumn(gstr1Csv(gstr1, section), 'Taxable Value');
        expect(
          taxable('b2b') + taxable('b2cl') + taxable('b2cs') - taxable('cdnr') - taxable('cdnur'),
        ).toBe(expected.taxableValue);
        expect(taxable('hsn_b2b') + taxable('hsn_b2c')).toBe(expected.taxableValue);

        const portal = gstr1PortalJson(gstr1) as {
          hsn?: Record<string, { txval: number; iamt: number; camt: number; samt: number }[]>;
        };
        const hsnRows = Object.values(portal.hsn ?? {}).flat();
        const portalSum = (key: 'txval' | 'iamt' | 'camt' | 'samt') =>
          hsnRows.reduce((sum, row) => sum + Math.round(row[key] * 100), 0);
        expect({
          taxableValue: portalSum('txval'),
          igst: portalSum('iamt'),
          cgst: portalSum('camt'),
          sgst: portalSum('samt'),
        }).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('puts an invoice of 23:59 India time on a month’s last day in that month, and one of 00:00 the next day in the next', () => {
    const stay: Generated = {
      rates: [400_000],
      rooms: 1,
      breakfasts: 0,
      breakfastPrice: 20_000,
      lunchDinners: 0,
      lunchDinnerPrice: 30_000,
      gstin: null,
      edge: 1,
      offset: -60_000,
      cancellation: null,
    };
    const [hotel] = hotels;
    if (!hotel) throw new Error('No hotel in the content.');
    const run: Run = {
      month: '2026-11',
      hotelId: hotel.id,
      mealGstRate: 5,
      placeOfSupply: '27',
      bookings: [stay, { ...stay, offset: 0 }],
    };
    const { issued, invoicesByNumber } = issueAll(run);
    expect(issued.map(({ document }) => document.date)).toEqual(['2026-11-30', '2026-12-01']);
    const of = (month: string) =>
      buildGstr1({
        hotelId: hotel.id,
        legalName: hotel.legal.name,
        gstin: hotel.legal.gstin,
        placeOfSupply: '27',
        month,
        documents: issued,
        invoicesByNumber,
      }).sections.b2cs.totals.taxableValue;
    expect([of('2026-11'), of('2026-12')]).toEqual([400_000, 400_000]);
    expect(of('2026-10')).toBe(0);
  });
});
