import { describe, expect, it } from 'vitest';
import { expectFailure } from '../../../test/apiAssertions.js';
import { razorpayKeys } from '../../../test/orders.js';
import { appForEachTest, startTestApp } from '../../../test/testApp.js';

const app = appForEachTest();

describe('GET /api/health', () => {
  it('reports the service and its database ready', async () => {
    const response = await app.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const response = await app.t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expectFailure(response, 404, 'NOT_FOUND', 'There is nothing at GET /api/nowhere.');
  });
});

describe('GET /api/site', () => {
  it('says test payments are on while the built-in test gateway takes them', async () => {
    const response = await app.t.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ testPayments: true });
  });

  it('says they are off when Razorpay takes real payments', async () => {
    const live = await startTestApp({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: razorpayKeys.keyId,
      RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
    });
    try {
      const response = await live.app.inject({ method: 'GET', url: '/api/site' });
      expect(response.json()).toEqual({ testPayments: false });
    } finally {
      await live.close();
    }
  });
});
