import { describe, expect, it } from 'vitest';
import { createOrder, customerDetails, razorpayVerification, testCompletion } from './payments.js';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('customerDetails', () => {
  it('reads a valid guest, the mobile as 10 digits', () => {
    expect(
      customerDetails.parse({
        fullName: ' Asha Patil ',
        mobileNumber: '+91 98765 43210',
        email: 'asha@example.com',
      }),
    ).toEqual({ fullName: 'Asha Patil', mobileNumber: '9876543210', email: 'asha@example.com' });
  });

  it('answers with the source messages', () => {
    expect(issuesOf(customerDetails.safeParse({}))).toEqual([
      ['fullName', 'Full name is required'],
      ['mobileNumber', 'Mobile number is required'],
      ['email', 'Email is required'],
    ]);
    expect(
      issuesOf(customerDetails.safeParse({ fullName: 'A', mobileNumber: '98765', email: 'asha@' })),
    ).toEqual([
      ['mobileNumber', 'Mobile number must be 10 digits'],
      ['email', 'Email is invalid'],
    ]);
  });
});

describe('order and verification bodies', () => {
  const customer = { fullName: 'Asha', mobileNumber: '9876543210', email: 'asha@example.com' };

  it('refuses an amount or total from the browser', () => {
    expect(createOrder.safeParse({ quoteId: 'q1', customer }).success).toBe(true);
    expect(createOrder.safeParse({ quoteId: 'q1', customer, amount: 1 }).success).toBe(false);
    expect(
      createOrder.safeParse({ quoteId: 'q1', customer: { ...customer, total: 1 } }).success,
    ).toBe(false);
  });

  it('takes only a known outcome and a hex signature', () => {
    expect(testCompletion.safeParse({ orderId: 'order_test_1', outcome: 'success' }).success).toBe(
      true,
    );
    expect(testCompletion.safeParse({ orderId: 'order_test_1', outcome: 'paid' }).success).toBe(
      false,
    );
    const good = {
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'a'.repeat(64),
    };
    expect(razorpayVerification.safeParse(good).success).toBe(true);
    expect(razorpayVerification.safeParse({ ...good, razorpay_signature: 'xyz' }).success).toBe(
      false,
    );
  });
});
