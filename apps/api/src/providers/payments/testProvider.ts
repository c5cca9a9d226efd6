import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './PaymentProvider.js';

/** An id like Razorpay's, from a cryptographic source: `order_test_3kQ…`. */
export const testId = (prefix: 'order_test' | 'pay_test' | 'rfnd_test'): string =>
  `${prefix}_${randomBytes(12).toString('base64url')}`;

/**
 * The built-in test gateway (/paymentform): orders are made locally, and the page reports the
 * outcome of its test card to POST /api/payments/test/complete. No account, no network.
 */
export function testPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    async createOrder() {
      return { id: testId('order_test') };
    },
    // No money moved, so none goes back: the refund is done at once.
    async refund() {
      return { id: testId('rfnd_test'), status: 'processed' };
    },
  };
}
