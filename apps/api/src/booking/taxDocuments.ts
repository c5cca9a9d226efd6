import { getProperty, type Hotel } from '@hotel/content';
import { allocate, formatINR } from '@hotel/pricing';
import { todayInIndia } from '@hotel/validators';
import type { StoredQuote } from '@hotel/validators/responses';
import { and, asc, eq, max } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, taxDocuments } from '../db/schema.js';
import { gstSlabLines, splitGst, type TaxDocument } from '../documents/taxDocument.js';
import { readQuote } from './quoteQueries.js';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** India's financial year of a date, April to March: '2026-11-25' → '26-27'. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  const short = (full: number) => String(full % 100).padStart(2, '0');
  return `${short(start)}-${short(start + 1)}`;
}

/**
 * A document's number: `GI/26-27/000001` for an invoice, `GI/CN/26-27/0001` for a credit note;
 * both at most 16 characters, as GST rules ask.
 */
function documentNumber(
  kind: TaxDocument['kind'],
  code: string,
  financialYear: string,
  serial: number,
): string {
  return kind === 'invoice'
    ? `${code}/${financialYear}/${String(serial).padStart(6, '0')}`
    : `${code}/CN/${financialYear}/${String(serial).padStart(4, '0')}`;
}

/** The next serial of a series: one after the largest, read in the issuing write transaction. */
function nextSerial(
  tx: DbOrTransaction,
  kind: TaxDocument['kind'],
  hotelId: string,
  financialYear: string,
): number {
  const row = tx
    .select({ last: max(taxDocuments.serial) })
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.kind, kind),
        eq(taxDocuments.hotelId, hotelId),
        eq(taxDocuments.financialYear, financialYear),
      ),
    )
    .get();
  return (row?.last ?? 0) + 1;
}

const plural = (count: number, one: string) => `${one} × ${count}`;

/** The hotel as its invoices print it. */
function issuer(hotel: Hotel): TaxDocument['hotel'] {
  const { address } = hotel;
  return {
    legalName: hotel.legal.name,
    address: [
      `${address.street}, ${address.locality}`,
      `${address.city}, ${address.state} ${address.postalCode}`,
    ],
    gstin: hotel.legal.gstin,
  };
}

/** A quote's meals that were taken, breakfasts first: how many, at what price, for how much. */
export const mealsOf = (quote: StoredQuote) =>
  [
    {
      kind: 'breakfast' as const,
      count: quote.breakfasts,
      price: quote.breakfastPrice,
      amount: quote.breakfastCost,
    },
    {
      kind: 'lunchDinner' as const,
      count: quote.lunchDinners,
      price: quote.lunchDinnerPrice,
      amount: quote.lunchDinnerCost,
    },
  ].filter((meal) => meal.count > 0);

/** A paid quote's charges as its invoice states them: GST by rate, split, and the meals with theirs. */
export function chargesOf(
  quote: StoredQuote,
): Pick<TaxDocument, 'gstRates' | 'cgst' | 'sgst' | 'slabs' | 'meals' | 'mealGst'> {
  const gstRates = [...new Set(quote.nightly.map((night) => night.gstRate))];
  const slabs = gstSlabLines(quote);
  const bySlab =
    slabs.length > 1 && slabs.reduce((sum, slab) => sum + slab.cgst + slab.sgst, 0) === quote.gst;
  return {
    gstRates: gstRates.length > 0 ? gstRates : [quote.gstRate],
    ...(bySlab
      ? {
          cgst: slabs.reduce((sum, slab) => sum + slab.cgst, 0),
          sgst: slabs.reduce((sum, slab) => sum + slab.sgst, 0),
          slabs,
        }
      : splitGst(quote.gst)),
    meals: mealsOf(quote).map((meal) => ({
      label: `${plural(meal.count, meal.kind === 'breakfast' ? 'Breakfast' : 'Lunch/dinner')} at ${formatINR(meal.price)}`,
      amount: meal.amount,
    })),
    ...(quote.mealGst > 0
      ? { mealGst: { gstRate: quote.mealGstRate, ...splitGst(quote.mealGst) } }
      : {}),
  };
}

/** What an invoice for a paid quote says, before it has a number. */
function invoiceFor(
  quote: StoredQuote,
  hotel: Hotel,
  rows: readonly (typeof bookings.$inferSelect)[],
  payment?: string,
): Omit<TaxDocument, 'number' | 'date'> {
  const first = rows[0];
  if (!first) throw new Error('An invoice for no booking.');
  return {
    kind: 'invoice',
    hotel: issuer(hotel),
    guest: { name: first.guestName, gstin: first.guestGstin },
    stay: {
      reference: first.reference,
      room: quote.roomTitle,
      rooms: rows.length,
      adults: quote.adults,
      ...(quote.children > 0 ? { children: quote.children } : {}),
      checkIn: first.checkIn,
      checkOut: first.checkOut,
      nights: quote.nights,
    },
    taxableValue: quote.roomCost,
    ...chargesOf(quote),
    total: quote.total,
    ...(payment ? { payment } : {}),
  };
}

/** Stores a document under the next number of its hotel's series for the day's financial year. */
function issue(
  tx: DbOrTransaction,
  hotel: Hotel,
  draft: Omit<TaxDocument, 'number' | 'date'>,
  now: string,
): TaxDocumentRow {
  const date = todayInIndia(new Date(now));
  const financialYear = financialYearOf(date);
  const serial = nextSerial(tx, draft.kind, hotel.id, financialYear);
  const number = documentNumber(draft.kind, hotel.legal.invoiceCode, financialYear, serial);
  const document: TaxDocument = { ...draft, number, date };
  return tx
    .insert(taxDocuments)
    .values({
      kind: draft.kind,
      hotelId: hotel.id,
      financialYear,
      serial,
      number,
      reference: draft.stay.reference,
      document,
      issuedAt: now,
    })
    .returning()
    .get();
}

/** The rows of a booking reference, line 1 first. */
export const referenceRows = (tx: DbOrTransaction, reference: string) =>
  tx
    .select()
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .orderBy(asc(bookings.line))
    .all();

/** The hotel (content) and stored quote of a booking reference, when it was paid for a quote. */
function paidStay(tx: DbOrTransaction, rows: readonly (typeof bookings.$inferSelect)[]) {
  const quoteId = rows[0]?.quoteId;
  const quote = quoteId ? readQuote(tx, quoteId) : undefined;
  const property = quote ? getProperty(quote.hotelId) : undefined;
  return quote && property?.kind === 'hotel' ? { quote, hotel: property } : undefined;
}

/**
 * Issues the tax invoice of a confirmed booking reference, in the confirming transaction, so a
 * confirmed booking always has its number (a pay-at-hotel booking: when the desk records its
 * payment, `payment` saying how). Idempotent; null for a booking of no quote or of a hotel added
 * by an admin (no GSTIN to invoice under).
 */
export function issueInvoice(
  tx: DbOrTransaction,
  reference: string,
  now: string,
  payment?: string,
): TaxDocumentRow | null {
  const existing = documentOf(tx, 'invoice', reference);
  if (existing) return existing;
  const rows = referenceRows(tx, reference);
  const stay = paidStay(tx, rows);
  if (!stay) return null;
  return issue(tx, stay.hotel, invoiceFor(stay.quote, stay.hotel, rows, payment), now);
}

/**
 * Issues the credit note of a cancelled booking against the reference's invoice, for all the
 * hotel does not keep (the invoice's total less `kept`: what was paid and not refunded), shared
 * out over the invoice's lines in proportion (taxable value, CGST, SGST, meals and their GST), so its tax is
 * reversed with it. Null when the hotel keeps the whole invoice, or there is none.
 */
export function issueCreditNote(
  tx: DbOrTransaction,
  reference: string,
  { kept }: { readonly kept: number },
  now: string,
): TaxDocumentRow | null {
  const existing = documentOf(tx, 'creditNote', reference);
  if (existing) return existing;
  const invoice = documentOf(tx, 'invoice', reference);
  const property = invoice ? getProperty(invoice.hotelId) : undefined;
  if (!invoice || property?.kind !== 'hotel') return null;
  const { document } = invoice;
  const credit = document.total - Math.max(0, kept);
  if (credit <= 0) return null;
  const lines = creditLines(document, credit);
  return issue(
    tx,
    property,
    {
      kind: 'creditNote',
      againstInvoice: document.number,
      hotel: document.hotel,
      guest: document.guest,
      stay: document.stay,
      gstRates: document.gstRates,
      ...lines,
      total: credit,
    },
    now,
  );
}

/**
 * The credit shared out over the invoice's lines in proportion: its accommodation by GST rate
 * (taxable value, CGST, SGST of each) or as one line, then its meals and their CGST and SGST.
 */
export function creditLines(
  invoice: TaxDocument,
  credit: number,
): Pick<TaxDocument, 'taxableValue' | 'cgst' | 'sgst' | 'slabs' | 'meals' | 'mealGst'> {
  const slabs = invoice.slabs ?? [];
  const accommodation =
    slabs.length > 0
      ? slabs.flatMap((slab) => [slab.taxableValue, slab.cgst, slab.sgst])
      : [invoice.taxableValue, invoice.cgst, invoice.sgst];
  const meals = invoice.meals.map((meal) => meal.amount);
  const mealGst = invoice.mealGst ? [invoice.mealGst.cgst, invoice.mealGst.sgst] : [];
  const parts = allocate(credit, [...accommodation, ...meals, ...mealGst]);
  const part = (index: number) => parts[index] ?? 0;
  const creditSlabs = slabs.map((slab, index) => ({
    ...slab,
    taxableValue: part(3 * index),
    cgst: part(3 * index + 1),
    sgst: part(3 * index + 2),
  }));
  const sum = (key: 'taxableValue' | 'cgst' | 'sgst') =>
    creditSlabs.reduce((total, slab) => total + slab[key], 0);
  return {
    ...(slabs.length > 0
      ? {
          taxableValue: sum('taxableValue'),
          cgst: sum('cgst'),
          sgst: sum('sgst'),
          slabs: creditSlabs,
        }
      : { taxableValue: part(0), cgst: part(1), sgst: part(2) }),
    meals: invoice.meals.map((meal, index) => ({
      label: meal.label,
      amount: part(accommodation.length + index),
    })),
    ...(invoice.mealGst
      ? {
          mealGst: {
            gstRate: invoice.mealGst.gstRate,
            cgst: part(accommodation.length + meals.length),
            sgst: part(accommodation.length + meals.length + 1),
          },
        }
      : {}),
  };
}

/** A reference's invoice or credit note, if issued. */
export function documentOf(
  tx: DbOrTransaction,
  kind: TaxDocument['kind'],
  reference: string,
): TaxDocumentRow | undefined {
  return tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.kind, kind), eq(taxDocuments.reference, reference)))
    .get();
}
