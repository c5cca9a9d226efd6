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

/** A payment provider behind the smallest interface the payment routes need. */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** The public key id the browser's checkout needs (razorpay only). */
  readonly keyId?: string | undefined;
  createOrder(order: OrderRequest): Promise<ProviderOrder>;
  /** Checks the checkout handler's signature of `order_id|payment_id` (razorpay only). */
  verifyPayment?(orderId: string, paymentId: string, signature: string): boolean;
  /** Checks a webhook's `X-Razorpay-Signature` over the raw body (razorpay only). */
  verifyWebhook?(rawBody: string, signature: string): boolean;
}

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}
