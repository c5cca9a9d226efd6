import { gstinProblem } from '@hotel/content/gstin';
import { m } from '@hotel/i18n/messages';
import { z } from 'zod';
import { todayInIndia } from './dates.js';
import { mobile, says, text } from './fields.js';
import { unprintableInName, unprintableNameMessage } from './printable.js';
import {
  TEST_NETBANKING_BANKS,
  TEST_WALLETS,
  type TestNetbankingBank,
  type TestWallet,
} from './testGateway.js';

/** /Payment's 'Customer Details' form, with the source's messages. */
/**
 * The message for a GSTIN @hotel/content's gstinProblem refuses, a whole sentence per problem in
 * the language being rendered (its own words are English).
 */
function gstinMessage(gstin: string, problem: string): string {
  if (problem.startsWith('should start with a state code')) {
    return m.fields_gstinStateCode({ found: gstin.slice(0, 2) });
  }
  if (problem.startsWith('has a wrong check character')) return m.fields_gstinCheckCharacter();
  return m.fields_gstinShape();
}

export const customerDetails = z.strictObject({
  /** Printed on the tax invoice: only characters its fonts have (a 400, not a garbled name). */
  fullName: text(m.fields_fullNameRequired)
    .min(1, says(m.fields_fullNameRequired))
    .max(100, says(m.api_nameTooLong))
    .superRefine((value, ctx) => {
      const unprintable = unprintableInName(value);
      if (unprintable.length > 0) {
        ctx.addIssue({ code: 'custom', message: unprintableNameMessage(unprintable) });
      }
    }),
  mobileNumber: mobile,
  email: text(m.fields_emailRequired)
    .min(1, says(m.fields_emailRequired))
    .max(254, says(m.fields_emailInvalid))
    .pipe(z.email(says(m.fields_emailInvalid))),
  /** For a business invoice: printed on the tax invoice when given. */
  gstin: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    z
      .string(says(m.fields_gstinNotText))
      .superRefine((value, ctx) => {
        const problem = gstinProblem(value);
        if (!problem) return;
        ctx.addIssue({ code: 'custom', message: gstinMessage(value, problem) });
      })
      .optional(),
  ),
});
export type CustomerDetails = z.infer<typeof customerDetails>;

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** A card is good through the last day of its expiry month (MM/YY), in India's calendar. */
function notExpired(expiry: string): boolean {
  const [, month, year] = EXPIRY.exec(expiry) ?? [];
  const [thisYear, thisMonth] = todayInIndia().split('-').map(Number);
  if (!month || !year || !thisYear || !thisMonth) return false;
  return (
    2000 + Number(year) > thisYear ||
    (2000 + Number(year) === thisYear && Number(month) >= thisMonth)
  );
}

/** The Luhn check every card number passes (a mistyped digit fails it), as real gateways test. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The ways the test gateway takes, as Razorpay's checkout offers them. */
export const testPaymentMethods = ['card', 'upi', 'netbanking', 'wallet'] as const;
export type TestPaymentMethod = (typeof testPaymentMethods)[number];

const testBanks = Object.keys(TEST_NETBANKING_BANKS) as [
  TestNetbankingBank,
  ...TestNetbankingBank[],
];
const testWallets = Object.keys(TEST_WALLETS) as [TestWallet, ...TestWallet[]];
const outcome = z.enum(['success', 'decline'], "Outcome must be 'success' or 'decline'.");

/** A UPI ID (VPA): `name@bank`, as NPCI shapes it. */
export const UPI_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const upiId = text(m.fields_upiIdRequired)
  .min(1, says(m.fields_upiIdRequired))
  .pipe(z.string().regex(UPI_ID, says(m.fields_upiIdShape)));

const termsAccepted = z.literal(true, says(m.fields_acceptTerms));

/**
 * /paymentform, the built-in test gateway: the guest's details and a card, with the source's
 * messages. Checked in the browser only: card data is never sent to the server.
 */
export const testGatewayForm = customerDetails
  .extend({
    cardNumber: z
      .string(says(m.fields_cardNumberRequired))
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(
        z
          .string()
          .min(1, says(m.fields_cardNumberRequired))
          .regex(
            /^\d{16}$/,
            says(() => m.fields_cardNumberDigits({ digits: 16 })),
          )
          .pipe(z.string().refine(passesLuhn, says(m.fields_cardNumberInvalid))),
      ),
    expiryDate: z
      .string(says(m.fields_expiryRequired))
      .trim()
      .min(1, says(m.fields_expiryRequired))
      .pipe(
        z
          .string()
          .regex(EXPIRY, says(m.fields_expiryFormat))
          .pipe(z.string().refine(notExpired, says(m.fields_cardExpired))),
      ),
    cvv: z
      .string(says(m.fields_cvvRequired))
      .trim()
      .min(1, says(m.fields_cvvRequired))
      .pipe(
        z.string().regex(
          /^\d{3,4}$/,
          says(() => m.fields_cvvDigits({ fewest: 3, most: 4 })),
        ),
      ),
    termsAccepted,
  })
  .strip();
export type TestGatewayForm = z.infer<typeof testGatewayForm>;

// The gateway's forms share the page's values; each takes its own fields and leaves the rest.

/** The test gateway paying by UPI: the guest's details and a UPI ID shaped name@bank. */
export const testGatewayUpiForm = customerDetails.extend({ vpa: upiId, termsAccepted }).strip();

/** The test gateway paying by net banking: the guest's details, a bank and its test outcome. */
export const testGatewayNetbankingForm = customerDetails
  .extend({
    bank: z.enum(testBanks, says(m.fields_chooseBank)),
    bankOutcome: z.enum(['success', 'decline'], says(m.fields_chooseBankOutcome)),
    termsAccepted,
  })
  .strip();

/** The test gateway paying by a wallet: the guest's details, a wallet and its test outcome. */
export const testGatewayWalletForm = customerDetails
  .extend({
    wallet: z.enum(testWallets, says(m.fields_chooseWallet)),
    walletOutcome: z.enum(['success', 'decline'], says(m.fields_chooseWalletOutcome)),
    termsAccepted,
  })
  .strip();

/** The test gateway booking the order to pay at the hotel instead: the guest's details only. */
export const testGatewayPayAtHotelForm = customerDetails.extend({ termsAccepted }).strip();

const quoteId = text(m.fields_priceStayFirst)
  .min(1, says(m.fields_priceStayFirst))
  .max(100, says(m.fields_quoteNotFound));

/** POST /api/payments/orders: the stored quote and the guest. No amount: the server prices it. */
/** The one way of paying that is not online: nothing now, all of it at the hotel (issue 28). */
export const PAY_AT_HOTEL = 'pay_at_hotel';

export const createOrder = z.strictObject({
  quoteId,
  customer: customerDetails,
  /** Left out: pay online now. `pay_at_hotel`: confirmed with nothing paid, where offered. */
  paymentMethod: z
    .literal(PAY_AT_HOTEL, "Payment method must be 'pay_at_hotel', or left out to pay online.")
    .optional(),
});
export type CreateOrder = z.infer<typeof createOrder>;

const providerId = (label: string) =>
  text(`${label} is missing.`).min(1, `${label} is missing.`).max(100, `${label} is too long.`);

const declineReason = text().max(200, 'Please keep the reason short.').optional();

/**
 * POST /api/payments/test/complete: the built-in test gateway's outcome for an order. `method`
 * defaults to card (the first callers sent none); UPI names the test UPI ID whose outcome it is,
 * net banking the bank, a wallet the wallet.
 */
export const testCompletion = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !('method' in value)
      ? { ...value, method: 'card' }
      : value,
  z.discriminatedUnion(
    'method',
    [
      z.strictObject({
        orderId: providerId('The order id'),
        method: z.literal('card'),
        outcome,
        declineReason,
      }),
      z.strictObject({
        orderId: providerId('The order id'),
        method: z.literal('upi'),
        vpa: upiId,
      }),
      z.strictObject({
        orderId: providerId('The order id'),
        method: z.literal('netbanking'),
        bank: z.enum(testBanks, `Bank must be one of: ${testBanks.join(', ')}.`),
        outcome,
        declineReason,
      }),
      z.strictObject({
        orderId: providerId('The order id'),
        method: z.literal('wallet'),
        wallet: z.enum(testWallets, `Wallet must be one of: ${testWallets.join(', ')}.`),
        outcome,
        declineReason,
      }),
    ],
    { error: `Method must be one of: ${testPaymentMethods.join(', ')}.` },
  ),
);
export type TestCompletion = z.infer<typeof testCompletion>;

/**
 * POST /api/payments/test/webhook: the test gateway's own webhook for a UPI payment it left
 * pending, as Razorpay's payment.captured or payment.failed settles one.
 */
export const testWebhook = z.strictObject({
  orderId: providerId('The order id'),
  outcome,
  declineReason,
});
export type TestWebhook = z.infer<typeof testWebhook>;

export { type OnlinePaymentMethod, onlinePaymentMethods } from './responses/statuses.js';

/** POST /api/payments/verify: what Razorpay Checkout's handler receives. */
export const razorpayVerification = z.strictObject({
  razorpay_order_id: providerId('The order id'),
  razorpay_payment_id: providerId('The payment id'),
  razorpay_signature: z
    .string('The signature is missing.')
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'The signature must be 64 hexadecimal characters.'),
});
export type RazorpayVerification = z.infer<typeof razorpayVerification>;
