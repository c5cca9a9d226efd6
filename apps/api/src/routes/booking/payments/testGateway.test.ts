import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freeRooms } from '../../../booking/availability.js';
import { bookings } from '../../../db/schema.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { type PlacedOrder, placeOrder, startRazorpayApp } from '../../../test/orders.js';
import { type TestApp, useTestApps } from '../../../test/testApp.js';
import { TEST_DECLINES } from './testGateway.js';

/**
 * The test gateway offers what Razorpay's checkout does: a card, UPI (success@razorpay,
 * failure@razorpay, and pending@razorpay that its own webhook settles), net banking and wallets. Each
 * outcome reaches the booking states a card does.
 */
const apps = useTestApps();
let t: TestApp;
beforeEach(async () => {
  t = await apps.start();
});
afterEach(() => {
  vi.useRealTimers();
});

const STAY = { checkIn: dayInIndia(5), checkOut: dayInIndia(7) };
const free = () =>
  freeRooms(t.app.db, 'hotel-akash-executive', 'luxury-room', STAY.checkIn, STAY.checkOut);
const newOrder = () => placeOrder(t, STAY);

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/payments/test/${url}`, payload });
const complete = (order: PlacedOrder, body: object) =>
  post('complete', { orderId: order.orderId, ...body });
const testWebhook = (order: PlacedOrder, body: object) =>
  post('webhook', { orderId: order.orderId, ...body });

const rowOf = (order: PlacedOrder) =>
  t.app.db.select().from(bookings).where(eq(bookings.orderId, order.orderId)).get();
const statusOf = async (order: PlacedOrder) =>
  (await t.app.inject({ url: `/api/payments/orders/${order.orderId}/status` })).json();
const mailTexts = () =>
  (
    t.app.db as unknown as {
      $client: { prepare(sql: string): { all(): { text: string }[] } };
    }
  ).$client
    .prepare('select text from mail_outbox order by id')
    .all()
    .map((mail) => mail.text);

/** Confirmed, with its invoice and e-mail, paid by `method`. */
function expectConfirmed(order: PlacedOrder, paid: { json(): unknown }, method: string) {
  expect(paid.json()).toEqual({
    status: 'confirmed',
    paymentId: expect.stringMatching(/^pay_test_/),
    bookingReference: order.bookingReference,
  });
  expect(rowOf(order)).toMatchObject({ status: 'confirmed', paymentMethod: method });
  expect(t.count('tax_documents')).toBe(1);
  expect(mailTexts()).toHaveLength(1);
}

describe('the test gateway’s UPI', () => {
  it('success@razorpay pays: confirmed, invoiced and e-mailed, paid by UPI', async () => {
    const order = await newOrder();
    const paid = await complete(order, { method: 'upi', vpa: 'success@razorpay' });
    expect(paid.statusCode, paid.body).toBe(200);
    expectConfirmed(order, paid, 'upi');
    expect(mailTexts()[0]).toContain('Paid by UPI, reference success@razorpay');
  });

  it('failure@razorpay fails with the UPI app’s reason; the hold and the reference stay for a retry', async () => {
    const order = await newOrder();
    const before = free();
    const failed = await complete(order, { method: 'upi', vpa: 'failure@razorpay' });
    expect(failed.json()).toEqual({
      status: 'failed',
      description: TEST_DECLINES.upi,
      bookingReference: order.bookingReference,
    });
    expect(TEST_DECLINES.upi).toMatch(/UPI app/);
    expect(await statusOf(order)).toMatchObject({
      status: 'pending',
      description: TEST_DECLINES.upi,
      holdExpiresAt: expect.any(String),
    });
    expect(free()).toBe(before);
    expect(t.count('mail_outbox')).toBe(0);
    const retried = await complete(order, { method: 'upi', vpa: 'success@razorpay' });
    expectConfirmed(order, retried, 'upi');
    expect(rowOf(order)).toMatchObject({ reference: order.bookingReference, failureReason: null });
  });

  it('pending@razorpay waits, holding the room, until the test webhook confirms it', async () => {
    const order = await newOrder();
    const before = free();
    const waiting = await complete(order, { method: 'upi', vpa: 'pending@razorpay' });
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toEqual({
      status: 'pending',
      bookingReference: order.bookingReference,
      holdExpiresAt: order.holdExpiresAt,
    });
    const status = await statusOf(order);
    expect(status).toMatchObject({ status: 'pending', holdExpiresAt: order.holdExpiresAt });
    expect(status.description).toBeUndefined();
    expect(free()).toBe(before);
    expect(t.count('mail_outbox')).toBe(0);

    const settled = await testWebhook(order, { outcome: 'success' });
    expect(settled.statusCode, settled.body).toBe(200);
    expectConfirmed(order, settled, 'upi');
    expect(await statusOf(order)).toMatchObject({ status: 'confirmed' });
    // The webhook again: the payment is settled, nothing is waiting.
    const again = await testWebhook(order, { outcome: 'success' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PAID');
    expect(mailTexts()).toHaveLength(1);
  });

  it('a pending UPI payment the app then declines fails as an attempt: held, with the reason', async () => {
    const order = await newOrder();
    // Clears an earlier attempt's reason while it waits.
    await complete(order, { outcome: 'decline', declineReason: 'Insufficient funds (test card)' });
    await complete(order, { method: 'upi', vpa: 'pending@razorpay' });
    expect((await statusOf(order)).description).toBeUndefined();
    const declined = await testWebhook(order, { outcome: 'decline' });
    expect(declined.json()).toEqual({
      status: 'failed',
      description: TEST_DECLINES.upi,
      bookingReference: order.bookingReference,
    });
    expect(rowOf(order)).toMatchObject({ status: 'pending', paymentMethod: null });
    const nothing = await testWebhook(order, { outcome: 'success' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({
      code: 'NOTHING_PENDING',
      message: 'No UPI payment is waiting for this order.',
    });
    expect(rowOf(order)?.status).toBe('pending');
  });

  it('the webhook without a waiting payment confirms nothing', async () => {
    const order = await newOrder();
    const response = await testWebhook(order, { outcome: 'success' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOTHING_PENDING');
    expect(rowOf(order)?.status).toBe('pending');
  });

  it('a UPI payment cannot wait once the hold has ended', async () => {
    const order = await newOrder();
    vi.useFakeTimers({ now: Date.now() + 16 * 60_000, toFake: ['Date'] });
    const response = await complete(order, { method: 'upi', vpa: 'pending@razorpay' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'HOLD_EXPIRED' });
    expect(rowOf(order)?.paymentMethod).toBeNull();
  });

  it('refuses a UPI ID that is not name@bank, naming the field', async () => {
    const order = await newOrder();
    const response = await complete(order, { method: 'upi', vpa: 'asha' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { vpa: 'UPI ID must look like name@bank, e.g. success@razorpay' },
    });
    expect(rowOf(order)?.status).toBe('pending');
  });
});

describe('the test gateway’s net banking and wallets', () => {
  const ways = [
    {
      method: 'netbanking',
      words: 'net banking',
      paying: { bank: 'HDFC' },
      failing: { bank: 'SBIN' },
      declined: 'The payment was not completed at State Bank of India (test net banking).',
    },
    {
      method: 'wallet',
      words: 'wallet',
      paying: { wallet: 'amazonpay' },
      failing: { wallet: 'phonepe' },
      declined: 'The payment was not completed in PhonePe (test wallet).',
    },
  ] as const;
  const pay = (order: PlacedOrder, way: (typeof ways)[number]) =>
    complete(order, { method: way.method, ...way.paying, outcome: 'success' });

  it.each(ways)('$method pays through one of its list, kept as Razorpay keeps it', async (way) => {
    const order = await newOrder();
    expectConfirmed(order, await pay(order, way), way.method);
    const code = Object.values(way.paying)[0];
    expect(rowOf(order)?.paymentReference).toBe(code);
    expect(mailTexts()[0]).toContain(`Paid by ${way.words}, reference ${code}`);
  });

  it.each(ways)(
    '$method: a failure keeps the hold and the reference with its reason; paying again pays the same booking',
    async (way) => {
      const order = await newOrder();
      const roomsFree = free();
      const failed = await complete(order, {
        method: way.method,
        ...way.failing,
        outcome: 'decline',
      });
      expect(failed.json()).toEqual({
        status: 'failed',
        description: way.declined,
        bookingReference: order.bookingReference,
      });
      expect(rowOf(order)).toMatchObject({ status: 'pending', paymentMethod: null });
      expect(free()).toBe(roomsFree);
      expect(await statusOf(order)).toMatchObject({ status: 'pending', description: way.declined });
      expectConfirmed(order, await pay(order, way), way.method);
      expect(rowOf(order)).toMatchObject({
        reference: order.bookingReference,
        failureReason: null,
      });
    },
  );

  it('refuses a wallet the gateway does not offer, naming the field', async () => {
    const order = await newOrder();
    const paytm = { method: 'wallet', wallet: 'paytm', outcome: 'success' };
    const refused = await complete(order, paytm);
    expect([refused.statusCode, refused.json().fields.wallet]).toEqual([
      400,
      'Wallet must be one of: amazonpay, phonepe, mobikwik, freecharge, airtelmoney.',
    ]);
    expect(rowOf(order)?.status).toBe('pending');
  });
});

describe('the test gateway’s card', () => {
  it('still pays with no method named, recorded as a card', async () => {
    const order = await newOrder();
    const paid = await complete(order, { outcome: 'success' });
    expectConfirmed(order, paid, 'card');
  });
});

describe('only with the test gateway', () => {
  it('refuses the test webhook and completion when Razorpay is the provider', async () => {
    t = await apps.keep(startRazorpayApp());
    const order = await placeOrder(t, STAY);
    for (const response of [
      await complete(order, { method: 'upi', vpa: 'pending@razorpay' }),
      await testWebhook(order, { outcome: 'success' }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(rowOf(order)).toMatchObject({ status: 'pending', paymentMethod: null });
  });
});
