import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Env } from '../config.js';
import { bookings } from '../db/schema.js';
import { razorpayProvider } from '../providers/payments/razorpay.js';
import { dayInIndia } from './bookingFixtures.js';
import { startTestApp, type TestApp } from './testApp.js';

export const customer = {
  fullName: 'Asha Patil',
  mobileNumber: '9876543210',
  email: 'asha@example.com',
} as const;

export interface QuoteChoice {
  readonly roomId?: string;
  readonly rooms?: number;
  readonly adults?: number;
  readonly checkIn?: string;
  readonly checkOut?: string;
  readonly children?: number;
  readonly breakfasts?: number;
  readonly lunchDinners?: number;
}

/** Stores a quote (a room page's selection) and returns its id. */
export async function newQuote(t: TestApp, choice: QuoteChoice = {}): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { roomId: 'akash-luxury-room', rooms: 1, adults: 2, ...choice },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

export interface PlacedOrder {
  readonly quoteId: string;
  readonly orderId: string;
  readonly amount: number;
  readonly bookingReference: string;
  readonly holdExpiresAt: string;
}

/**
 * Prices a stay and makes an order for it, as /Payment does: the rooms are held. `from` is the
 * guest's client address (one address may hold only so many rooms at once).
 */
export async function placeOrder(
  t: TestApp,
  choice: QuoteChoice = {},
  from = '127.0.0.1',
): Promise<PlacedOrder> {
  const quoteId = await newQuote(t, choice);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    payload: { quoteId, customer },
    remoteAddress: from,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { quoteId, ...response.json() };
}

export const razorpayKeys = {
  keyId: 'rzp_test_key',
  keySecret: 'key-secret',
  webhookSecret: 'webhook-secret',
} as const;

/** HMAC-SHA256 as lowercase hex: what Razorpay signs checkouts and webhooks with. */
export const signHex = (secret: string, text: string | Buffer): string =>
  createHmac('sha256', secret).update(text).digest('hex');

/** What the app sends Razorpay's Orders API. */
export interface SentOrder {
  readonly amount: number;
  readonly receipt: string;
  readonly notes: Record<string, string>;
}

/** What the app sends Razorpay's refunds API, and for which payment. */
export interface SentRefund {
  readonly paymentId: string;
  readonly amount: number;
  readonly receipt: string;
  readonly notes: Record<string, string>;
}

/** Razorpay's refund entity for a sent refund, in the shape its API answers (recorded). */
export const razorpayRefund = (sent: SentRefund, id: string, status = 'processed'): Response =>
  Response.json({
    id,
    entity: 'refund',
    amount: sent.amount,
    currency: 'INR',
    payment_id: sent.paymentId,
    receipt: sent.receipt,
    notes: sent.notes,
    status,
    speed_requested: 'normal',
    created_at: 1764000000,
  });

/**
 * An app taking payments through Razorpay, whose API is replayed: each order gets a new id for
 * the amount it was sent (and `onOrder` hears what was sent); a refund is answered by
 * `onRefund` (by default: processed at once), and a lookup of a payment or its refunds finds none.
 * Nothing reaches the network. (test/razorpayServer.ts serves the same API over HTTP, keeping
 * the refunds it makes.)
 */
export async function startRazorpayApp(
  env: Partial<Record<keyof Env, string>> = {},
  onOrder: (sent: SentOrder) => void = () => {},
  onRefund: (sent: SentRefund) => Response | Promise<Response> = (sent) =>
    razorpayRefund(sent, 'rfnd_rzp1'),
): Promise<TestApp> {
  let sequence = 0;
  const ordersApi = (async (url: string, init: RequestInit) => {
    const refunding = /\/payments\/([^/]+)\/refund$/.exec(url);
    if (refunding?.[1]) {
      const body = JSON.parse(String(init.body)) as Omit<SentRefund, 'paymentId'>;
      return onRefund({ paymentId: decodeURIComponent(refunding[1]), ...body });
    }
    if (/\/payments\/[^/]+\/refunds\?/.test(url)) {
      return Response.json({ entity: 'collection', count: 0, items: [] });
    }
    if (/\/payments\/[^/]+$/.test(url)) {
      // The Fetch Payment API knows none of these tests' payments (test/razorpayServer.ts does).
      return Response.json(
        { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
        { status: 400 },
      );
    }
    const sent = JSON.parse(String(init.body)) as SentOrder;
    onOrder(sent);
    sequence += 1;
    return Response.json({
      id: `order_rzp${sequence}`,
      entity: 'order',
      amount: sent.amount,
      currency: 'INR',
      receipt: sent.receipt,
      status: 'created',
    });
  }) as unknown as typeof fetch;
  return startTestApp(
    {
      RAZORPAY_KEY_ID: razorpayKeys.keyId,
      RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
      ...env,
    },
    { paymentProvider: razorpayProvider(razorpayKeys, ordersApi) },
  );
}

/** The statuses of an order's bookings (one a room), in the order they were made. */
export const orderStatuses = (t: TestApp, orderId: string): string[] =>
  t.app.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.orderId, orderId))
    .all()
    .map((row) => row.status);

/** Razorpay's payment.captured event for a payment of an order, as the raw body it signs. */
export const capturedEvent = (
  orderId: string,
  paymentId: string,
  amount: number,
  currency = 'INR',
): string =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: paymentId, order_id: orderId, amount, currency, status: 'captured' },
      },
    },
  });

/** A booking paid through the API with the test gateway, signed in (cookie) or not. */
export async function payBooking(
  t: TestApp,
  {
    cookie,
    fullName = customer.fullName,
    mobileNumber = customer.mobileNumber,
    email = customer.email,
    gstin,
    acceptLanguage,
    ...choice
  }: QuoteChoice & {
    cookie?: string | undefined;
    /** The language of the page the guest books from (`mr-IN`): the web sends it. */
    acceptLanguage?: string;
    fullName?: string;
    mobileNumber?: string;
    email?: string;
    gstin?: string;
  } = {},
): Promise<typeof bookings.$inferSelect> {
  const quoteId = await newQuote(t, {
    // Three days ahead: at any hour in India, more than the policy's 48 hours before check-in.
    checkIn: dayInIndia(3),
    checkOut: dayInIndia(5),
    ...choice,
  });
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    payload: {
      quoteId,
      customer: { ...customer, fullName, mobileNumber, email, ...(gstin ? { gstin } : {}) },
    },
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
  });
  expect(order.statusCode, order.body).toBe(201);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/test/complete',
    payload: { orderId: order.json().orderId, outcome: 'success' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const row = t.app.db
    .select()
    .from(bookings)
    .where(eq(bookings.orderId, order.json().orderId))
    .get();
  if (!row) throw new Error('The paid order has no booking.');
  return row;
}

/** The checkout's POST /api/payments/verify for a payment of an order, signed as Razorpay does. */
export const verifyPayment = (
  t: TestApp,
  orderId: string,
  paymentId: string,
  signature = signHex(razorpayKeys.keySecret, `${orderId}|${paymentId}`),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    payload: {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    },
  });

/** A Razorpay webhook: the raw body, signed with the webhook secret unless a signature is given. */
export const sendWebhook = (
  t: TestApp,
  body: string,
  signature = signHex(razorpayKeys.webhookSecret, body),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
  });

/**
 * A walk-in booked at the desk (`POST /api/admin/bookings`) by `cookie`'s account: two adults in
 * Akash's luxury room paid in cash, for Ravi Kulkarni, unless `stay` says otherwise (its dates at
 * least).
 */
export const bookWalkIn = (
  t: TestApp,
  cookie: string,
  stay: { readonly checkIn: string; readonly checkOut: string } & Record<string, unknown>,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/bookings',
    headers: { cookie },
    payload: {
      roomId: 'akash-luxury-room',
      adults: 2,
      guest: { name: 'Ravi Kulkarni', mobile: '9876543210' },
      payment: { method: 'cash' },
      ...stay,
    },
  });
