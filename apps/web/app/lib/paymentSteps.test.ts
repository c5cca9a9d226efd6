import { describe, expect, it } from 'vitest';
import { stateOfOrder } from './paymentSteps';

const order = { bookingReference: 'DSH-7K3Q9P', amount: 1228290 } as const;

describe('stateOfOrder: /Payment back from the gateway', () => {
  it('says why a declined attempt failed while the booking stays held, so Pay tries the same booking', () => {
    expect(
      stateOfOrder({
        ...order,
        status: 'pending',
        holdExpiresAt: '2026-11-22T10:15:00.000Z',
        description: 'Insufficient funds (test card)',
      }),
    ).toEqual({ kind: 'failed', description: 'Insufficient funds (test card)' });
  });

  it('is held, not failed, while an attempt has not come back', () => {
    expect(
      stateOfOrder({ ...order, status: 'pending', holdExpiresAt: '2026-11-22T10:15:00.000Z' }),
    ).toEqual({ kind: 'held', until: '2026-11-22T10:15:00.000Z' });
  });

  it('is paid once confirmed, with the payment and the reference', () => {
    expect(
      stateOfOrder({ ...order, status: 'confirmed', paymentId: 'pay_test_Q2l0x9dYb1vWm3Ae' }),
    ).toEqual({ kind: 'paid', paymentId: 'pay_test_Q2l0x9dYb1vWm3Ae', reference: 'DSH-7K3Q9P' });
  });
});
