import { formatINR } from '@hotel/pricing';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { financialYearOf } from '../../../booking/taxDocuments.js';
import {
  bookingEvents,
  bookings,
  mailOutbox,
  smsOutbox,
  taxDocuments,
  users,
} from '../../../db/schema.js';
import { expectFailure } from '../../../test/apiAssertions.js';
import { dayInIndia, leaveOneRoomFree } from '../../../test/bookingFixtures.js';
import { startSmtpServer } from '../../../test/smtpServer.js';
import { adminCookie, appWithAdminForEachTest, startTestApp } from '../../../test/testApp.js';

/**
 * Hotel Akash Executive's Luxury Room for 2 adults, 2 nights (no dated adjustment there):
 * ₹3,999 × 2 = ₹7,998.00, GST 5% ₹399.90 (a night of ₹7,500 or less), plus 1 breakfast ₹250 and
 * its own GST 5% ₹12.50 (restaurant service): ₹8,660.40.
 */
const TOTAL = 866040;
const AKASH = 'hotel-akash-executive';

const desk = appWithAdminForEachTest('desk@example.com');

const stay = () => ({
  roomId: 'akash-luxury-room',
  checkIn: dayInIndia(0),
  checkOut: dayInIndia(2),
  adults: 2,
  breakfasts: 1,
});
const walkIn = (overrides: Record<string, unknown> = {}, app = desk.t, cookie = desk.admin) =>
  app.app.inject({
    method: 'POST',
    url: '/api/admin/bookings',
    headers: { cookie },
    payload: {
      ...stay(),
      guest: { name: 'Ravi Kulkarni', mobile: '98765 43210', email: 'ravi@example.com' },
      payment: { method: 'upi', reference: 'UPI-4471' },
      ...overrides,
    },
  });

describe('POST /api/admin/bookings', () => {
  it('books a walk-in into a free room, confirmed, at the price an online quote gives the stay', async () => {
    const quoted = await desk.t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { ...stay(), rooms: 1 },
    });
    expect(quoted.json().total).toBe(TOTAL);

    const response = await walkIn();
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json();
    expect(response.json()).toEqual({
      reference: expect.stringMatching(/^DSH-/),
      status: 'confirmed',
      amount: TOTAL,
      roomNumber: '401',
    });

    const row = desk.t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, reference))
      .get();
    expect(row).toMatchObject({
      status: 'confirmed',
      guestName: 'Ravi Kulkarni',
      guestMobile: '9876543210',
      guestEmail: 'ravi@example.com',
      paymentMethod: 'upi',
      paymentReference: 'UPI-4471',
      provider: null,
      userId: null,
    });
    const deskId = desk.t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'desk@example.com'))
      .get()?.id;
    expect(
      desk.t.app.db
        .select({ to: bookingEvents.to, note: bookingEvents.note, actorId: bookingEvents.actorId })
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, row?.id ?? 0))
        .all(),
    ).toEqual([{ to: 'confirmed', note: 'booked at the desk (upi)', actorId: deskId }]);

    // Its page reads like an online booking's: the stay, the guest, the invoice.
    const page = await desk.t.app.inject({
      url: `/api/bookings/${reference}`,
      headers: { cookie: desk.admin },
    });
    expect(page.json()).toMatchObject({
      status: 'confirmed',
      hotelId: AKASH,
      roomTitle: 'Luxury Room',
      rooms: [{ roomNumber: '401', amount: TOTAL }],
      nights: 2,
      adults: 2,
      amount: TOTAL,
      invoice: { number: `AK/${financialYearOf(dayInIndia(0))}/000001` },
    });
    const invoice = desk.t.app.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.reference, reference))
      .get();
    expect(invoice?.document.total).toBe(TOTAL);

    // The room is taken: the next walk-in gets the next room.
    expect((await walkIn()).json().roomNumber).toBe('402');
  });

  it('texts the guest the booking, kept in the SMS outbox (no gateway here: unsent, and says so)', async () => {
    const response = await walkIn();
    const { reference } = response.json();
    const texts = desk.t.app.db.select().from(smsOutbox).all();
    expect(texts).toEqual([
      expect.objectContaining({
        to: '9876543210',
        text: `Deccan Stonegate Hotels: booking ${reference} is confirmed at Hotel Akash Executive, room 401, ${dayInIndia(0)} to ${dayInIndia(2)}. Amount ${formatINR(TOTAL)}.`,
        status: 'unsent',
      }),
    ]);
  });

  it('writes the text and the e-mail in the language the desk chose for the guest', async () => {
    const response = await walkIn({ lang: 'mr' });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json();
    expect(desk.t.app.db.select().from(bookings).get()?.lang).toBe('mr');
    const [sms] = desk.t.app.db.select().from(smsOutbox).all();
    expect(sms?.text).toMatch(
      new RegExp(
        `^Deccan Stonegate Hotels: Hotel Akash Executive मधील बुकिंग ${reference} निश्चित झाले, खोली 401, \\d{1,2} \\S+, \\d{4} ते \\d{1,2} \\S+, \\d{4}\\. रक्कम ₹8,660\\.40\\.$`,
      ),
    );
    const [mail] = desk.t.app.db.select().from(mailOutbox).all();
    expect(mail?.subject).toBe(`बुकिंग निश्चित झाले: ${reference}`);

    const refused = await walkIn({ lang: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.lang).toBe('The guest’s language must be one of: en, mr, hi.');
  });

  it('e-mails the guest the confirmation with the invoice, through a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    const app = await startTestApp({ SMTP_URL: smtp.url });
    try {
      const cookie = await adminCookie(app.app, 'desk@example.com');
      const response = await walkIn({ payment: { method: 'cash' } }, app, cookie);
      expect(response.statusCode, response.body).toBe(201);
      const [mail] = await smtp.waitFor(1);
      expect(mail?.envelope.to).toEqual(['ravi@example.com']);
      expect(mail?.subject).toBe(`Booking confirmed: ${response.json().reference}`);
      expect(mail?.text).toContain('Amount paid: ₹8,660.40 (including GST)');
      expect(mail?.text).toContain('Paid at the hotel by cash');
      expect(mail?.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    } finally {
      await app.close();
      await smtp.stop();
    }
  });

  it('sends no e-mail when the guest gave none, and says an unpaid booking is due at the hotel', async () => {
    const response = await walkIn({
      guest: { name: 'Ravi Kulkarni', mobile: '9876543210', email: '' },
      payment: { method: 'unpaid' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(desk.t.count('mail_outbox')).toBe(0);
    const row = desk.t.app.db.select().from(bookings).get();
    expect(row).toMatchObject({ guestEmail: '', paymentMethod: 'unpaid', paymentReference: null });

    const withMail = await walkIn({ payment: { method: 'unpaid' } });
    expect(withMail.statusCode).toBe(201);
    const [mail] = desk.t.app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)).all();
    expect(mail?.text).toContain('Amount due at the hotel: ₹8,660.40 (including GST)');
  });

  it('answers 409 SOLD_OUT when no room of the type is free, storing nothing', async () => {
    const { checkIn, checkOut } = stay();
    leaveOneRoomFree(desk.t.app.db, { hotelId: AKASH, type: 'luxury-room', checkIn, checkOut });
    expect((await walkIn()).statusCode).toBe(201);
    const before = desk.t.counts();
    expectFailure(
      await walkIn(),
      409,
      'SOLD_OUT',
      'Sorry, this room is no longer free for these dates.',
    );
    expect(desk.t.counts()).toEqual(before);
  });

  it('refuses the stay’s fields with the room page’s messages, and the guest’s with /Payment’s', async () => {
    const bad = {
      roomId: 'nowhere-room',
      checkIn: dayInIndia(-1),
      checkOut: dayInIndia(-2),
      adults: 0,
      breakfasts: -1,
    };
    const quoted = await desk.t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { ...bad, rooms: 1 },
    });
    const response = await walkIn({
      ...bad,
      guest: { name: ' ', mobile: '12345', email: 'not-an-address' },
      payment: { method: 'cheque' },
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json();
    for (const field of ['checkIn', 'checkOut', 'adults', 'breakfasts']) {
      expect(fields[field], field).toBe(quoted.json().fields[field]);
    }
    expect(fields).toEqual({
      checkIn: 'Check-in cannot be in the past.',
      checkOut: 'Check-out must be after check-in.',
      adults: 'Number of adults must be at least 1.',
      breakfasts: 'Breakfast count must be at least 0.',
      'guest.name': 'Full name is required',
      'guest.mobile': 'Mobile number must be 10 digits',
      'guest.email': 'Email is invalid',
      'payment.method': 'Payment method must be one of: cash, upi, card, unpaid.',
    });
    const unknownRoom = await walkIn({ roomId: 'nowhere-room' });
    expect(unknownRoom.json().fields).toEqual({
      roomId: 'We could not find that room. Please choose one from a hotel page.',
    });
    const noGuest = await walkIn({ guest: null, payment: 'cash', amount: 1 });
    expect(noGuest.json().fields).toMatchObject({
      guest: 'Please give the guest’s name and mobile number.',
      payment: 'Please say how the guest pays.',
    });
    expect(desk.t.count('bookings')).toBe(0);
    expect(desk.t.count('quotes')).toBe(0);
  });
});

describe('cancelling a walk-in', () => {
  const cancel = (reference: string) =>
    desk.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${reference}/cancel`,
      headers: { cookie: desk.admin },
      payload: { refund: 'full' },
    });
  const lastMail = () =>
    desk.t.app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)).all().at(-1)?.text ?? '';

  it('gives back at the desk what was paid there, with a credit note and no provider refund', async () => {
    const { reference } = (await walkIn()).json();
    const response = await cancel(reference);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      refund: { amount: TOTAL, status: null },
      creditNote: { number: expect.stringContaining('/CN/') },
    });
    expect(desk.t.count('refunds')).toBe(0);
    expect(lastMail()).toContain(
      "Refund: ₹8,660.40 of the ₹8,660.40 you paid, at the hotel's front desk.",
    );
  });

  it('gives nothing back for a booking left to pay at the hotel, and credits its whole invoice', async () => {
    const { reference } = (await walkIn({ payment: { method: 'unpaid' } })).json();
    const response = await cancel(reference);
    expect(response.json()).toMatchObject({
      refund: { amount: 0, status: null },
      creditNote: { number: expect.stringContaining('/CN/') },
    });
    expect(desk.t.count('refunds')).toBe(0);
    expect(lastMail()).toContain('Nothing was paid, so nothing is refunded.');
    expect(lastMail()).toContain(`Credit note: ${response.json().creditNote.number} (attached)`);
  });
});
