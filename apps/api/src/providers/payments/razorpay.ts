import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PaymentProvider, PaymentProviderError } from './PaymentProvider.js';

export const RAZORPAY_API = 'https://api.razorpay.com/v1';
export const RAZORPAY_ORDERS_URL = `${RAZORPAY_API}/orders`;
/** Razorpay's refunds API for one payment. */
export const razorpayRefundUrl = (paymentId: string) =>
  `${RAZORPAY_API}/payments/${encodeURIComponent(paymentId)}/refund`;

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

  /** POSTs JSON to Razorpay and reads its answer; a network failure or refusal throws. */
  async function post(url: string, payload: unknown, what: string) {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => undefined)) as
      | Record<string, unknown>
      | undefined;
    if (!response.ok || typeof body?.id !== 'string') {
      const error = body?.error as { description?: unknown } | undefined;
      const description =
        typeof error?.description === 'string' ? error.description : 'no description';
      throw new PaymentProviderError(
        `Razorpay refused the ${what} (HTTP ${response.status}): ${description}`,
      );
    }
    return body as Record<string, unknown> & { id: string };
  }

  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amount, currency, receipt, notes }) {
      const body = await post(RAZORPAY_ORDERS_URL, { amount, currency, receipt, notes }, 'order');
      if (body.amount !== amount) {
        throw new PaymentProviderError(
          `Razorpay made an order for ${String(body.amount)} paise, not ${amount}.`,
        );
      }
      return { id: body.id };
    },
    async refund({ paymentId, amount, receipt }) {
      const body = await post(
        razorpayRefundUrl(paymentId),
        { amount, speed: 'normal', receipt, notes: { bookingReference: receipt } },
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
    verifyPayment(orderId, paymentId, signature) {
      return signatureMatches(hmacHex(keys.keySecret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(keys.webhookSecret, rawBody), signature);
    },
  };
}
