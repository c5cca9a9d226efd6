import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './PaymentProvider.js';
import {
  hmacHex,
  RAZORPAY_ORDERS_URL,
  razorpayProvider,
  razorpayRefundsListUrl,
  razorpayRefundUrl,
  signatureMatches,
} from './razorpay.js';

const keys = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'secret', webhookSecret: 'whsec' };

/** The shape of Razorpay's answer to POST /v1/orders, as recorded from its documentation. */
const recordedOrder = {
  id: 'order_IluGWxBm9U8zJ8',
  entity: 'order',
  amount: 1349764,
  amount_paid: 0,
  amount_due: 1349764,
  currency: 'INR',
  receipt: 'DSH-7K3Q9P',
  offer_id: null,
  status: 'created',
  attempts: 0,
  notes: { bookingReference: 'DSH-7K3Q9P' },
  created_at: 1642662092,
};

function recordingFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const request = {
  amount: 1349764,
  currency: 'INR' as const,
  receipt: 'DSH-7K3Q9P',
  notes: { bookingReference: 'DSH-7K3Q9P' },
};

describe('razorpayProvider.createOrder', () => {
  it('POSTs the order with Basic auth and JSON, and returns its id', async () => {
    const { calls, fetchImpl } = recordingFetch(200, recordedOrder);
    const provider = razorpayProvider(keys, fetchImpl);
    expect(await provider.createOrder(request)).toEqual({ id: 'order_IluGWxBm9U8zJ8' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe(RAZORPAY_ORDERS_URL);
    expect(call?.init.method).toBe('POST');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_1DP5mmOlF5G5ag:secret').toString('base64')}`,
    );
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual(request);
    expect(provider.keyId).toBe(keys.keyId);
  });

  it('throws a provider error with Razorpay’s description when it refuses', async () => {
    const { fetchImpl } = recordingFetch(400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' },
    });
    const attempt = razorpayProvider(keys, fetchImpl).createOrder(request);
    await expect(attempt).rejects.toThrow(PaymentProviderError);
    await expect(attempt).rejects.toThrow('The amount must be atleast INR 1.00');
  });

  it('refuses an order for another amount, and a network failure', async () => {
    const { fetchImpl } = recordingFetch(200, { ...recordedOrder, amount: 100 });
    await expect(razorpayProvider(keys, fetchImpl).createOrder(request)).rejects.toThrow(
      'not 1349764',
    );
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(razorpayProvider(keys, offline).createOrder(request)).rejects.toThrow(
      'could not be reached',
    );
  });
});

/** The shape of Razorpay's answer to POST /v1/payments/:id/refund, from its documentation. */
const recordedRefund = {
  id: 'rfnd_FP8QHiV938haTz',
  entity: 'refund',
  amount: 674882,
  receipt: 'refund-12',
  currency: 'INR',
  payment_id: 'pay_29QQoUBi66xm2f',
  notes: { bookingReference: 'DSH-7K3Q9P' },
  acquirer_data: { arn: null },
  created_at: 1597078866,
  batch_id: null,
  status: 'pending',
  speed_processed: 'normal',
  speed_requested: 'normal',
};

describe('razorpayProvider.refund', () => {
  const refund = {
    paymentId: 'pay_29QQoUBi66xm2f',
    amount: 674882,
    reference: 'DSH-7K3Q9P',
    receipt: 'refund-12',
    idempotencyKey: 'pay_29QQoUBi66xm2f-refund-12-1',
  };

  it('POSTs the amount to the payment’s refunds API under the row’s receipt and the attempt’s idempotency key', async () => {
    const { calls, fetchImpl } = recordingFetch(200, recordedRefund);
    expect(await razorpayProvider(keys, fetchImpl).refund(refund)).toEqual({
      id: 'rfnd_FP8QHiV938haTz',
      status: 'pending',
    });
    expect(calls[0]?.url).toBe('https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refund');
    expect(calls[0]?.url).toBe(razorpayRefundUrl('pay_29QQoUBi66xm2f'));
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      amount: 674882,
      speed: 'normal',
      receipt: 'refund-12',
      notes: { bookingReference: 'DSH-7K3Q9P' },
    });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['x-refund-idempotency']).toBe('pay_29QQoUBi66xm2f-refund-12-1');
  });

  it('throws with Razorpay’s description when it refuses, and for another amount', async () => {
    const refused = recordingFetch(400, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The refund amount provided is greater than amount captured',
      },
    });
    await expect(razorpayProvider(keys, refused.fetchImpl).refund(refund)).rejects.toThrow(
      'Razorpay refused the refund (HTTP 400): The refund amount provided is greater than amount captured',
    );
    const other = recordingFetch(200, { ...recordedRefund, amount: 100 });
    await expect(razorpayProvider(keys, other.fetchImpl).refund(refund)).rejects.toThrow(
      PaymentProviderError,
    );
  });
});

describe('razorpayProvider.findRefunds', () => {
  /** Razorpay's list of a payment's refunds (GET /v1/payments/:id/refunds), as documented. */
  const recordedList = {
    entity: 'collection',
    count: 3,
    items: [
      { ...recordedRefund, id: 'rfnd_FP8DDKxqJif6ca', receipt: null, status: 'processed' },
      { ...recordedRefund, id: 'rfnd_FP8DRfu3ygfOaC', receipt: 'refund-12', status: 'failed' },
      { ...recordedRefund, id: 'rfnd_FP8QHiV938haTz', receipt: 'refund-12', status: 'pending' },
    ],
  };

  it('GETs the payment’s refunds and answers those made under the receipt', async () => {
    const { calls, fetchImpl } = recordingFetch(200, recordedList);
    const found = await razorpayProvider(keys, fetchImpl).findRefunds({
      paymentId: 'pay_29QQoUBi66xm2f',
      receipt: 'refund-12',
    });
    expect(found).toEqual([
      { id: 'rfnd_FP8DRfu3ygfOaC', status: 'failed' },
      { id: 'rfnd_FP8QHiV938haTz', status: 'pending' },
    ]);
    expect(calls[0]?.url).toBe(razorpayRefundsListUrl('pay_29QQoUBi66xm2f'));
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('throws when Razorpay cannot be asked, so nothing is sent blindly', async () => {
    const refused = recordingFetch(500, { error: { description: 'Internal error' } });
    const lookup = { paymentId: 'pay_29QQoUBi66xm2f', receipt: 'refund-12' };
    await expect(razorpayProvider(keys, refused.fetchImpl).findRefunds(lookup)).rejects.toThrow(
      'Razorpay refused the refund lookup (HTTP 500): Internal error',
    );
    const garbled = recordingFetch(200, { entity: 'collection' });
    await expect(razorpayProvider(keys, garbled.fetchImpl).findRefunds(lookup)).rejects.toThrow(
      PaymentProviderError,
    );
  });
});

describe('signatures', () => {
  it('matches the known vector of openssl dgst -sha256 -hmac secret', () => {
    // printf '%s' 'order_1|pay_1' | openssl dgst -sha256 -hmac secret
    const expected = '52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb';
    expect(hmacHex('secret', 'order_1|pay_1')).toBe(expected);
    const provider = razorpayProvider(keys);
    expect(provider.verifyPayment?.('order_1', 'pay_1', expected)).toBe(true);
    expect(provider.verifyPayment?.('order_1', 'pay_1', expected.toUpperCase())).toBe(true);
    expect(provider.verifyPayment?.('order_1', 'pay_2', expected)).toBe(false);
    expect(provider.verifyPayment?.('order_1', 'pay_1', expected.slice(0, 63))).toBe(false);
    expect(provider.verifyPayment?.('order_1', 'pay_1', '')).toBe(false);
  });

  it('checks webhook bodies with the webhook secret, byte for byte', () => {
    const body = '{"event":"payment.captured","payload":{}}';
    const signature = createHmac('sha256', 'whsec').update(body).digest('hex');
    const provider = razorpayProvider(keys);
    expect(provider.verifyWebhook?.(body, signature)).toBe(true);
    expect(provider.verifyWebhook?.(`${body} `, signature)).toBe(false);
    expect(provider.verifyWebhook?.(body, hmacHex('secret', body))).toBe(false);
    expect(signatureMatches('ab', 'abc')).toBe(false);
  });
});
