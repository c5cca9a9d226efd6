import { describe, expect, it } from 'vitest';
import { testPaymentProvider } from './testProvider.js';

const refund = {
  paymentId: 'pay_test_1',
  amount: 1000,
  reference: 'DSH-7K3Q9P',
  receipt: 'refund-1',
  idempotencyKey: 'pay_test_1-refund-1-1',
};

describe('the test gateway’s refunds', () => {
  it('answers the same refund for the same idempotency key, never a second one', async () => {
    const gateway = testPaymentProvider();
    const first = await gateway.refund(refund);
    expect(first).toEqual({ id: expect.stringMatching(/^rfnd_test_/), status: 'processed' });
    expect(await gateway.refund(refund)).toEqual(first);
    expect(await gateway.findRefunds(refund)).toEqual([first]);

    // Another attempt's key is another refund, found under the same receipt.
    const second = await gateway.refund({ ...refund, idempotencyKey: 'pay_test_1-refund-1-2' });
    expect(second.id).not.toBe(first.id);
    expect(await gateway.findRefunds(refund)).toEqual([first, second]);
  });

  it('finds none under a receipt or payment it never refunded', async () => {
    const gateway = testPaymentProvider();
    await gateway.refund(refund);
    expect(await gateway.findRefunds({ paymentId: 'pay_test_1', receipt: 'refund-2' })).toEqual([]);
    expect(await gateway.findRefunds({ paymentId: 'pay_test_2', receipt: 'refund-1' })).toEqual([]);
  });
});
