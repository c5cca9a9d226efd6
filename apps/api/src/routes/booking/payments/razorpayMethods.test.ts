import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../../db/schema.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import {
  customer,
  razorpayKeys as keys,
  newQuote,
  razorpayRefund,
  type SentRefund,
  signHex as sign,
  startRazorpayApp,
  verifyPayment,
} from '../../../test/orders.js';
import {
  razorpayEvent as event,
  RAZORPAY_METHODS as METHODS,
  razorpayPayment as payment,
} from '../../../test/razorpayPayments.js';
import { guestCookie, type TestApp } from '../../../test/testApp.js';

/**
 * A guest pays the way Razorpay's checkout lets them (UPI, net banking, a wallet, a card): the
 * booking confirms, keeps how it was paid, and refunds go back through Razorpay alike. The
 * events are Razorpay's documented payloads (payment entity, webhooks payment.captured,
 * order.paid and payment.failed), signed as Razorpay signs them.
 */
let t: TestApp;
let guest: string;
let refunds: SentRefund[] = [];
beforeEach(async () => {
  refunds = [];
  t = await startRazorpayApp({}, undefined, (sent) => {
    refunds.push(sent);
    return razorpayRefund(sent, 'rfnd_FP8QHiV938haTz');
  });
  guest = await guestCookie(t.app, 'asha');
});
afterEach(async () => {
  await t.close();
});

interface Order {
  readonly orderId: string;
  readonly bookingReference: string;
  readonly amount: number;
}

/** An order for a stay 10 days ahead (cancellable with a full refund), made by the guest. */
async function newOrder(): Promise<Order> {
  const quoteId = await newQuote(t, { checkIn: dayInIndia(10), checkOut: dayInIndia(12) });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    payload: { quoteId, customer },
    headers: { cookie: guest },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const webhook = async (body: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sign(keys.webhookSecret, body),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().outcome as string;
};

const rowOf = (orderId: string) =>
  t.app.db.select().from(bookings).where(eq(bookings.orderId, orderId)).get();

const mails = () => t.mails();

const statusOf = async (orderId: string) =>
  (await t.app.inject({ url: `/api/payments/orders/${orderId}/status` })).json();

describe('Razorpay: every way to pay confirms the booking and keeps how it was paid', () => {
  const cases = [
    ['upi', 'Paid by UPI, reference 313436009914'],
    ['netbanking', 'Paid by net banking, reference HDFC 0125836177'],
    ['wallet', 'Paid by wallet, reference freecharge'],
    ['card', 'Paid by card, reference Visa ending 1111'],
  ] as const;

  it.each(cases)(
    '%s: payment.captured confirms; order.paid after it changes nothing',
    async (method, line) => {
      const order = await newOrder();
      const paid = payment(order, `pay_${method}1`, METHODS[method]);
      expect(await webhook(event('payment.captured', order, paid))).toBe('confirmed');
      const row = rowOf(order.orderId);
      expect(row).toMatchObject({
        status: 'confirmed',
        paymentId: `pay_${method}1`,
        paymentMethod: method,
      });
      expect(t.count('tax_documents')).toBe(1);
      expect(mails()).toHaveLength(1);
      expect(mails()[0]?.text).toContain(`Payment ID: pay_${method}1`);
      expect(mails()[0]?.text).toContain(line);
      expect(mails()[0]?.text).not.toContain('Paid at the hotel');
      expect(await webhook(event('order.paid', order, paid))).toBe('already');
      expect(mails()).toHaveLength(1);
      expect(await statusOf(order.orderId)).toMatchObject({
        status: 'confirmed',
        paymentId: `pay_${method}1`,
      });
    },
  );

  it('order.paid alone confirms a UPI payment (the webhook may subscribe to it only)', async () => {
    const order = await newOrder();
    const paid = payment(order, 'pay_upi2', METHODS.upi);
    expect(await webhook(event('order.paid', order, paid))).toBe('confirmed');
    expect(rowOf(order.orderId)).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'upi',
      paymentReference: '313436009914',
    });
    expect(await webhook(event('payment.captured', order, paid))).toBe('already');
    expect(mails()).toHaveLength(1);
  });

  it('the checkout’s verify confirms a net banking payment; the webhook then says how it was paid', async () => {
    const order = await newOrder();
    const verified = await verifyPayment(t, order.orderId, 'pay_nb3');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(rowOf(order.orderId)).toMatchObject({ status: 'confirmed', paymentMethod: null });
    const paid = payment(order, 'pay_nb3', METHODS.netbanking);
    expect(await webhook(event('payment.captured', order, paid))).toBe('already');
    expect(rowOf(order.orderId)).toMatchObject({
      paymentMethod: 'netbanking',
      paymentReference: 'HDFC 0125836177',
    });
    // Another payment's webhook for a paid order does not rewrite how it was paid.
    const other = payment(order, 'pay_other', METHODS.wallet);
    expect(await webhook(event('payment.captured', order, other))).toBe('already');
    expect(rowOf(order.orderId)?.paymentMethod).toBe('netbanking');
    expect(mails()).toHaveLength(1);
  });

  it('a failed UPI payment keeps the hold and the reference; net banking then pays the same booking', async () => {
    const order = await newOrder();
    const failed = payment(order, 'pay_upi4', {
      ...METHODS.upi,
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_description:
        'You may have cancelled the payment or there was a delay in response from the UPI app.',
      error_source: 'customer',
      error_step: 'payment_authentication',
      error_reason: 'payment_cancelled',
      acquirer_data: { rrn: null },
    });
    expect(await webhook(event('payment.failed', order, failed))).toBe('held');
    expect(await statusOf(order.orderId)).toMatchObject({
      status: 'pending',
      bookingReference: order.bookingReference,
      description:
        'You may have cancelled the payment or there was a delay in response from the UPI app.',
      holdExpiresAt: expect.any(String),
    });
    expect(rowOf(order.orderId)?.paymentMethod).toBeNull();
    const paid = payment(order, 'pay_nb4', METHODS.netbanking);
    expect(await webhook(event('payment.captured', order, paid))).toBe('confirmed');
    expect(rowOf(order.orderId)).toMatchObject({
      reference: order.bookingReference,
      status: 'confirmed',
      paymentId: 'pay_nb4',
      paymentMethod: 'netbanking',
      failureReason: null,
    });
  });

  it('refunds a UPI payment through Razorpay on cancellation, and tells the guest where it goes', async () => {
    const order = await newOrder();
    expect(
      await webhook(event('payment.captured', order, payment(order, 'pay_upi5', METHODS.upi))),
    ).toBe('confirmed');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${order.bookingReference}/cancel`,
      headers: { cookie: guest },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(refunds).toEqual([
      expect.objectContaining({ paymentId: 'pay_upi5', amount: order.amount }),
    ]);
    expect(mails().at(-1)?.text).toContain(
      'to the bank account behind the UPI ID you paid with. Banks usually show it within 5–7 working days.',
    );
  });
});
