import { m } from '@hotel/i18n/messages';
import type { CustomerDetails } from '@hotel/validators';
import { api } from './api';
import type { PaidOrder, PaymentOrder, StoredQuote } from './checkout';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const SCRIPT_TIMEOUT_MS = 20_000;
/** The script or window failed, in the language rendered. */
export const scriptFailed = (): string => m.booking_scriptFailed();

/** What Razorpay Checkout's handler receives after a payment (its documented shape). */
export interface RazorpayPayment {
  readonly razorpay_order_id: string;
  readonly razorpay_payment_id: string;
  readonly razorpay_signature: string;
}

/** The `payment.failed` event's payload, as far as the page reads it. */
export interface RazorpayFailure {
  readonly error: {
    readonly code?: string;
    readonly description: string;
    readonly reason?: string;
  };
}

export interface RazorpayOptions {
  readonly key: string;
  readonly amount: number;
  readonly currency: 'INR';
  readonly name: string;
  readonly description: string;
  readonly order_id: string;
  readonly prefill: { readonly name: string; readonly email: string; readonly contact: string };
  readonly notes: Record<string, string>;
  readonly theme: { readonly color: string };
  readonly handler: (payment: RazorpayPayment) => void;
  readonly modal: { readonly ondismiss: () => void };
}

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

let loading: Promise<void> | null = null;

/** Loads Razorpay's checkout script once; rejects with a message a guest can act on. */
export function loadRazorpayScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      script.remove();
      loading = null;
      reject(new Error(scriptFailed()));
    };
    const timer = window.setTimeout(fail, SCRIPT_TIMEOUT_MS);
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.Razorpay) resolve();
      else fail();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      fail();
    };
    document.head.append(script);
  });
  return loading;
}

export interface RazorpayListeners {
  /** The payment went through and the server checked its signature. */
  readonly onPaid: (outcome: PaidOrder) => void;
  /** The bank or Razorpay refused it (the guest may try again in the same window). */
  readonly onFailed: (description: string) => void;
  /** The window closed without a payment. */
  readonly onDismissed: () => void;
  /** The script, the window or the server's check went wrong. */
  readonly onError: (message: string) => void;
}

/**
 * Opens Razorpay Checkout for the server's order: the key id, order id and amount all come from
 * the server. A payment is only reported as paid once `POST /api/payments/verify` has checked it.
 */
export async function openRazorpayCheckout(
  order: PaymentOrder,
  quote: StoredQuote,
  customer: CustomerDetails,
  siteName: string,
  listeners: RazorpayListeners,
): Promise<void> {
  await loadRazorpayScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay || !order.keyId) throw new Error(scriptFailed());
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    name: siteName,
    description: `${quote.roomTitle}, ${quote.hotelName}`,
    order_id: order.orderId,
    prefill: { name: customer.fullName, email: customer.email, contact: customer.mobileNumber },
    notes: {
      booking: order.bookingReference,
      guests: `${quote.adults} adults in ${quote.rooms} rooms`,
      meals: `${quote.breakfasts} breakfasts, ${quote.lunchDinners} lunch/dinners`,
    },
    theme: { color: '#0f4c5c' },
    handler: (payment) => {
      api('POST /api/payments/verify', { body: payment }).then(listeners.onPaid, (error: Error) =>
        listeners.onError(error.message),
      );
    },
    modal: { ondismiss: listeners.onDismissed },
  });
  checkout.on('payment.failed', (failure) => listeners.onFailed(failure.error.description));
  checkout.open();
}
