import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderRefund } from './PaymentProvider.js';

/** An id like Razorpay's, from a cryptographic source: `order_test_3kQ…`. */
export const testId = (prefix: 'order_test' | 'pay_test' | 'rfnd_test'): string =>
  `${prefix}_${randomBytes(12).toString('base64url')}`;

/**
 * The built-in test gateway (/paymentform): orders are made locally, and the page reports the
 * outcome of its test card to POST /api/payments/test/complete. No account, no network. It keeps
 * the refunds it made (in memory) as Razorpay does: the same idempotency key answers the same
 * refund, and a receipt finds the refunds made under it.
 */
export function testPaymentProvider(): PaymentProvider {
  const byKey = new Map<string, ProviderRefund>();
  const byReceipt = new Map<string, ProviderRefund[]>();
  return {
    name: 'test',
    async createOrder() {
      return { id: testId('order_test') };
    },
    // No money moved, so none goes back: the refund is done at once.
    async refund({ paymentId, receipt, idempotencyKey }) {
      const made = byKey.get(idempotencyKey);
      if (made) return made;
      const refund: ProviderRefund = { id: testId('rfnd_test'), status: 'processed' };
      byKey.set(idempotencyKey, refund);
      const underReceipt = `${paymentId} ${receipt}`;
      byReceipt.set(underReceipt, [...(byReceipt.get(underReceipt) ?? []), refund]);
      return refund;
    },
    async findRefunds({ paymentId, receipt }) {
      return byReceipt.get(`${paymentId} ${receipt}`) ?? [];
    },
  };
}
