import { instantInIndia } from '@hotel/pricing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refundAmount } from '../../../booking/cancellation.js';
import { documentOf } from '../../../booking/taxDocuments.js';
import type { TaxDocument } from '../../../documents/taxDocument.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { bookWalkIn } from '../../../test/orders.js';
import { adminCookie, startTestApp, type TestApp } from '../../../test/testApp.js';

/**
 * Tax documents follow the money: a cancelled booking's credit note reverses all of its invoice
 * that the hotel does not keep, so invoice − credit note = what the hotel kept. Walked for a
 * walk-in paid at the desk and one left to pay at the hotel, cancelled with no refund, half, all.
 *
 * Hotel Akash Executive's Luxury Room for 2 adults, 2 nights, 1 breakfast: 2 × ₹3,999 + 5% GST
 * ₹399.90 + ₹250 + the breakfast's own 5% GST ₹12.50 = ₹8,660.40.
 */
const TOTAL = 866040;

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await startTestApp();
  admin = await adminCookie(t.app);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

type Refund = 'none' | 'partial' | 'full';

/**
 * A check-in for each refund the policy gives an admin's cancellation: 10 days ahead (all back,
 * asked for in full), tomorrow (within 48 hours: half), today (cancelled after its 12:00
 * check-in: nothing).
 */
const checkInFor: Record<Refund, number> = { full: 10, partial: 1, none: 0 };

async function walkInCancelled(method: 'upi' | 'unpaid', refund: Refund) {
  const checkIn = dayInIndia(checkInFor[refund]);
  const booked = await bookWalkIn(t, admin, {
    checkIn,
    checkOut: dayInIndia(checkInFor[refund] + 2),
    breakfasts: 1,
    guest: { name: 'Ravi Kulkarni', mobile: '9876543210', email: 'ravi@example.com' },
    payment: method === 'upi' ? { method, reference: 'UPI-4471' } : { method },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const { reference } = booked.json();
  if (refund === 'none') {
    // An hour past the day's 12:00 check-in (India time), or now if that is later the same day.
    const afterCheckIn = instantInIndia(checkIn, '13:00').getTime();
    vi.useFakeTimers({ now: Math.max(afterCheckIn, Date.now()), toFake: ['Date'] });
  }
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${reference}/cancel`,
    headers: { cookie: admin },
    ...(refund === 'full' ? { payload: { refund: 'full' } } : {}),
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return { reference, cancelled: cancelled.json() };
}

const lines = (document: TaxDocument) =>
  document.taxableValue +
  document.cgst +
  document.sgst +
  document.meals.reduce((sum, meal) => sum + meal.amount, 0) +
  (document.mealGst?.cgst ?? 0) +
  (document.mealGst?.sgst ?? 0);

const cases: readonly [method: 'upi' | 'unpaid', refund: Refund, refunded: number][] = [
  ['upi', 'none', 0],
  ['upi', 'partial', refundAmount(TOTAL, 50)],
  ['upi', 'full', TOTAL],
  ['unpaid', 'none', 0],
  ['unpaid', 'partial', 0],
  ['unpaid', 'full', 0],
];

describe('cancelling a booking with a tax invoice', () => {
  it.each(cases)(
    'paid by %s, refund %s: credits all the hotel does not keep',
    async (method, refund, refunded) => {
      const { reference, cancelled } = await walkInCancelled(method, refund);
      const paid = method === 'unpaid' ? 0 : TOTAL;
      const kept = paid - refunded;
      expect(cancelled.refund.amount).toBe(refunded);

      const invoice = documentOf(t.app.db, 'invoice', reference)?.document;
      const creditNote = documentOf(t.app.db, 'creditNote', reference)?.document;
      expect(invoice?.total).toBe(TOTAL);
      const credited = creditNote?.total ?? 0;
      expect(TOTAL - credited).toBe(kept);
      expect(cancelled.creditNote).toEqual(creditNote ? { number: creditNote.number } : null);
      if (kept === TOTAL) {
        // The hotel keeps the whole invoice: there is nothing to credit.
        expect(creditNote).toBeUndefined();
        return;
      }
      if (!invoice || !creditNote) throw new Error('no invoice or credit note');
      expect(creditNote.againstInvoice).toBe(invoice.number);
      expect(lines(creditNote)).toBe(credited);
      // Each line is reversed in proportion, never past the invoice's own.
      expect(creditNote.taxableValue).toBeLessThanOrEqual(invoice.taxableValue);
      expect(creditNote.cgst + creditNote.sgst).toBeLessThanOrEqual(invoice.cgst + invoice.sgst);
    },
  );

  it('credits the whole invoice of an unpaid walk-in cancelled before its stay, and says so in the e-mail', async () => {
    const { reference, cancelled } = await walkInCancelled('unpaid', 'full');
    expect(cancelled).toMatchObject({
      refund: { amount: 0, status: null },
      creditNote: { number: expect.stringContaining('/CN/') },
    });
    expect(documentOf(t.app.db, 'creditNote', reference)?.document.total).toBe(TOTAL);
    const pdf = await t.app.inject({
      url: `/api/bookings/${reference}/credit-note.pdf`,
      headers: { cookie: admin },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});
