import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingEvents, bookings } from '../../../db/schema.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { razorpayKeys as keys, signHex as sign, startRazorpayApp } from '../../../test/orders.js';
import type { TestApp } from '../../../test/testApp.js';

const customer = { fullName: 'Asha Patil', mobileNumber: '9876543210', email: 'asha@example.com' };

let t: TestApp;
let sentNotes: Record<string, string>[] = [];
beforeEach(async () => {
  // Razorpay's Orders API, replayed: it answers with a new order for the amount it was sent.
  t = await startRazorpayApp({}, (sent) => sentNotes.push(sent.notes));
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
  sentNotes = [];
});

async function newOrder() {
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: {
      roomId: 'akash-luxury-room',
      rooms: 1,
      adults: 2,
      checkIn: dayInIndia(3),
      checkOut: dayInIndia(4),
    },
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    payload: { quoteId: quote.json().id, customer },
  });
  expect(created.statusCode).toBe(201);
  return created.json() as {
    orderId: string;
    bookingReference: string;
    keyId: string;
    amount: number;
    provider: string;
  };
}

const statusOf = (orderId: string) =>
  t.app.db.select().from(bookings).where(eq(bookings.orderId, orderId)).get();

const verify = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/verify', payload });

const webhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
  });

/** A Razorpay event for a payment of the order; the amount is the order's unless `extra` says. */
const event = (name: string, orderId: string, paymentId: string, extra = {}) =>
  JSON.stringify({
    entity: 'event',
    event: name,
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: orderId,
          amount: amountOf(orderId),
          currency: 'INR',
          ...extra,
        },
      },
    },
  });

const amountOf = (orderId: string) =>
  t.app.db
    .select()
    .from(bookings)
    .where(eq(bookings.orderId, orderId))
    .all()
    .reduce((sum, row) => sum + row.amount, 0);

describe('Razorpay orders and verification', () => {
  it('creates the order with Razorpay and gives the browser the public key id', async () => {
    const order = await newOrder();
    expect(order).toMatchObject({ provider: 'razorpay', keyId: 'rzp_test_key' });
    expect(order.orderId).toMatch(/^order_rzp/);
    expect(statusOf(order.orderId)?.provider).toBe('razorpay');
    expect(sentNotes.at(-1)).toEqual({
      bookingReference: order.bookingReference,
      quoteId: expect.any(String),
      guest: 'Asha Patil',
      hotel: 'Hotel Akash Executive',
      room: 'Luxury Room x 1',
      dates: `${dayInIndia(3)} to ${dayInIndia(4)}`,
      adults: '2',
      meals: '0 breakfasts, 0 lunch/dinners',
    });
  });

  it('confirms on a good signature of order_id|payment_id', async () => {
    const order = await newOrder();
    const response = await verify({
      razorpay_order_id: order.orderId,
      razorpay_payment_id: 'pay_29QQoUBi66xm2f',
      razorpay_signature: sign(keys.keySecret, `${order.orderId}|pay_29QQoUBi66xm2f`),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'confirmed',
      paymentId: 'pay_29QQoUBi66xm2f',
      bookingReference: order.bookingReference,
    });
    expect(statusOf(order.orderId)).toMatchObject({
      status: 'confirmed',
      paymentId: 'pay_29QQoUBi66xm2f',
    });
    expect(t.count('mail_outbox')).toBe(1);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const order = await newOrder();
    const events = t.count('booking_events');
    const response = await verify({
      razorpay_order_id: order.orderId,
      razorpay_payment_id: 'pay_1',
      razorpay_signature: sign('not-the-secret', `${order.orderId}|pay_1`),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_VERIFICATION_FAILED',
      message: 'Payment verification failed.',
    });
    expect(statusOf(order.orderId)?.status).toBe('pending');
    expect(t.count('booking_events')).toBe(events);
    expect(t.count('mail_outbox')).toBe(0);
  });

  it('refuses the test gateway completion when Razorpay is the provider', async () => {
    const order = await newOrder();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/complete',
      payload: { orderId: order.orderId, outcome: 'success' },
    });
    expect(response.statusCode).toBe(404);
    expect(statusOf(order.orderId)?.status).toBe('pending');
  });
});

describe('POST /api/payments/webhook', () => {
  it('confirms on payment.captured with a good signature; a replay is a no-op', async () => {
    const order = await newOrder();
    const body = event('payment.captured', order.orderId, 'pay_hook1');
    const first = await webhook(body, sign(keys.webhookSecret, body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'confirmed' });
    expect(statusOf(order.orderId)).toMatchObject({ status: 'confirmed', paymentId: 'pay_hook1' });
    const counts = [t.count('booking_events'), t.count('mail_outbox')];
    const replay = await webhook(body, sign(keys.webhookSecret, body));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'already' });
    expect([t.count('booking_events'), t.count('mail_outbox')]).toEqual(counts);
    // The checkout handler's verify arriving after the webhook still answers confirmed.
    const late = await verify({
      razorpay_order_id: order.orderId,
      razorpay_payment_id: 'pay_hook1',
      razorpay_signature: sign(keys.keySecret, `${order.orderId}|pay_hook1`),
    });
    expect(late.statusCode).toBe(200);
    expect(t.count('mail_outbox')).toBe(1);
  });

  it('fails the booking on payment.failed once its hold has ended, idempotently', async () => {
    const order = await newOrder();
    // While the hold lives the guest may retry on the same order (razorpayRetry.test.ts).
    vi.useFakeTimers({ now: Date.now() + 16 * 60_000, toFake: ['Date'] });
    const body = event('payment.failed', order.orderId, 'pay_hook2', {
      error_description: 'Payment was declined by the bank.',
    });
    const first = await webhook(body, sign(keys.webhookSecret, body));
    expect(first.json()).toEqual({ received: true, outcome: 'failed' });
    expect(statusOf(order.orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment was declined by the bank.',
    });
    const replay = await webhook(body, sign(keys.webhookSecret, body));
    expect(replay.json()).toEqual({ received: true, outcome: 'already' });
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const order = await newOrder();
    const body = event('payment.captured', order.orderId, 'pay_evil');
    const events = t.count('booking_events');
    for (const signature of [sign('wrong', body), sign(keys.webhookSecret, `${body} `), '']) {
      const response = await webhook(body, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_SIGNATURE');
    }
    expect(statusOf(order.orderId)?.status).toBe('pending');
    expect(t.count('booking_events')).toBe(events);
    const rows = t.app.db.select().from(bookingEvents).all();
    expect(rows.every((row) => row.to === 'pending')).toBe(true);
  });

  it('answers 200 to events it does not handle or orders it does not know', async () => {
    const unknown = event('payment.captured', 'order_elsewhere', 'pay_x');
    expect((await webhook(unknown, sign(keys.webhookSecret, unknown))).json()).toEqual({
      received: true,
      outcome: 'unmatched',
    });
    const other = event('refund.created', 'order_elsewhere', 'pay_x');
    expect((await webhook(other, sign(keys.webhookSecret, other))).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
  });
});
