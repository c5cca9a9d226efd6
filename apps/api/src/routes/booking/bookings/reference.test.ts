import { execFileSync } from 'node:child_process';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { financialYearOf } from '../../../booking/taxDocuments.js';
import { bookingEvents, bookings, mailOutbox, refunds } from '../../../db/schema.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import {
  customer,
  payBooking,
  placeOrder,
  sendWebhook,
  startRazorpayApp,
  verifyPayment,
} from '../../../test/orders.js';
import { ensurePdftotext } from '../../../test/pdfText.js';
import { startSmtpServer } from '../../../test/smtpServer.js';
import {
  adminCookie,
  appForEachTest,
  guestCookie,
  startTestApp,
  type TestApp,
} from '../../../test/testApp.js';

/**
 * Hotel Akash Executive's Luxury Room for 2 adults, 2 nights (no dated adjustment there):
 * ₹3,999 × 2 = ₹7,998.00, GST 5% ₹399.90 (a night of ₹7,500 or less; CGST and SGST ₹199.95 each),
 * total ₹8,397.90.
 */
const TOTAL = 839790;
const GUEST_GSTIN = '29AAGCB7383J1Z4';

const app = appForEachTest();
let fy: string;
beforeEach(() => {
  fy = financialYearOf(dayInIndia(0));
});

const get = (url: string, cookie?: string) =>
  app.t.app.inject({ url, headers: cookie ? { cookie } : {} });
const cancel = (reference: string, cookie?: string, payload?: object) =>
  app.t.app.inject({
    method: 'POST',
    url: `/api/bookings/${reference}/cancel`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

/** The text of a PDF answer, as pdftotext (poppler) reads it. */
function pdfText(pdf: Buffer): string {
  ensurePdftotext();
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}

describe('a paid booking, by its reference', () => {
  it('gets a tax invoice in its hotel’s series, and shows itself to its guest and admins only', async () => {
    const asha = await guestCookie(app.t.app, 'asha');
    const booking = await payBooking(app.t, { cookie: asha, gstin: GUEST_GSTIN });
    const second = await payBooking(app.t, { cookie: asha });

    const own = await get(`/api/bookings/${booking.reference}`, asha);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      reference: booking.reference,
      status: 'confirmed',
      hotelName: 'Hotel Akash Executive',
      roomTitle: 'Luxury Room',
      rooms: [{ roomNumber: expect.any(String), amount: TOTAL }],
      checkIn: dayInIndia(3),
      checkOut: dayInIndia(5),
      nights: 2,
      adults: 2,
      guest: { name: 'Asha Patil', gstin: GUEST_GSTIN },
      amount: TOTAL,
      invoice: { number: `AK/${fy}/000001` },
      refund: null,
      creditNote: null,
    });
    expect((await get(`/api/bookings/${second.reference}`, asha)).json().invoice).toEqual({
      number: `AK/${fy}/000002`,
    });

    const unknown = await get('/api/bookings/DSH-NOSUCH', asha);
    const rohan = await guestCookie(app.t.app, 'rohan');
    const others = await get(`/api/bookings/${booking.reference}`, rohan);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
    expect((await get(`/api/bookings/${booking.reference}`)).statusCode).toBe(401);
    const admin = await adminCookie(app.t.app);
    expect((await get(`/api/bookings/${booking.reference}`, admin)).statusCode).toBe(200);
    for (const file of ['invoice.pdf', 'credit-note.pdf']) {
      expect((await get(`/api/bookings/${booking.reference}/${file}`, rohan)).statusCode).toBe(404);
      expect((await get(`/api/bookings/${booking.reference}/${file}`)).statusCode).toBe(401);
    }
  });

  it('prints the invoice as a PDF with everything GST asks for', async () => {
    const asha = await guestCookie(app.t.app, 'asha');
    const booking = await payBooking(app.t, { cookie: asha, gstin: GUEST_GSTIN });
    const response = await get(`/api/bookings/${booking.reference}/invoice.pdf`, asha);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Tax-invoice-AK-${fy}-000001.pdf"`,
    );
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'TAX INVOICE',
      'Akash Hotels LLP',
      'Plot 0, Jalna Road, Chikalthana',
      'GSTIN: 27AAKFA7364M1ZW',
      `Invoice number: AK/${fy}/000001`,
      'Asha Patil',
      `GSTIN: ${GUEST_GSTIN}`,
      `Booking reference: ${booking.reference}`,
      '996311',
      '₹7,998.00',
      'CGST @ 2.5%',
      'SGST @ 2.5%',
      '₹199.95',
      '₹8,397.90',
      'Rupees Eight Thousand Three Hundred Ninety Seven and Ninety Paise Only',
    ]) {
      expect(text).toContain(expected);
    }
    // An admin may download it too; a booking with no refund has no credit note.
    const admin = await adminCookie(app.t.app);
    expect((await get(`/api/bookings/${booking.reference}/invoice.pdf`, admin)).statusCode).toBe(
      200,
    );
    const none = await get(`/api/bookings/${booking.reference}/credit-note.pdf`, asha);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This booking has no credit note: nothing was refunded.');
  });

  it('attaches the invoice to the confirmation e-mail, which says where, when, how to get there and whom to call, and states the policy', async () => {
    const booking = await payBooking(app.t);
    const mail = app.t.app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)).all().at(-1);
    expect(mail?.to).toBe(customer.email);
    const lines = mail?.text.split('\n') ?? [];
    const checkIn = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
    const day = (date: string) => checkIn.format(new Date(`${date}T00:00:00Z`));
    for (const line of [
      'Hotel: Hotel Akash Executive',
      'Address: Plot 0, Jalna Road, Chikalthana, Chhatrapati Sambhajinagar, Maharashtra 431006',
      `Check-in: from ${day(dayInIndia(3))}, 12:00 pm (India time)`,
      `Check-out: by ${day(dayInIndia(5))}, 11:00 am`,
      `Your booking (invoice, calendar file, cancellation): https://hotels.example.com/my-bookings/${booking.reference}`,
      'Hotel phone: 0240 000 0003',
      'Getting there:',
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines).toContainEqual(expect.stringMatching(/^- From the railway station: About 10 km/));
    expect(lines).toContainEqual(expect.stringMatching(/^- From the airport: About 2 km/));
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Map: https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Plot%200%2C%20Jalna%20Road/,
      ),
    );
    expect(mail?.text).toContain(`Amount paid: ₹8,397.90 (including GST)`);
    expect(mail?.text).toContain(`Tax invoice: AK/${fy}/000001 (attached)`);
    expect(mail?.text).toContain(
      'Cancellation: Cancel at least 48 hours before check-in for a full refund; later, until check-in, for a 50% refund (check-in is 12:00 on the check-in day, India time). After check-in a booking cannot be cancelled.',
    );
    expect(mail?.attachments).toHaveLength(1);
    expect(booking.status).toBe('confirmed');
  });
});

describe('POST /api/bookings/:reference/cancel', () => {
  it('cancels every room 48 hours ahead with all of it back, a credit note and an e-mail', async () => {
    const asha = await guestCookie(app.t.app, 'asha');
    // Three days ahead: more than 48 hours before check-in at any time of day.
    const booking = await payBooking(app.t, {
      cookie: asha,
      rooms: 2,
      adults: 4,
      checkIn: dayInIndia(3),
      checkOut: dayInIndia(5),
    });
    const before = await get(`/api/bookings/${booking.reference}`, asha);
    const paid = before.json().amount;
    expect(before.json().cancellation).toMatchObject({
      allowed: true,
      refundPercent: 100,
      refundIfCancelledNow: paid,
    });

    const response = await cancel(booking.reference, asha);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reference: booking.reference,
      status: 'cancelled',
      refund: { amount: paid, status: 'processed' },
      creditNote: { number: `AK/CN/${fy}/0001` },
    });

    const rows = app.t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, booking.reference))
      .all();
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    const events = app.t.app.db
      .select()
      .from(bookingEvents)
      .where(
        inArray(
          bookingEvents.bookingId,
          rows.map((row) => row.id),
        ),
      )
      .all();
    expect(events.filter((event) => event.to === 'cancelled')).toHaveLength(2);
    // The rooms are free again for the stay.
    const free = await app.t.app.inject({
      url: '/api/availability',
      query: {
        hotel: 'hotel-akash-executive',
        checkIn: dayInIndia(3),
        checkOut: dayInIndia(5),
        adults: '3',
        rooms: '3',
        roomType: 'luxury-room',
      },
    });
    expect(free.json()).toHaveLength(1);
    const calendar = await app.t.app.inject({
      url: '/api/rooms/akash-luxury-room/calendar',
      query: { from: dayInIndia(3), to: dayInIndia(4), adults: '2' },
    });
    expect(calendar.json().map((night: { freeRooms: number }) => night.freeRooms)).toEqual([3, 3]);

    const mail = app.t.app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)).all().at(-1);
    expect(mail?.subject).toBe(`Booking cancelled: ${booking.reference}`);
    expect(mail?.text).toContain(`Credit note: AK/CN/${fy}/0001 (attached)`);
    expect(mail?.attachments).toHaveLength(1);

    const note = await get(`/api/bookings/${booking.reference}/credit-note.pdf`, asha);
    const text = pdfText(note.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Against tax invoice: AK/${fy}/000001`);

    const after = await get(`/api/bookings/${booking.reference}`, asha);
    expect(after.json()).toMatchObject({
      status: 'cancelled',
      cancellation: null,
      refund: { amount: paid, status: 'processed', lastError: null },
      creditNote: { number: `AK/CN/${fy}/0001` },
    });
    const again = await cancel(booking.reference, asha);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_CANCELLED',
      message: 'This booking is already cancelled.',
    });
  });

  it('holds the policy at its boundaries: exactly 48 h is full, then half, none at check-in', async () => {
    // Check-in 26 Nov 2026 at 12:00 in India (06:30 UTC).
    vi.useFakeTimers({ now: new Date('2026-11-22T20:00:00Z'), toFake: ['Date'] });
    const asha = await guestCookie(app.t.app, 'asha');
    const stay = { checkIn: '2026-11-26', checkOut: '2026-11-28' };
    const first = await payBooking(app.t, { cookie: asha, ...stay });
    const second = await payBooking(app.t, { cookie: asha, ...stay });
    const third = await payBooking(app.t, { cookie: asha, ...stay });
    const terms = async (reference: string) =>
      (await get(`/api/bookings/${reference}`, asha)).json().cancellation;

    vi.setSystemTime(new Date('2026-11-24T06:30:00.000Z'));
    expect(await terms(first.reference)).toEqual({
      allowed: true,
      refundPercent: 100,
      refundIfCancelledNow: TOTAL,
      deadline: '2026-11-24T06:30:00.000Z',
      policyText: expect.stringContaining('48 hours'),
    });
    expect((await cancel(first.reference, asha)).json().refund).toEqual({
      amount: TOTAL,
      status: 'processed',
    });

    vi.setSystemTime(new Date('2026-11-24T06:30:00.001Z'));
    // Half of ₹8,397.90 is ₹4,198.95.
    expect((await cancel(second.reference, asha)).json().refund).toEqual({
      amount: 419895,
      status: 'processed',
    });

    vi.setSystemTime(new Date('2026-11-26T06:30:00.000Z'));
    expect(await terms(third.reference)).toMatchObject({ allowed: false, refundPercent: 0 });
    const late = await cancel(third.reference, asha);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'CHECKED_IN',
      message:
        'This booking can no longer be cancelled online: its check-in time has passed. Please contact the hotel.',
    });
    expect(
      app.t.app.db.select().from(bookings).where(eq(bookings.reference, third.reference)).get(),
    ).toMatchObject({ status: 'confirmed' });
  });

  it('lets an admin give everything back after the free window; a guest cannot ask for it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T20:00:00Z'), toFake: ['Date'] });
    const asha = await guestCookie(app.t.app, 'asha');
    const booking = await payBooking(app.t, {
      cookie: asha,
      checkIn: '2026-11-24',
      checkOut: '2026-11-26',
    });
    const refused = await cancel(booking.reference, asha, { refund: 'full' });
    expect(refused.statusCode).toBe(403);
    const admin = await adminCookie(app.t.app);
    const done = await cancel(booking.reference, admin, { refund: 'full' });
    expect(done.json().refund).toEqual({ amount: TOTAL, status: 'processed' });
  });
});

describe('the guest’s e-mails, through a real SMTP server', () => {
  it('carry the tax invoice with the confirmation and the credit note with the cancellation', async () => {
    const smtp = await startSmtpServer();
    const app = await startTestApp({ SMTP_URL: smtp.url });
    try {
      const booking = await payBooking(app, { checkIn: dayInIndia(3), checkOut: dayInIndia(5) });
      const [confirmation] = await smtp.waitFor(1);
      expect(confirmation?.subject).toBe(`Booking confirmed: ${booking.reference}`);
      expect(confirmation?.text).toContain(`Tax invoice: AK/${fy}/000001 (attached)`);
      const [invoice] = confirmation?.attachments ?? [];
      expect(invoice?.filename).toBe(`Tax-invoice-AK-${fy}-000001.pdf`);
      expect(invoice?.contentType).toBe('application/pdf');
      expect(pdfText(invoice?.content ?? Buffer.alloc(0))).toContain(
        'Rupees Eight Thousand Three Hundred Ninety Seven and Ninety Paise Only',
      );

      const admin = await adminCookie(app.app);
      const cancelled = await app.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.reference}/cancel`,
        headers: { cookie: admin },
      });
      expect(cancelled.statusCode).toBe(200);
      const [, cancellation] = await smtp.waitFor(2);
      expect(cancellation?.subject).toBe(`Booking cancelled: ${booking.reference}`);
      expect(cancellation?.text).toContain('Refund: ₹8,397.90 of the ₹8,397.90 you paid');
      const [note] = cancellation?.attachments ?? [];
      expect(note?.filename).toBe(`Credit-note-AK-CN-${fy}-0001.pdf`);
      expect(pdfText(note?.content ?? Buffer.alloc(0))).toContain('CREDIT NOTE');
    } finally {
      await app.close();
      await smtp.stop();
    }
  });
});

describe('refunds through Razorpay', () => {
  async function paidOnRazorpay(app: TestApp) {
    const order = await placeOrder(app, { checkIn: dayInIndia(10), checkOut: dayInIndia(12) });
    const verified = await verifyPayment(app, order.orderId, 'pay_29QQoUBi66xm2f');
    expect(verified.statusCode).toBe(200);
    return order.bookingReference;
  }

  const refundEvent = (name: string, refundId: string) =>
    JSON.stringify({
      entity: 'event',
      event: name,
      payload: {
        refund: {
          entity: {
            id: refundId,
            entity: 'refund',
            amount: TOTAL,
            payment_id: 'pay_29QQoUBi66xm2f',
          },
        },
      },
    });

  it('sends the refund, keeps a refusal for an admin to retry, and settles by webhook', async () => {
    let razorpayDown = true;
    const sent: { paymentId: string; amount: number }[] = [];
    const app = await startRazorpayApp(
      {},
      () => {},
      async (refund) => {
        sent.push({ paymentId: refund.paymentId, amount: refund.amount });
        if (razorpayDown) throw new TypeError('fetch failed');
        return Response.json({
          id: 'rfnd_FP8QHiV938haTz',
          entity: 'refund',
          amount: refund.amount,
          payment_id: refund.paymentId,
          status: 'pending',
        });
      },
    );
    try {
      const reference = await paidOnRazorpay(app);
      const admin = await adminCookie(app.app);
      const cancelled = await app.app.inject({
        method: 'POST',
        url: `/api/bookings/${reference}/cancel`,
        headers: { cookie: admin },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().refund).toEqual({ amount: TOTAL, status: 'failed' });
      const kept = app.app.db.select().from(refunds).where(eq(refunds.reference, reference)).get();
      expect(kept).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'Razorpay could not be reached: fetch failed',
      });

      razorpayDown = false;
      const retried = await app.app.inject({
        method: 'POST',
        url: `/api/refunds/${reference}/retry`,
        headers: { cookie: admin },
      });
      expect(retried.json()).toEqual({
        reference,
        amount: TOTAL,
        status: 'pending',
        lastError: null,
        // A cancellation's refund needs no reason of its own.
        reason: null,
      });
      expect(sent).toEqual([
        { paymentId: 'pay_29QQoUBi66xm2f', amount: TOTAL },
        { paymentId: 'pay_29QQoUBi66xm2f', amount: TOTAL },
      ]);

      const body = refundEvent('refund.processed', 'rfnd_FP8QHiV938haTz');
      const hook = await sendWebhook(app, body);
      expect(hook.json()).toEqual({ received: true, outcome: 'refundProcessed' });
      expect(
        app.app.db.select().from(refunds).where(eq(refunds.reference, reference)).get()?.status,
      ).toBe('processed');
      // Processed: another retry sends nothing.
      await app.app.inject({
        method: 'POST',
        url: `/api/refunds/${reference}/retry`,
        headers: { cookie: admin },
      });
      expect(sent).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
