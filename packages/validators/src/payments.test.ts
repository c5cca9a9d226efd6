import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createOrder,
  customerDetails,
  razorpayVerification,
  testCompletion,
  testGatewayForm,
  testGatewayNetbankingForm,
  testGatewayUpiForm,
} from './payments.js';
import { PRINTABLE_NAME_RANGES, unprintableInName, unprintableNameMessage } from './printable.js';

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

  it('takes a business GSTIN, upper-cased, and refuses one whose check character is wrong', () => {
    const guest = { fullName: 'Asha Patil', mobileNumber: '9876543210', email: 'asha@example.com' };
    expect(customerDetails.parse({ ...guest, gstin: ' 29aagcb7383j1z4 ' }).gstin).toBe(
      '29AAGCB7383J1Z4',
    );
    expect(customerDetails.parse({ ...guest, gstin: '' }).gstin).toBeUndefined();
    expect(issuesOf(customerDetails.safeParse({ ...guest, gstin: '29AAGCB7383J1Z5' }))).toEqual([
      ['gstin', 'GSTIN has a wrong check character (the last one): please copy the GSTIN again.'],
    ]);
    expect(issuesOf(customerDetails.safeParse({ ...guest, gstin: '29AAGCB' }))).toEqual([
      ['gstin', 'GSTIN must be 15 characters, e.g. 27AAPFU0939F1ZV.'],
    ]);
  });
});

describe('customerDetails.fullName: only what the tax invoice can print', () => {
  const guest = { mobileNumber: '9876543210', email: 'asha@example.com' };
  const nameIssues = (fullName: string) =>
    issuesOf(customerDetails.safeParse({ ...guest, fullName }));

  it.each([
    'अनिल शर्मा',
    'क्षमा त्र्यंबके',
    'Zoë Ångström',
    'Zoe\u0308 Ångstro\u0308m',
    'Nguyễn Thị Minh Khai',
    'Łukasz Dvořák',
    'D’Souza, Maria-José',
    'Bhide & Sons Pvt. Ltd. (No. 2)',
    'Дмитрий Σοφία',
  ])('takes %s', (fullName) => {
    expect(nameIssues(fullName)).toEqual([]);
  });

  it('refuses a name with characters it cannot print, naming them (five at most)', () => {
    expect(nameIssues('王小明')).toEqual([
      [
        'fullName',
        'Please write the name in English (Latin) or Devanagari letters: the tax invoice cannot print “王” “小” “明”.',
      ],
    ]);
    expect(nameIssues('Asha 🙏🙏')).toEqual([['fullName', unprintableNameMessage(['🙏'])]]);
    for (const name of ['அனில்', 'ಅನಿಲ್', 'أنيل', '김민준']) {
      expect(unprintableInName(name)).toEqual([...new Set(name)]);
    }
    expect(unprintableNameMessage([...'abcdefg'])).toContain('“e”.');
  });

  it('has its ranges in order and apart, so each code point has one answer', () => {
    PRINTABLE_NAME_RANGES.forEach(([from, to], index) => {
      expect(from).toBeLessThanOrEqual(to);
      expect(from).toBeGreaterThan(PRINTABLE_NAME_RANGES[index - 1]?.[1] ?? -1);
    });
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

describe('testCompletion: the test gateway’s ways to pay', () => {
  const messages = (body: unknown) => {
    const parsed = testCompletion.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('takes a card when no method is named, so the first callers keep working', () => {
    expect(testCompletion.parse({ orderId: 'order_test_1', outcome: 'success' })).toEqual({
      orderId: 'order_test_1',
      method: 'card',
      outcome: 'success',
    });
  });

  it('takes UPI with a UPI ID shaped name@bank, and says so otherwise', () => {
    expect(
      testCompletion.parse({ orderId: 'order_test_1', method: 'upi', vpa: ' success@razorpay ' }),
    ).toEqual({ orderId: 'order_test_1', method: 'upi', vpa: 'success@razorpay' });
    expect(messages({ orderId: 'order_test_1', method: 'upi', vpa: 'asha.patil' })).toEqual([
      'UPI ID must look like name@bank, e.g. success@razorpay',
    ]);
    expect(messages({ orderId: 'order_test_1', method: 'upi' })).toEqual(['UPI ID is required']);
    expect(
      messages({ orderId: 'order_test_1', method: 'upi', vpa: 'a@b', outcome: 'success' }),
    ).not.toEqual([]);
  });

  it('takes net banking with a bank of the list and an outcome', () => {
    expect(
      testCompletion.safeParse({
        orderId: 'order_test_1',
        method: 'netbanking',
        bank: 'HDFC',
        outcome: 'decline',
        declineReason: 'Cancelled at the bank',
      }).success,
    ).toBe(true);
    expect(
      messages({ orderId: 'order_test_1', method: 'netbanking', bank: 'XYZ', outcome: 'success' }),
    ).toEqual(['Bank must be one of: HDFC, ICIC, SBIN, UTIB, KKBK.']);
    expect(messages({ orderId: 'order_test_1', method: 'emi', outcome: 'success' })).toEqual([
      'Method must be one of: card, upi, netbanking, wallet.',
    ]);
  });

  it('takes a wallet of the list and an outcome', () => {
    expect(
      testCompletion.safeParse({
        orderId: 'order_test_1',
        method: 'wallet',
        wallet: 'phonepe',
        outcome: 'success',
      }).success,
    ).toBe(true);
    expect(messages({ orderId: 'order_test_1', method: 'wallet', outcome: 'success' })).toEqual([
      'Wallet must be one of: amazonpay, phonepe, mobikwik, freecharge, airtelmoney.',
    ]);
  });
});

describe('testGatewayForm', () => {
  const guest = { fullName: 'Asha', mobileNumber: '9876543210', email: 'asha@example.com' };
  const card = { cardNumber: '4111 1111 1111 1111', expiryDate: '12/30', cvv: '123' };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a good card, the number without its spaces', () => {
    expect(testGatewayForm.parse({ ...guest, ...card, termsAccepted: true })).toMatchObject({
      cardNumber: '4111111111111111',
      expiryDate: '12/30',
      cvv: '123',
    });
  });

  it('answers every field with the source’s message', () => {
    const first = (value: Record<string, unknown>) =>
      Object.fromEntries(
        issuesOf(testGatewayForm.safeParse(value))
          .reverse()
          .map(([path, message]) => [path, message]),
      );
    expect(
      first({ fullName: '', mobileNumber: '', email: '', cardNumber: '', expiryDate: '', cvv: '' }),
    ).toEqual({
      fullName: 'Full name is required',
      mobileNumber: 'Mobile number is required',
      email: 'Email is required',
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'CVV is required',
      termsAccepted: 'You must accept the terms and conditions',
    });
    expect(
      first({
        fullName: 'Asha',
        mobileNumber: '98765',
        email: 'asha@',
        cardNumber: '4111 1111 1111',
        expiryDate: '1230',
        cvv: '12',
        termsAccepted: false,
      }),
    ).toEqual({
      mobileNumber: 'Mobile number must be 10 digits',
      email: 'Email is invalid',
      cardNumber: 'Card number must be 16 digits',
      expiryDate: 'Expiry date must be in MM/YY format',
      cvv: 'CVV must be 3 or 4 digits',
      termsAccepted: 'You must accept the terms and conditions',
    });
  });

  it('refuses a card number that fails the Luhn check, as real gateways do', () => {
    const number = (cardNumber: string) =>
      issuesOf(testGatewayForm.safeParse({ ...guest, ...card, cardNumber, termsAccepted: true }));
    expect(number('4111 1111 1111 1112')).toEqual([['cardNumber', 'Card number is invalid']]);
    expect(number('1234 5678 9012 3456')).toEqual([['cardNumber', 'Card number is invalid']]);
    // The gateway's listed test cards all pass it.
    for (const cardNumber of [
      '4111111111111111',
      '5555555555554444',
      '4000000000000002',
      '4000000000009995',
    ]) {
      expect(number(cardNumber)).toEqual([]);
    }
  });

  it('takes a card through the end of its expiry month, in India’s calendar', () => {
    // 30 Nov 2026 20:00 UTC is already 1 Dec 2026 in India.
    vi.useFakeTimers({ now: new Date('2026-11-30T20:00:00Z'), toFake: ['Date'] });
    const expiry = (expiryDate: string) =>
      issuesOf(testGatewayForm.safeParse({ ...guest, ...card, expiryDate, termsAccepted: true }));
    expect(expiry('12/26')).toEqual([]);
    expect(expiry('11/26')).toEqual([['expiryDate', 'This card has expired']]);
    expect(expiry('01/27')).toEqual([]);
    expect(expiry('13/27')).toEqual([['expiryDate', 'Expiry date must be in MM/YY format']]);
  });
});

describe('the test gateway’s UPI and net banking forms', () => {
  const guest = { fullName: 'Asha', mobileNumber: '9876543210', email: 'asha@example.com' };

  it('asks UPI for a UPI ID shaped name@bank', () => {
    expect(
      testGatewayUpiForm.safeParse({ ...guest, vpa: 'asha@okhdfc', termsAccepted: true }).success,
    ).toBe(true);
    const bad = testGatewayUpiForm.safeParse({ ...guest, vpa: 'asha@', termsAccepted: true });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['vpa', 'UPI ID must look like name@bank, e.g. success@razorpay'],
    ]);
  });

  it('asks net banking for a bank of the list and its outcome', () => {
    const good = { ...guest, bank: 'KKBK', bankOutcome: 'decline', termsAccepted: true };
    expect(testGatewayNetbankingForm.safeParse(good).success).toBe(true);
    const bad = testGatewayNetbankingForm.safeParse({ ...good, bank: '' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(['Please choose your bank']);
  });
});
