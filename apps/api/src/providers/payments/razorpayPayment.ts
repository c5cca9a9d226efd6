import { type OnlinePaymentMethod, onlinePaymentMethods } from '@hotel/validators';
import type { PaidBy } from './PaymentProvider.js';

/** The fields of Razorpay's payment entity that say how it was paid. */
export interface RazorpayPaymentEntity {
  readonly method?: unknown;
  readonly bank?: unknown;
  readonly wallet?: unknown;
  readonly vpa?: unknown;
  readonly card?: { readonly network?: unknown; readonly last4?: unknown } | null;
  readonly acquirer_data?: {
    readonly rrn?: unknown;
    readonly bank_transaction_id?: unknown;
  } | null;
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);
const isMethod = (value: unknown): value is OnlinePaymentMethod =>
  (onlinePaymentMethods as readonly unknown[]).includes(value);

/** What finds the payment at the bank, by its method. */
function referenceOf(method: OnlinePaymentMethod, payment: RazorpayPaymentEntity): string | null {
  const acquirer = payment.acquirer_data ?? {};
  switch (method) {
    case 'upi':
      return textOf(acquirer.rrn);
    case 'netbanking':
      return (
        [textOf(payment.bank), textOf(acquirer.bank_transaction_id)].filter(Boolean).join(' ') ||
        null
      );
    case 'wallet':
      return textOf(payment.wallet);
    case 'card':
    case 'emi': {
      const network = textOf(payment.card?.network);
      const last4 = textOf(payment.card?.last4);
      return last4 ? `${network ?? 'card'} ending ${last4}` : null;
    }
    default:
      return null;
  }
}

/**
 * How a Razorpay payment was made (its `method`, and the UPI RRN, the bank, the wallet or the
 * card's network and last 4), or undefined for a method this site does not know. The UPI ID
 * itself is not kept: the RRN finds the payment, and the ID is the guest's own.
 */
export function paidByOf(payment: RazorpayPaymentEntity | undefined): PaidBy | undefined {
  if (!payment || !isMethod(payment.method)) return undefined;
  const reference = referenceOf(payment.method, payment);
  return { method: payment.method, reference: reference?.slice(0, 100) ?? null };
}
