import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../../db/schema.js';
import { placeOrder, sendWebhook, verifyPayment } from '../../../test/orders.js';
import {
  RAZORPAY_METHODS,
  razorpayEvent,
  razorpayPayment,
} from '../../../test/razorpayPayments.js';
import {
  type RazorpayServer,
  startAppOnRazorpay,
  startRazorpayServer,
} from '../../../test/razorpayServer.js';
import type { TestApp } from '../../../test/testApp.js';

/**
 * The checkout's verify (POST /api/payments/verify) does not wait for the webhook to know how a
 * payment was made: it asks Razorpay's Fetch Payment API (GET /v1/payments/:id, with the key),
 * served here by a Razorpay-shaped server on 127.0.0.1 answering its documented payment entity.
 */
let razorpay: RazorpayServer;
let t: TestApp;
beforeEach(async () => {
  razorpay = await startRazorpayServer();
  t = await startAppOnRazorpay(razorpay);
});
afterEach(async () => {
  await t.close();
  await razorpay.close();
});

const rowOf = (orderId: string) =>
  t.app.db.select().from(bookings).where(eq(bookings.orderId, orderId)).get();

describe('verify asks Razorpay how the payment was made', () => {
  it.each([
    ['upi', 'upi', '313436009914', 'Paid by UPI, reference 313436009914'],
    [
      'netbanking',
      'netbanking',
      'HDFC 0125836177',
      'Paid by net banking, reference HDFC 0125836177',
    ],
    ['card', 'card', 'Visa ending 1111', 'Paid by card, reference Visa ending 1111'],
    ['wallet', 'wallet', 'freecharge', 'Paid by wallet, reference freecharge'],
  ] as const)(
    '%s: confirmed with its method and reference, in the e-mail too',
    async (kind, method, reference, line) => {
      const order = await placeOrder(t);
      razorpay.addPayment(razorpayPayment(order, `pay_${kind}V`, RAZORPAY_METHODS[kind]));
      const verified = await verifyPayment(t, order.orderId, `pay_${kind}V`);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({ status: 'confirmed', paymentId: `pay_${kind}V` });
      expect(razorpay.paymentLookups()).toBe(1);
      expect(rowOf(order.orderId)).toMatchObject({
        status: 'confirmed',
        paymentMethod: method,
        paymentReference: reference,
      });
      expect(t.mails()).toHaveLength(1);
      expect(t.mails()[0]?.text).toContain(line);
    },
  );

  it.each([
    ['refused (HTTP 500)', 'refuse'],
    ['cut off', 'lose'],
  ] as const)(
    'a lookup %s still confirms the payment; the webhook then says how it was paid',
    async (_case, mode) => {
      const order = await placeOrder(t);
      const paid = razorpayPayment(order, 'pay_upiL', RAZORPAY_METHODS.upi);
      razorpay.addPayment(paid);
      razorpay.answerPaymentLookups(mode);
      const verified = await verifyPayment(t, order.orderId, 'pay_upiL');
      expect(verified.statusCode, verified.body).toBe(200);
      expect(razorpay.paymentLookups()).toBe(1);
      expect(rowOf(order.orderId)).toMatchObject({
        status: 'confirmed',
        paymentId: 'pay_upiL',
        paymentMethod: null,
      });
      expect(t.count('tax_documents')).toBe(1);
      expect(t.mails()).toHaveLength(1);

      const webhook = await sendWebhook(t, razorpayEvent('payment.captured', order, paid));
      expect(webhook.json()).toMatchObject({ outcome: 'already' });
      expect(rowOf(order.orderId)).toMatchObject({
        paymentMethod: 'upi',
        paymentReference: '313436009914',
      });
      expect(t.mails()).toHaveLength(1);
    },
  );

  it('a payment Razorpay files under another order keeps no method from the lookup', async () => {
    const order = await placeOrder(t);
    razorpay.addPayment(
      razorpayPayment(
        { ...order, orderId: 'order_someoneElse' },
        'pay_cardX',
        RAZORPAY_METHODS.card,
      ),
    );
    const verified = await verifyPayment(t, order.orderId, 'pay_cardX');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(razorpay.paymentLookups()).toBe(1);
    expect(rowOf(order.orderId)).toMatchObject({ status: 'confirmed', paymentMethod: null });
  });

  it('a bad signature is refused before Razorpay is asked anything', async () => {
    const order = await placeOrder(t);
    const refused = await verifyPayment(t, order.orderId, 'pay_forged', 'f'.repeat(64));
    expect(refused.statusCode).toBe(400);
    expect(razorpay.paymentLookups()).toBe(0);
    expect(rowOf(order.orderId)?.status).toBe('pending');
  });
});
