import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../../db/schema.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import {
  customer,
  razorpayKeys as keys,
  newQuote,
  type SentRefund,
  signHex as sign,
  startRazorpayApp,
  verifyPayment,
} from '../../../test/orders.js';
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
    return Response.json({
      id: 'rfnd_FP8QHiV938haTz',
      entity: 'refund',
      amount: sent.amount,
      currency: 'INR',
      payment_id: sent.paymentId,
      receipt: sent.receipt,
      notes: sent.notes,
      status: 'processed',
      speed_requested: 'normal',
      created_at: 1764150100,
    });
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

/** Razorpay's payment entity (GET /v1/payments/:id, and every payment webhook), captured. */
const payment = (order: Order, id: string, method: Record<string, unknown>) => ({
  id,
  entity: 'payment',
  amount: order.amount,
  currency: 'INR',
  status: 'captured',
  order_id: order.orderId,
  invoice_id: null,
  international: false,
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: `Booking ${order.bookingReference}`,
  card_id: null,
  bank: null,
  wallet: null,
  vpa: null,
  email: 'asha@example.com',
  contact: '+919876543210',
  notes: { booking: order.bookingReference },
  fee: 2360,
  tax: 360,
  error_code: null,
  error_description: null,
  error_source: null,
  error_step: null,
  error_reason: null,
  acquirer_data: {},
  created_at: 1764150000,
  ...method,
});

/** The method-specific fields of each way to pay, as Razorpay documents them. */
const METHODS = {
  upi: {
    method: 'upi',
    vpa: 'gaurav.kumar@exampleupi',
    upi: { payer_account_type: 'bank_account', vpa: 'gaurav.kumar@exampleupi' },
    acquirer_data: { rrn: '313436009914', upi_transaction_id: 'AXI4a3f2b7c9d1e48e6b0f5c2a7' },
  },
  netbanking: {
    method: 'netbanking',
    bank: 'HDFC',
    acquirer_data: { bank_transaction_id: '0125836177' },
  },
  wallet: { method: 'wallet', wallet: 'freecharge', acquirer_data: { transaction_id: null } },
  card: {
    method: 'card',
    card_id: 'card_DG4ZdUO3xABb20',
    card: {
      id: 'card_DG4ZdUO3xABb20',
      entity: 'card',
      name: 'Gaurav Kumar',
      last4: '1111',
      network: 'Visa',
      type: 'credit',
      issuer: null,
      international: false,
      emi: false,
      sub_type: 'consumer',
    },
    acquirer_data: { auth_code: '828553' },
  },
} as const;

/** Razorpay's event envelope; order.paid carries the order entity beside the payment. */
const event = (name: string, order: Order, entity: Record<string, unknown>) =>
  JSON.stringify({
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: name,
    contains: name === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity },
      ...(name === 'order.paid'
        ? {
            order: {
              entity: {
                id: order.orderId,
                entity: 'order',
                amount: order.amount,
                amount_paid: order.amount,
                amount_due: 0,
                currency: 'INR',
                receipt: order.bookingReference,
                offer_id: null,
                status: 'paid',
                attempts: 1,
                notes: {},
                created_at: 1764149900,
              },
            },
          }
        : {}),
    },
    created_at: 1764150001,
  });

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

const mails = () =>
  (
    t.app.db as unknown as {
      $client: { prepare(sql: string): { all(): { subject: string; text: string }[] } };
    }
  ).$client
    .prepare('select subject, text from mail_outbox order by id')
    .all();

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
