import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PaymentProvider, PaymentProviderError } from './PaymentProvider.js';

export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

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
  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amount, currency, receipt, notes }) {
      let response: Response;
      try {
        response = await fetchImpl(RAZORPAY_ORDERS_URL, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ amount, currency, receipt, notes }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new PaymentProviderError(
          `Razorpay could not be reached: ${(error as Error).message}`,
        );
      }
      const body = (await response.json().catch(() => undefined)) as
        | { id?: unknown; amount?: unknown; error?: { description?: unknown } }
        | undefined;
      if (!response.ok || typeof body?.id !== 'string') {
        const description =
          typeof body?.error?.description === 'string' ? body.error.description : 'no description';
        throw new PaymentProviderError(
          `Razorpay refused the order (HTTP ${response.status}): ${description}`,
        );
      }
      if (body.amount !== amount) {
        throw new PaymentProviderError(
          `Razorpay made an order for ${String(body.amount)} paise, not ${amount}.`,
        );
      }
      return { id: body.id };
    },
    verifyPayment(orderId, paymentId, signature) {
      return signatureMatches(hmacHex(keys.keySecret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(keys.webhookSecret, rawBody), signature);
    },
  };
}
