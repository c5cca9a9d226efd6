import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freeRooms } from '../../../booking/availability.js';
import { holdRooms } from '../../../booking/holds.js';
import { bookingEvents, bookings } from '../../../db/schema.js';
import { expectFieldErrors } from '../../../test/apiAssertions.js';
import { dayInIndia, leaveOneRoomFree as leaveLastRoom } from '../../../test/bookingFixtures.js';
import { cookieFrom, startTestApp, type TestApp } from '../../../test/testApp.js';

const AKASH = 'hotel-akash-executive';
const ROOM = 'akash-luxury-room';
const customer = { fullName: 'Asha Patil', mobileNumber: '98765 43210', email: 'asha@example.com' };

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
  vi.useRealTimers();
});

const stay = () => ({ checkIn: dayInIndia(5), checkOut: dayInIndia(7) });

async function newQuote(extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { roomId: ROOM, rooms: 1, adults: 2, ...stay(), ...extra },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; total: number; checkIn: string | null };
}

const order = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    payload: payload as object,
    headers,
  });

const complete = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/payments/test/complete', payload: payload as object });

const free = () => freeRooms(t.app.db, AKASH, 'luxury-room', stay().checkIn, stay().checkOut);

/** Holds every luxury room of the Akash but one with confirmed bookings for the stay. */
function leaveOneRoomFree() {
  leaveLastRoom(t.app.db, { hotelId: AKASH, type: 'luxury-room', ...stay() });
  expect(free()).toBe(1);
}

const rowsOf = (orderId: string) =>
  t.app.db.select().from(bookings).where(eq(bookings.orderId, orderId)).all();

describe('POST /api/payments/orders and the test gateway', () => {
  it('quote → order → test completion → confirmed, with the e-mail and the events', async () => {
    const quote = await newQuote();
    const before = free();
    const created = await order({ quoteId: quote.id, customer });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      bookingReference: expect.stringMatching(/^DSH-[2-9A-HJ-NP-Z]{6}$/),
      orderId: expect.stringMatching(/^order_test_/),
      amount: quote.total,
      currency: 'INR',
      provider: 'test',
      holdExpiresAt: expect.any(String),
    });
    expect(body.keyId).toBeUndefined();
    expect(free()).toBe(before - 1);
    const [pending] = rowsOf(body.orderId);
    expect(pending).toMatchObject({
      status: 'pending',
      amount: quote.total,
      guestMobile: '9876543210',
      provider: 'test',
    });

    const status = await t.app.inject({ url: `/api/payments/orders/${body.orderId}/status` });
    expect(status.json()).toMatchObject({ status: 'pending', amount: quote.total });

    const paid = await complete({ orderId: body.orderId, outcome: 'success' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      status: 'confirmed',
      paymentId: expect.stringMatching(/^pay_test_/),
      bookingReference: body.bookingReference,
    });
    const [row] = rowsOf(body.orderId);
    expect(row).toMatchObject({ status: 'confirmed', paymentId: paid.json().paymentId });
    expect(free()).toBe(before - 1);

    const events = t.app.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row?.id ?? 0))
      .orderBy(asc(bookingEvents.id))
      .all();
    expect(events.map((event) => [event.from, event.to])).toEqual([
      [null, 'pending'],
      ['pending', 'confirmed'],
    ]);
    expect(events.every((event) => typeof event.at === 'string')).toBe(true);

    const confirmedStatus = await t.app.inject({
      url: `/api/payments/orders/${body.orderId}/status`,
    });
    expect(confirmedStatus.json()).toEqual({
      status: 'confirmed',
      bookingReference: body.bookingReference,
      amount: quote.total,
      paymentId: paid.json().paymentId,
    });
    const mail = (
      t.app.db as unknown as {
        $client: {
          prepare(sql: string): { all(): { to: string; subject: string; text: string }[] };
        };
      }
    ).$client
      .prepare('select "to", subject, text from mail_outbox')
      .all();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe('asha@example.com');
    expect(mail[0]?.subject).toContain(body.bookingReference);
    expect(mail[0]?.text).toContain('Hotel Akash Executive');
    expect(mail[0]?.text).toContain('Luxury Room');
    // The check-in date as guests read it, at the hotel's check-in time.
    const checkIn = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(mail[0]?.text).toContain(
      `Check-in: from ${checkIn.format(new Date(`${stay().checkIn}T00:00:00Z`))}, 12:00 pm`,
    );
    // Akash's Luxury Room, 2 adults, 2 nights: ₹3,999 × 2 = ₹7,998, GST 5% ₹399.90.
    expect(mail[0]?.text).toContain('Amount paid: ₹8,397.90 (including GST)');
  });

  it('refuses an amount from the browser and charges the quote total', async () => {
    const quote = await newQuote();
    const tampered = await order({ quoteId: quote.id, customer, amount: 100 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { _: expect.any(String) },
    });
    expect(t.count('bookings')).toBe(0);
    const created = await order({ quoteId: quote.id, customer });
    expect(created.json().amount).toBe(quote.total);
  });

  it('answers bad customer details with the source messages and stores nothing', async () => {
    const quote = await newQuote();
    const response = await order({
      quoteId: quote.id,
      customer: { fullName: ' ', mobileNumber: '98765', email: 'asha@' },
    });
    expectFieldErrors(response, {
      'customer.fullName': 'Full name is required',
      'customer.mobileNumber': 'Mobile number must be 10 digits',
      'customer.email': 'Email is invalid',
    });
    expect(t.count('bookings')).toBe(0);
    expect(t.count('booking_events')).toBe(0);
  });

  it('refuses an unknown quote (404) and an expired one (410)', async () => {
    const unknown = await order({ quoteId: 'no-such-quote', customer });
    expect(unknown.statusCode).toBe(404);
    const quote = await newQuote();
    vi.useFakeTimers({ now: Date.now() + 61 * 60_000, toFake: ['Date'] });
    const expired = await order({ quoteId: quote.id, customer });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: 'This price has expired; please price the stay again.',
    });
    expect(t.count('bookings')).toBe(0);
  });

  it('books a quote without dates from today in India for its nights', async () => {
    const quote = await newQuote({ checkIn: undefined, checkOut: undefined });
    const created = await order({ quoteId: quote.id, customer });
    expect(created.statusCode).toBe(201);
    const [row] = rowsOf(created.json().orderId);
    expect(row).toMatchObject({ checkIn: dayInIndia(0), checkOut: dayInIndia(1) });
  });

  it('holds one physical room per room of the quote, the rows adding up to the total', async () => {
    const quote = await newQuote({ rooms: 2, adults: 3 });
    const before = free();
    const created = await order({ quoteId: quote.id, customer });
    expect(created.statusCode).toBe(201);
    const rows = rowsOf(created.json().orderId);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.roomId)).size).toBe(2);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(quote.total);
    expect(free()).toBe(before - 2);
    const paid = await complete({ orderId: created.json().orderId, outcome: 'success' });
    expect(paid.statusCode).toBe(200);
    expect(rowsOf(created.json().orderId).map((row) => row.status)).toEqual([
      'confirmed',
      'confirmed',
    ]);
  });

  it('refuses to pay a confirmed quote again (409)', async () => {
    const quote = await newQuote();
    const created = await order({ quoteId: quote.id, customer });
    const orderId = created.json().orderId;
    expect((await complete({ orderId, outcome: 'success' })).statusCode).toBe(200);
    const again = await order({ quoteId: quote.id, customer });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_PAID',
      message: 'This booking is already paid.',
    });
    const twice = await complete({ orderId, outcome: 'success' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This booking is already paid.');
    expect(t.count('bookings')).toBe(1);
  });

  it('reuses the live order when the guest presses Pay again', async () => {
    const quote = await newQuote();
    const first = await order({ quoteId: quote.id, customer });
    // The same browser: it sends back the order cookie the first answer set.
    const second = await order({ quoteId: quote.id, customer }, { cookie: cookieFrom(first) });
    expect(second.statusCode).toBe(200);
    expect(second.json().orderId).toBe(first.json().orderId);
    expect(t.count('bookings')).toBe(1);
  });

  it('gives the last free room to exactly one of two concurrent orders', async () => {
    leaveOneRoomFree();
    const [a, b] = [await newQuote(), await newQuote()];
    const answers = await Promise.all([
      order({ quoteId: a.id, customer }),
      order({ quoteId: b.id, customer }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'SOLD_OUT',
      message: 'Sorry, this room is no longer free for these dates.',
    });
    expect(free()).toBe(0);
  });

  it('holdRooms called twice directly holds the last room once', async () => {
    leaveOneRoomFree();
    const [a, b] = [await newQuote(), await newQuote()];
    const hold = (quoteId: string) =>
      t.app.db.transaction((tx) =>
        holdRooms(tx, {
          quoteId,
          customer: { ...customer, mobileNumber: '9876543210' },
          client: { userId: null, ip: '127.0.0.1', keyHash: 'a'.repeat(64) },
          provider: 'test',
          now: new Date().toISOString(),
          holdMinutes: 15,
          quoteTtlMinutes: 60,
        }),
      );
    expect(hold(a.id).bookingIds).toHaveLength(1);
    expect(() => hold(b.id)).toThrow('Sorry, this room is no longer free for these dates.');
    expect(t.count('bookings')).toBe(3);
  });

  it('releases the room when the hold expires, and marks the booking expired', async () => {
    leaveOneRoomFree();
    const quote = await newQuote();
    const created = await order({ quoteId: quote.id, customer });
    const orderId = created.json().orderId;
    expect(free()).toBe(0);
    vi.useFakeTimers({ now: Date.now() + 16 * 60_000, toFake: ['Date'] });
    expect(free()).toBe(1);
    const status = await t.app.inject({ url: `/api/payments/orders/${orderId}/status` });
    expect(status.json().status).toBe('expired');
    // The next order marks it expired (with an event) and takes the room.
    const other = await newQuote();
    expect((await order({ quoteId: other.id, customer })).statusCode).toBe(201);
    const [row] = rowsOf(orderId);
    expect(row?.status).toBe('expired');
    const events = t.app.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row?.id ?? 0))
      .all();
    expect(events.map((event) => event.to)).toEqual(['pending', 'expired']);
    // A late success can no longer take the room, which is now someone else's.
    const late = await complete({ orderId, outcome: 'success' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('HOLD_EXPIRED');
  });

  it('a declined test card keeps the booking and its hold: paying again pays the same reference', async () => {
    const quote = await newQuote();
    const before = free();
    const created = await order({ quoteId: quote.id, customer });
    const orderId = created.json().orderId;
    const reference = created.json().bookingReference;
    const browser = {
      cookie: `order_client=${created.cookies.find((c) => c.name === 'order_client')?.value}`,
    };
    const declined = await complete({
      orderId,
      outcome: 'decline',
      declineReason: 'Insufficient funds (test card)',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({
      status: 'failed',
      description: 'Insufficient funds (test card)',
      bookingReference: reference,
    });
    // The room stays held for the guest, and the booking waits: no second reference to come.
    expect(free()).toBe(before - 1);
    expect(rowsOf(orderId)[0]).toMatchObject({
      status: 'pending',
      failureReason: 'Insufficient funds (test card)',
    });
    const status = await t.app.inject({ url: `/api/payments/orders/${orderId}/status` });
    expect(status.json()).toMatchObject({
      status: 'pending',
      bookingReference: reference,
      description: 'Insufficient funds (test card)',
      holdExpiresAt: expect.any(String),
    });
    // "Try again" from the same browser: the same order, the same reference, the reason cleared.
    const retry = await order({ quoteId: quote.id, customer }, browser);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ orderId, bookingReference: reference });
    expect(rowsOf(orderId)[0]?.failureReason).toBeNull();
    // Another browser cannot take it over.
    const stranger = await order({ quoteId: quote.id, customer });
    expect(stranger.statusCode).toBe(409);
    expect((await complete({ orderId, outcome: 'success' })).statusCode).toBe(200);
    expect(rowsOf(orderId)[0]?.status).toBe('confirmed');
    expect(
      t.app.db.select().from(bookings).where(eq(bookings.quoteId, quote.id)).all(),
    ).toHaveLength(1);
  });

  it('a declined card on a hold that has ended fails the booking and frees the room', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const quote = await newQuote();
    const before = free();
    const { orderId } = (await order({ quoteId: quote.id, customer })).json();
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const declined = await complete({ orderId, outcome: 'decline' });
    expect(declined.json().status).toMatch(/^(failed|expired)$/);
    expect(free()).toBe(before);
    expect(['failed', 'expired']).toContain(rowsOf(orderId)[0]?.status);
    // A new order for the quote; a late success on the old one no longer counts.
    const retry = await order({ quoteId: quote.id, customer });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().orderId).not.toBe(orderId);
    const late = await complete({ orderId, outcome: 'success' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ORDER_REPLACED');
  });

  it('answers unknown orders with 404 and bad bodies with 400, storing nothing', async () => {
    expect((await complete({ orderId: 'order_test_nope', outcome: 'success' })).statusCode).toBe(
      404,
    );
    const bad = await complete({ orderId: 'x', outcome: 'maybe', cardNumber: '4111' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    expect((await t.app.inject({ url: '/api/payments/orders/nope/status' })).statusCode).toBe(404);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      payload: {
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'a'.repeat(64),
      },
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().message).toBe('Payment verification failed.');
    expect(t.count('bookings')).toBe(0);
  });
});
