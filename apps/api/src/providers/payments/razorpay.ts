import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PaymentProvider, PaymentProviderError } from './PaymentProvider.js';
import { paidByOf, type RazorpayPaymentEntity } from './razorpayPayment.js';

export const RAZORPAY_API = 'https://api.razorpay.com/v1';
export const RAZORPAY_ORDERS_URL = `${RAZORPAY_API}/orders`;
/** Razorpay's refunds API for one payment. */
export const razorpayRefundUrl = (paymentId: string) =>
  `${RAZORPAY_API}/payments/${encodeURIComponent(paymentId)}/refund`;

/** Razorpay's list of one payment's refunds (its most recent 100). */
export const razorpayRefundsListUrl = (paymentId: string) =>
  `${RAZORPAY_API}/payments/${encodeURIComponent(paymentId)}/refunds?count=100`;

/** Razorpay's Fetch Payment API: one payment entity. */
export const razorpayPaymentUrl = (paymentId: string) =>
  `${RAZORPAY_API}/payments/${encodeURIComponent(paymentId)}`;

/**
 * How long the checkout's verify waits for Razorpay to say how a payment was made: the payment
 * confirms either way, and the webhook says it later when this lookup fails.
 */
const PAYMENT_LOOKUP_MS = 5_000;

const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

export interface RazorpayKeys {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
}

/** HMAC-SHA256 of the text with the secret, as lowercase hex (what Razorpay sends). */
export const hmacHex = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Compares an expected hex digest with a received one in constant time. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(receivedHex.trim().toLowerCase(), 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/**
 * Razorpay: orders through the Orders API (HTTP Basic auth with the key id and secret),
 * checkout signatures checked with the key secret, webhooks with the webhook secret.
 * `fetchImpl` lets tests replay a recorded exchange; nothing else reaches the network.
 */
export function razorpayProvider(
  keys: RazorpayKeys,
  fetchImpl: typeof fetch = globalThis.fetch,
): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  /** Sends a request to Razorpay and reads its JSON answer; a network failure or refusal throws. */
  async function send(
    url: string,
    what: string,
    init: {
      readonly payload?: unknown;
      readonly headers?: Record<string, string>;
      readonly timeoutMs?: number;
    } = {},
  ) {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: init.payload === undefined ? 'GET' : 'POST',
        headers: {
          authorization,
          ...(init.payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        ...(init.payload === undefined ? {} : { body: JSON.stringify(init.payload) }),
        signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => undefined)) as
      | Record<string, unknown>
      | undefined;
    if (!response.ok || body === undefined || body === null || typeof body !== 'object') {
      const error = body?.error as { description?: unknown } | undefined;
      const description =
        typeof error?.description === 'string' ? error.description : 'no description';
      throw new PaymentProviderError(
        `Razorpay refused the ${what} (HTTP ${response.status}): ${description}`,
      );
    }
    return body;
  }

  /** An answer that must be one entity with its id. */
  function entity(body: Record<string, unknown>, what: string) {
    if (typeof body.id !== 'string') {
      throw new PaymentProviderError(`Razorpay answered the ${what} without an id.`);
    }
    return body as Record<string, unknown> & { id: string };
  }

  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amount, currency, receipt, notes }) {
      const body = entity(
        await send(RAZORPAY_ORDERS_URL, 'order', {
          payload: { amount, currency, receipt, notes },
        }),
        'order',
      );
      if (body.amount !== amount) {
        throw new PaymentProviderError(
          `Razorpay made an order for ${String(body.amount)} paise, not ${amount}.`,
        );
      }
      return { id: body.id };
    },
    async refund({ paymentId, amount, reference, receipt, idempotencyKey }) {
      // The same key and body twice make one refund at Razorpay (X-Refund-Idempotency).
      const body = entity(
        await send(razorpayRefundUrl(paymentId), 'refund', {
          payload: { amount, speed: 'normal', receipt, notes: { bookingReference: reference } },
          headers: { 'x-refund-idempotency': idempotencyKey },
        }),
        'refund',
      );
      const status = REFUND_STATUSES.find((known) => known === body.status);
      if (body.amount !== amount || !status) {
        throw new PaymentProviderError(
          `Razorpay answered a refund of ${String(body.amount)} paise (${String(body.status)}), not ${amount}.`,
        );
      }
      return { id: body.id, status };
    },
    async findRefunds({ paymentId, receipt }) {
      const body = await send(razorpayRefundsListUrl(paymentId), 'refund lookup');
      if (!Array.isArray(body.items)) {
        throw new PaymentProviderError('Razorpay answered the refund lookup without its items.');
      }
      return (body.items as Record<string, unknown>[]).flatMap((item) => {
        const status = REFUND_STATUSES.find((known) => known === item?.status);
        return item?.receipt === receipt && typeof item.id === 'string' && status
          ? [{ id: item.id, status }]
          : [];
      });
    },
    async fetchPayment(paymentId) {
      const body = entity(
        await send(razorpayPaymentUrl(paymentId), 'payment lookup', {
          timeoutMs: PAYMENT_LOOKUP_MS,
        }),
        'payment lookup',
      );
      return {
        id: body.id,
        orderId: typeof body.order_id === 'string' ? body.order_id : null,
        paidBy: paidByOf(body as RazorpayPaymentEntity),
      };
    },
    verifyPayment(orderId, paymentId, signature) {
      return signatureMatches(hmacHex(keys.keySecret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(keys.webhookSecret, rawBody), signature);
    },
  };
}
