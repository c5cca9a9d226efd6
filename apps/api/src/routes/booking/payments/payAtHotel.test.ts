import { activeRule, getProperty, getRoom } from '@hotel/content';
import type { RateAdjustment } from '@hotel/pricing';
import { formatINR, formatIndiaDateTime, instantInIndia } from '@hotel/pricing';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookings, mailOutbox, taxDocuments } from '../../../db/schema.js';
import { expectFailure, expectFieldErrors } from '../../../test/apiAssertions.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { customer, newQuote, type QuoteChoice } from '../../../test/orders.js';
import { pdfText } from '../../../test/pdfText.js';
import {
  appWithTextsForEachTest,
  cookieFrom,
  guestCookie,
  staffCookie,
} from '../../../test/testApp.js';

/**
 * Pay at hotel (issue 28): a stay booked with nothing paid online, where the hotel's content
 * offers it, for a guest who proved a mobile number or e-mail address by a one-time code.
 * The content's terms: Grand Imperial and Akash offer it (arrivals within 30 days, at most 3
 * nights, at most 2 unpaid bookings per guest, released at 18:00 India time on the arrival day);
 * Aagam does not. The content ships no season yet, so the peak-date tests add one to Grand
 * Imperial's single room as an editor would (Diwali 2027, +20%), and take it out after.
 */
const AKASH = 'hotel-akash-executive';
const GRAND = 'hotel-grand-imperial';
const MOBILE = '9123456789';

const app = appWithTextsForEachTest();
let seasons: RateAdjustment[] | undefined;
afterEach(() => {
  seasons?.splice(0, 1);
  seasons = undefined;
});

/** Grand Imperial's single room gets a Diwali 2027 season, first of its adjustments. */
function addDiwaliSeason(): void {
  const room = getRoom('grand-single-bed');
  if (!room) throw new Error('no grand-single-bed in the content');
  seasons = activeRule(room).adjustments as RateAdjustment[];
  seasons.unshift({ name: 'Diwali', from: '2027-10-27', to: '2027-11-01', percent: 20 });
}

/** Signs in by a code texted to the mobile (the sign-in popup's mobile OTP): the number is proved. */
async function verifiedGuest(mobile = MOBILE): Promise<string> {
  await app.t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { mobile } });
  const otp = app.texts.at(-1)?.text.match(/^(\d{6}) /)?.[1];
  const login = await app.t.app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { mobile, otp },
  });
  expect(login.statusCode, login.body).toBe(200);
  return cookieFrom(login);
}

const guestOf = (mobile = MOBILE) => ({ ...customer, mobileNumber: mobile });

const stay = (choice: QuoteChoice = {}): QuoteChoice => ({
  roomId: 'akash-luxury-room',
  adults: 2,
  checkIn: dayInIndia(3),
  checkOut: dayInIndia(5),
  ...choice,
});

const offer = (quoteId: string, cookie?: string) =>
  app.t.app.inject({
    url: `/api/payments/pay-at-hotel?quoteId=${quoteId}`,
    headers: cookie ? { cookie } : {},
  });

const bookPayAtHotel = (quoteId: string, cookie?: string, guest = guestOf()) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: cookie ? { cookie } : {},
    payload: { quoteId, customer: guest, paymentMethod: 'pay_at_hotel' },
  });

/** Books a stay to pay at the hotel and returns its reference. */
async function booked(cookie: string, choice: QuoteChoice = {}, guest = guestOf()) {
  const quoteId = await newQuote(app.t, stay(choice));
  const response = await bookPayAtHotel(quoteId, cookie, guest);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { bookingReference: string; amount: number; releaseAt: string };
}

const rowsOf = (reference: string) =>
  app.t.app.db.select().from(bookings).where(eq(bookings.reference, reference)).all();

const mails = () => app.t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).all();

const releaseTime = (checkIn: string) => instantInIndia(checkIn, '18:00').toISOString();

describe('booking a stay to pay at the hotel', () => {
  it('confirms it with nothing paid, holds the room, and says "Pay at the hotel" to the guest', async () => {
    const cookie = await verifiedGuest();
    const quoteId = await newQuote(app.t, stay());
    const quoted = await app.t.app.inject({ url: `/api/quotes/${quoteId}` });
    const total = quoted.json().total as number;

    const offered = await offer(quoteId, cookie);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toEqual({
      offered: true,
      amount: total,
      releaseAt: releaseTime(dayInIndia(3)),
      verified: { mobile: MOBILE, email: null },
    });

    const response = await bookPayAtHotel(quoteId, cookie);
    expect(response.statusCode, response.body).toBe(201);
    const { bookingReference: reference } = response.json();
    expect(response.json()).toEqual({
      bookingReference: expect.stringMatching(/^DSH-/),
      status: 'confirmed',
      paymentMethod: 'pay_at_hotel',
      amount: total,
      currency: 'INR',
      releaseAt: releaseTime(dayInIndia(3)),
    });
    expect(rowsOf(reference)).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        paymentMethod: 'pay_at_hotel',
        paymentId: null,
        provider: null,
        orderId: null,
        releaseAt: releaseTime(dayInIndia(3)),
      }),
    ]);
    // Invoiced when paid, not before.
    expect(app.t.count('tax_documents')).toBe(0);

    const page = await app.t.app.inject({ url: `/api/bookings/${reference}`, headers: { cookie } });
    expect(page.json()).toMatchObject({
      status: 'confirmed',
      invoice: null,
      payAtHotel: { amount: total, releaseAt: releaseTime(dayInIndia(3)) },
    });
    const mine = await app.t.app.inject({ url: '/api/bookings/mine', headers: { cookie } });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        reference,
        payAtHotel: { amount: total, releaseAt: expect.any(String) },
      }),
    ]);

    const [mail] = mails();
    expect(mail?.subject).toBe(`Booking confirmed: ${reference}`);
    expect(mail?.text).toContain(`Pay at the hotel: ${formatINR(total)} (including GST)`);
    expect(mail?.text).toContain('Please check in by');
    await vi.waitFor(
      () =>
        expect(app.texts.at(-1)).toEqual({
          to: MOBILE,
          text: expect.stringContaining(`Pay at the hotel: ${formatINR(total)}`),
        }),
      { timeout: 30_000 },
    );

    // The room is taken: the desk's grid shows the night booked, to be paid at the hotel.
    const desk = await staffCookie(app.t.app, AKASH);
    const grid = await app.t.app.inject({
      url: `/api/admin/occupancy?hotelId=${AKASH}&from=${dayInIndia(3)}&to=${dayInIndia(3)}`,
      headers: { cookie: desk },
    });
    const night = grid
      .json()
      .flatMap((room: { days: { reference?: string }[] }) => room.days)
      .find((day: { reference?: string }) => day.reference === reference);
    expect(night).toEqual({
      date: dayInIndia(3),
      state: 'booked',
      reference,
      payAtHotel: true,
    });
    const list = await app.t.app.inject({ url: '/api/bookings', headers: { cookie: desk } });
    expect(list.json()).toEqual([
      expect.objectContaining({
        reference,
        payAtHotel: { amount: total, releaseAt: expect.any(String) },
      }),
    ]);

    // A second tap answers the same booking, and makes nothing new.
    const before = app.t.counts();
    const again = await bookPayAtHotel(quoteId, cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().bookingReference).toBe(reference);
    expect(app.t.counts()).toEqual(before);
  });

  it('also takes an e-mail address proved by a code; while the guest’s online order is open it refuses (that order may still be paid), and books once it lapses', async () => {
    await app.t.app.inject({
      method: 'POST',
      url: '/api/auth/code',
      payload: { contact: 'asha@example.com' },
    });
    const code = mails()[0]?.text.match(/\b(\d{6})\b/)?.[1];
    const login = await app.t.app.inject({
      method: 'POST',
      url: '/api/auth/code/verify',
      payload: { contact: 'asha@example.com', code },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = cookieFrom(login);
    const quoteId = await newQuote(app.t, stay());
    const online = await app.t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: { cookie },
      payload: { quoteId, customer },
    });
    expect(online.statusCode, online.body).toBe(201);
    const [held] = rowsOf(online.json().bookingReference);
    expect(held).toMatchObject({ status: 'pending', orderId: expect.any(String) });

    const before = app.t.counts();
    const refused = await bookPayAtHotel(quoteId, cookie, customer);
    expectFailure(
      refused,
      409,
      'ONLINE_PAYMENT_OPEN',
      `You have started paying online for this stay, and that payment may still go through. Please finish it, or choose to pay at the hotel once it lapses (${formatIndiaDateTime(held?.holdExpiresAt ?? '')}).`,
    );
    expect(app.t.counts()).toEqual(before);

    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.parse(held?.holdExpiresAt ?? '') + 60_000,
    });
    const booked = await bookPayAtHotel(quoteId, cookie, customer);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().bookingReference).not.toBe(online.json().bookingReference);
    // The lapsed order keeps its rows and its order id: a late payment still finds them.
    expect(rowsOf(online.json().bookingReference)).toEqual([
      expect.objectContaining({ status: 'expired', orderId: held?.orderId }),
    ]);
    expect(rowsOf(booked.json().bookingReference)).toEqual([
      expect.objectContaining({ status: 'confirmed', paymentMethod: 'pay_at_hotel' }),
    ]);
  });
});

describe('what the content allows', () => {
  const cases: [string, () => Promise<QuoteChoice>, string, string][] = [
    [
      'a hotel that does not offer it (Aagam)',
      async () => stay({ roomId: 'aagam-luxury-room' }),
      'NOT_OFFERED',
      `${getProperty('hotel-aagam-executive')?.name} does not offer pay at hotel. Please pay online to book this stay.`,
    ],
    [
      'an arrival more than 30 days ahead',
      async () => stay({ checkIn: dayInIndia(31), checkOut: dayInIndia(32) }),
      'TOO_FAR_AHEAD',
      `Pay at hotel is open for arrivals within 30 days (until ${dayInIndia(30)}); this stay starts on ${dayInIndia(31)}. Please pay online to book it.`,
    ],
    [
      'an arrival today after the release time (18:00)',
      async () => {
        vi.useFakeTimers({ toFake: ['Date'], now: instantInIndia(dayInIndia(0), '18:30') });
        return stay({ checkIn: dayInIndia(0), checkOut: dayInIndia(1) });
      },
      'TOO_LATE',
      'Pay at hotel for arrivals today closes at 6:00 pm (India time), when unpaid rooms are released. Please pay online to book tonight.',
    ],
    [
      'a stay of more than 3 nights',
      async () => stay({ checkIn: dayInIndia(2), checkOut: dayInIndia(6) }),
      'TOO_LONG',
      'Pay at hotel is open for stays of up to 3 nights; this stay is 4 nights. Please pay online to book it.',
    ],
    [
      'nights in the hotel’s peak (Grand Imperial over Diwali)',
      async () => {
        addDiwaliSeason();
        vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-10-20T06:00:00Z') });
        return stay({
          roomId: 'grand-single-bed',
          adults: 1,
          checkIn: '2027-10-31',
          checkOut: '2027-11-03',
        });
      },
      'PEAK_DATES',
      `Pay at hotel is not open on ${getProperty(GRAND)?.name}’s peak dates (Diwali: 2027-10-31, 2027-11-01). Please pay online to book these nights.`,
    ],
  ];

  it.each(cases)(
    'refuses %s, saying why, and books nothing',
    async (_what, choice, code, message) => {
      const chosen = await choice();
      const cookie = await verifiedGuest();
      const quoteId = await newQuote(app.t, chosen);

      const offered = await offer(quoteId, cookie);
      expect(offered.json()).toMatchObject({ offered: false, code, message });
      const before = app.t.counts();
      const response = await bookPayAtHotel(quoteId, cookie);

      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ statusCode: 409, code, message });
      expect(app.t.counts()).toEqual(before);
    },
  );

  it('books the same stays right at the limits: 30 days ahead, 3 nights, just after Diwali', async () => {
    const cookie = await verifiedGuest();
    await booked(cookie, { checkIn: dayInIndia(30), checkOut: dayInIndia(33) });
    addDiwaliSeason();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-10-20T06:00:00Z') });
    const fresh = await verifiedGuest('9123456780');
    await booked(
      fresh,
      { roomId: 'grand-single-bed', adults: 1, checkIn: '2027-11-02', checkOut: '2027-11-03' },
      guestOf('9123456780'),
    );
  });
});

describe('who may book to pay at the hotel', () => {
  it('asks a guest who has not verified a contact to verify one by code first', async () => {
    const quoteId = await newQuote(app.t, stay());
    const message =
      'Please verify your mobile number or e-mail address with a one-time code first: a booking paid at the hotel is held only for a guest we can reach.';
    // Signed out, and signed up by password (an address typed, never proved).
    const password = await guestCookie(app.t.app, 'asha');
    for (const cookie of [undefined, password]) {
      const offered = await offer(quoteId, cookie);
      expect(offered.json()).toMatchObject({ offered: false, code: 'VERIFY_CONTACT', message });
      const before = app.t.counts();
      const response = await bookPayAtHotel(quoteId, cookie);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'VERIFY_CONTACT', message });
      expect(app.t.counts()).toEqual(before);
    }
  });

  it('holds the booking for the verified contact only', async () => {
    const cookie = await verifiedGuest();
    const quoteId = await newQuote(app.t, stay());
    const before = app.t.counts();

    const response = await bookPayAtHotel(quoteId, cookie, guestOf('9000000099'));

    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toBe(
      `Please book with the mobile number or e-mail address you verified (${MOBILE}): a booking paid at the hotel is held only for a guest we can reach.`,
    );
    expect(app.t.counts()).toEqual(before);
  });

  it('lets one guest hold at most 2 unpaid bookings at once; paying one at the desk frees a place', async () => {
    const cookie = await verifiedGuest();
    const first = await booked(cookie, { checkIn: dayInIndia(1), checkOut: dayInIndia(2) });
    const second = await booked(cookie, { checkIn: dayInIndia(4), checkOut: dayInIndia(5) });
    const quoteId = await newQuote(
      app.t,
      stay({ checkIn: dayInIndia(7), checkOut: dayInIndia(8) }),
    );
    const references = [first.bookingReference, second.bookingReference].sort().join(', ');
    const message = `You already have 2 bookings to pay at the hotel (${references}), and one guest may have at most 2 at once. Please pay online for this stay, or pay or cancel one of them first.`;

    expect((await offer(quoteId, cookie)).json()).toMatchObject({
      offered: false,
      code: 'UNPAID_LIMIT',
      message,
    });
    const refused = await bookPayAtHotel(quoteId, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'UNPAID_LIMIT', message });

    const desk = await staffCookie(app.t.app, AKASH);
    const paid = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${first.bookingReference}/payment`,
      headers: { cookie: desk },
      payload: { method: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    expect((await bookPayAtHotel(quoteId, cookie)).statusCode).toBe(201);
  });
});

describe('the desk records the payment (POST /api/admin/bookings/:reference/payment)', () => {
  it('checks a guest out only once the payment is recorded, so the stay never leaves without its tax invoice', async () => {
    // Booked this morning for tonight (after 18:00 a same-day stay is not offered).
    vi.useFakeTimers({ toFake: ['Date'], now: instantInIndia(dayInIndia(0), '09:00') });
    const cookie = await verifiedGuest();
    const { bookingReference: reference, amount } = await booked(cookie, {
      checkIn: dayInIndia(0),
      checkOut: dayInIndia(1),
    });
    const desk = await staffCookie(app.t.app, AKASH);
    const deskStep = (step: string, payload?: object) =>
      app.t.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${reference}/${step}`,
        headers: { cookie: desk },
        ...(payload ? { payload } : {}),
      });
    expect((await deskStep('check-in')).statusCode).toBe(200);

    const before = app.t.counts();
    expectFailure(
      await deskStep('check-out'),
      409,
      'PAYMENT_DUE',
      `Booking ${reference} still owes ${formatINR(amount)} at the hotel; record the payment before checking the guest out (its tax invoice is issued with the payment).`,
    );
    expect(app.t.counts()).toEqual(before);
    expect(rowsOf(reference)).toEqual([expect.objectContaining({ status: 'checked_in' })]);

    expect((await deskStep('payment', { method: 'cash' })).statusCode).toBe(200);
    const out = await deskStep('check-out');
    expect(out.statusCode, out.body).toBe(200);
    expect(rowsOf(reference)).toEqual([expect.objectContaining({ status: 'checked_out' })]);
    expect(app.t.app.db.select().from(taxDocuments).all()).toEqual([
      expect.objectContaining({ reference, kind: 'invoice' }),
    ]);
  });

  it('records cash, UPI or card in one action and issues the tax invoice saying how it was paid', async () => {
    const cookie = await verifiedGuest();
    const { bookingReference: reference, amount } = await booked(cookie);
    const desk = await staffCookie(app.t.app, AKASH);

    const response = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${reference}/payment`,
      headers: { cookie: desk },
      payload: { method: 'upi', reference: 'UPI-4471' },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      reference,
      status: 'confirmed',
      paymentMethod: 'upi',
      paymentReference: 'UPI-4471',
      amount,
      invoice: { number: expect.stringMatching(/^AK\/\d\d-\d\d\/\d{6}$/) },
    });
    expect(rowsOf(reference)).toEqual([
      expect.objectContaining({ paymentMethod: 'upi', paymentReference: 'UPI-4471' }),
    ]);
    const page = await app.t.app.inject({ url: `/api/bookings/${reference}`, headers: { cookie } });
    expect(page.json().invoice).toEqual(response.json().invoice);
    expect(page.json()).not.toHaveProperty('payAtHotel');

    const pdf = await app.t.app.inject({
      url: `/api/bookings/${reference}/invoice.pdf`,
      headers: { cookie: desk },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Paid at the hotel by UPI (reference UPI-4471) on');
    expect(text).toContain(formatINR(amount));

    const [receipt] = mails();
    expect(receipt?.subject).toBe(`Payment received: ${reference}`);
    const [invoice] = app.t.app.db.select().from(taxDocuments).all();
    expect(receipt?.attachments).toEqual([{ taxDocumentId: invoice?.id }]);

    const again = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${reference}/payment`,
      headers: { cookie: desk },
      payload: { method: 'cash' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_PAID',
      message: `Booking ${reference} is already paid by UPI; nothing is due at the hotel.`,
    });
  });

  it('refuses a method it does not know, naming the field, and another hotel’s staff as for an unknown booking', async () => {
    const cookie = await verifiedGuest();
    const { bookingReference: reference } = await booked(cookie);
    const desk = await staffCookie(app.t.app, AKASH);
    const otherDesk = await staffCookie(app.t.app, GRAND);
    const before = app.t.counts();

    const wrong = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${reference}/payment`,
      headers: { cookie: desk },
      payload: { method: 'cheque' },
    });
    expectFieldErrors(wrong, {
      method: 'Payment method must be one of: cash, upi, card.',
    });

    const other = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${reference}/payment`,
      headers: { cookie: otherDesk },
      payload: { method: 'cash' },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('We could not find that booking.');
    expect(app.t.counts()).toEqual(before);
    expect(rowsOf(reference)[0]?.paymentMethod).toBe('pay_at_hotel');
  });
});

describe('the no-show release (an injected clock)', () => {
  it('releases an unpaid booking not checked in at the content’s hour of the arrival day, and tells the guest', async () => {
    // Booked this morning for tonight (after 18:00 a same-day stay is not offered).
    vi.useFakeTimers({ toFake: ['Date'], now: instantInIndia(dayInIndia(0), '09:00') });
    const cookie = await verifiedGuest();
    const today = dayInIndia(0);
    const tonight = { checkIn: today, checkOut: dayInIndia(1) };
    const unpaid = await booked(cookie, tonight);
    const desk = await staffCookie(app.t.app, AKASH);
    // A second room, paid at the desk, and a third, checked in: neither may be released.
    const paidAtDesk = await booked(cookie, tonight);
    expect(
      (
        await app.t.app.inject({
          method: 'POST',
          url: `/api/admin/bookings/${paidAtDesk.bookingReference}/payment`,
          headers: { cookie: desk },
          payload: { method: 'card' },
        })
      ).statusCode,
    ).toBe(200);
    const arrived = await booked(cookie, tonight);
    expect(
      (
        await app.t.app.inject({
          method: 'POST',
          url: `/api/admin/bookings/${arrived.bookingReference}/check-in`,
          headers: { cookie: desk },
        })
      ).statusCode,
    ).toBe(200);
    const releaseAt = releaseTime(today);
    expect(unpaid.releaseAt).toBe(releaseAt);
    const justBefore = new Date(Date.parse(releaseAt) - 1).toISOString();

    expect(await app.t.app.releaseUnarrivedBookings(justBefore)).toEqual([]);
    expect(rowsOf(unpaid.bookingReference)[0]?.status).toBe('confirmed');
    const textsBefore = app.texts.length;

    const released = await app.t.app.releaseUnarrivedBookings(releaseAt);

    expect(released.map(({ reference }) => reference)).toEqual([unpaid.bookingReference]);
    expect(rowsOf(unpaid.bookingReference)[0]?.status).toBe('no_show');
    expect(rowsOf(paidAtDesk.bookingReference)[0]?.status).toBe('confirmed');
    expect(rowsOf(arrived.bookingReference)[0]?.status).toBe('checked_in');
    // The room is free again tonight.
    const grid = await app.t.app.inject({
      url: `/api/admin/occupancy?hotelId=${AKASH}&from=${today}&to=${today}`,
      headers: { cookie: desk },
    });
    const references = grid
      .json()
      .flatMap((room: { days: { reference?: string }[] }) => room.days.map((day) => day.reference));
    expect(references).not.toContain(unpaid.bookingReference);
    expect(references).toContain(arrived.bookingReference);

    const [mail] = mails();
    expect(mail).toMatchObject({
      to: customer.email,
      subject: `Booking released: ${unpaid.bookingReference}`,
    });
    expect(mail?.text).toContain('neither checked in nor paid by 6:00 pm (India time)');
    expect(mail?.text).toContain('Nothing was charged.');
    expect(app.texts.slice(textsBefore)).toEqual([
      {
        to: MOBILE,
        text: expect.stringContaining(`Booking ${unpaid.bookingReference} at`),
      },
    ]);
    // Released once: the next sweep finds nothing.
    expect(await app.t.app.releaseUnarrivedBookings(releaseAt)).toEqual([]);
  });
});

describe('a stay booked from a Marathi page', () => {
  it('gets the desk’s receipt and the no-show release in Marathi, by e-mail and by text', async () => {
    // Booked this morning, one stay for tonight (after 18:00 a same-day stay is not offered).
    vi.useFakeTimers({ toFake: ['Date'], now: instantInIndia(dayInIndia(0), '09:00') });
    const cookie = await verifiedGuest();
    const inMarathi = async (choice: QuoteChoice) => {
      const quoteId = await newQuote(app.t, stay(choice));
      const response = await app.t.app.inject({
        method: 'POST',
        url: '/api/payments/orders',
        headers: { cookie, 'accept-language': 'mr-IN' },
        payload: { quoteId, customer: guestOf(), paymentMethod: 'pay_at_hotel' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { bookingReference: string };
    };
    const paid = await inMarathi({});
    const desk = await staffCookie(app.t.app, AKASH);
    const payment = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${paid.bookingReference}/payment`,
      headers: { cookie: desk },
      payload: { method: 'upi', reference: 'UPI-4471' },
    });
    expect(payment.statusCode, payment.body).toBe(200);
    const [receipt] = mails();
    expect(receipt?.subject).toBe(`पेमेंट मिळाले: ${paid.bookingReference}`);
    expect(receipt?.text).toContain(`प्रिय ${customer.fullName},`);
    expect(receipt?.text).toMatch(/रोजी हॉटेलमध्ये पैसे भरले \(पद्धत: यूपीआय, संदर्भ UPI-4471\)\.\n/);
    expect(receipt?.text).toMatch(/कर बीजक: AK\/\d\d-\d\d\/\d{6} \(सोबत जोडले आहे\)/);
    expect(receipt?.text).not.toMatch(/Dear|Paid at the hotel/);

    const today = dayInIndia(0);
    const unpaid = await inMarathi({ checkIn: today, checkOut: dayInIndia(1) });
    const textsBefore = app.texts.length;
    await app.t.app.releaseUnarrivedBookings(releaseTime(today));
    const [released] = mails();
    expect(released?.subject).toBe(`बुकिंग रद्द (नो-शो): ${unpaid.bookingReference}`);
    expect(released?.text).toContain(
      `Hotel Akash Executive मधील तुमचे बुकिंग ${unpaid.bookingReference} (`,
    );
    expect(released?.text).toMatch(
      / रोजी संध्याकाळी 6:00 \(भारतीय वेळ\) पर्यंत चेक-इन किंवा पेमेंट न झाल्याने/,
    );
    expect(released?.text).toContain('काहीही आकारले गेले नाही.');
    expect(app.texts.slice(textsBefore)).toEqual([
      {
        to: MOBILE,
        text: expect.stringMatching(
          new RegExp(
            `^Hotel Akash Executive मधील बुकिंग ${unpaid.bookingReference} रद्द झाले: .+ पर्यंत चेक-इन झाले नाही\\. कोणतेही शुल्क आकारलेले नाही\\. तुम्ही अजूनही येत असाल तर कृपया Hotel Akash Executive ला .+ वर फोन करा\\.$`,
          ),
        ),
      },
    ]);
  });
});
