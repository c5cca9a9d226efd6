import type { OnlinePaymentMethod } from '@hotel/validators';

/** How an online payment was made, as the provider reports it. */
export interface PaidBy {
  readonly method: OnlinePaymentMethod;
  /** What finds it at the bank: the UPI RRN, the bank, the wallet, the card's network and last 4. */
  readonly reference: string | null;
}

/** A payment as the provider holds it: its order, and how it was paid (when the site knows the way). */
export interface ProviderPayment {
  readonly id: string;
  readonly orderId: string | null;
  readonly paidBy: PaidBy | undefined;
}

/** An order the guest pays: amount in paise, currency INR; receipt is the booking reference. */
export interface OrderRequest {
  readonly amount: number;
  readonly currency: 'INR';
  readonly receipt: string;
  readonly notes: Readonly<Record<string, string>>;
}

export interface ProviderOrder {
  readonly id: string;
}

/** Money back on a captured payment: amount in paise (at most what was paid). */
export interface RefundRequest {
  readonly paymentId: string;
  readonly amount: number;
  /** The booking reference, for the provider's dashboard. */
  readonly reference: string;
  /** The refund row's own key (`refund-<id>`): the provider keeps it, so a lost answer is found. */
  readonly receipt: string;
  /** One attempt's key: the same key twice makes one refund, never a second. */
  readonly idempotencyKey: string;
}

/** Which refund to look for at the provider: the one made for a payment under a receipt. */
export interface RefundLookup {
  readonly paymentId: string;
  readonly receipt: string;
}

/** Where a refund stands at the provider: Razorpay may answer `pending` and settle by webhook. */
export interface ProviderRefund {
  readonly id: string;
  readonly status: 'pending' | 'processed' | 'failed';
}

/** A payment provider behind the smallest interface the payment routes need. */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** The public key id the browser's checkout needs (razorpay only). */
  readonly keyId?: string | undefined;
  createOrder(order: OrderRequest): Promise<ProviderOrder>;
  /** Refunds part or all of a captured payment; throws PaymentProviderError when refused. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /**
   * The refunds the provider holds for a payment under a receipt (none: an empty list), so an
   * attempt whose answer was lost is recorded rather than sent again. Throws PaymentProviderError
   * when the provider cannot be asked.
   */
  findRefunds(lookup: RefundLookup): Promise<readonly ProviderRefund[]>;
  /**
   * Looks a payment up (razorpay only: its Fetch Payment API), so the checkout's verify knows how
   * it was paid without waiting for the webhook. Throws PaymentProviderError when it cannot.
   */
  fetchPayment?(paymentId: string): Promise<ProviderPayment>;
  /** Checks the checkout handler's signature of `order_id|payment_id` (razorpay only). */
  verifyPayment?(orderId: string, paymentId: string, signature: string): boolean;
  /** Checks a webhook's `X-Razorpay-Signature` over the raw body (razorpay only). */
  verifyWebhook?(rawBody: string, signature: string): boolean;
}

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}
