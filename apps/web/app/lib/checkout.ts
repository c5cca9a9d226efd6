import { m } from '@hotel/i18n/messages';
import type { CustomerDetails } from '@hotel/validators';
import { api } from './api';
import type { StaySelection } from './stayParams';

export type {
  CreatedOrder,
  OrderStatus,
  PaidOrder,
  PayAtHotelOffer,
  PaymentOrder,
  StoredQuote,
  TestPaymentOutcome as PaymentOutcome,
} from '@hotel/validators/responses';

/** Stores the room page's selection as a server-priced quote. */
export const saveQuote = (selection: StaySelection) => api('POST /api/quotes', { body: selection });

export const fetchQuote = (id: string, signal?: AbortSignal) =>
  api('GET /api/quotes/:id', { params: { id }, ...(signal ? { signal } : {}) });

/** How the guest chose to pay on /Payment: online now, or all of it at the hotel. */
export type PayChoice = 'online' | 'pay_at_hotel';

/**
 * Holds the rooms and makes the provider's order for the quote's amount (never the browser's);
 * or, paying at the hotel, books the stay confirmed with nothing paid.
 */
export const createOrder = (
  quoteId: string,
  customer: CustomerDetails,
  choice: PayChoice = 'online',
) =>
  api('POST /api/payments/orders', {
    body: { quoteId, customer, ...(choice === 'pay_at_hotel' ? { paymentMethod: choice } : {}) },
  });

/** Whether the signed-in guest may book the quote to pay at the hotel, and why not. */
export const fetchPayAtHotelOffer = (quoteId: string, signal?: AbortSignal) =>
  api('GET /api/payments/pay-at-hotel', { query: { quoteId }, ...(signal ? { signal } : {}) });

export const fetchOrderStatus = (orderId: string, signal?: AbortSignal) =>
  api('GET /api/payments/orders/:orderId/status', {
    params: { orderId },
    ...(signal ? { signal } : {}),
  });

/** What the test gateway reports: a card's outcome (never the card), a UPI ID, a bank's outcome. */
export type TestOutcome =
  | { outcome: 'success' }
  | { outcome: 'decline'; declineReason: string }
  | { method: 'upi'; vpa: string }
  | { method: 'netbanking'; bank: string; outcome: 'success' | 'decline' }
  | { method: 'wallet'; wallet: string; outcome: 'success' | 'decline' };

/** The test gateway's outcome for an order: the card itself never leaves the browser. */
export const completeTestPayment = (orderId: string, outcome: TestOutcome) =>
  api('POST /api/payments/test/complete', { body: { orderId, ...outcome } });

/** The test gateway's webhook: the guest's (test) UPI app approves or declines a waiting payment. */
export const settleTestUpiPayment = (orderId: string, outcome: 'success' | 'decline') =>
  api('POST /api/payments/test/webhook', { body: { orderId, outcome } });

const customerKey = (quoteId: string) => `checkout:${quoteId}`;

/**
 * The guest's details for a quote, kept for this tab only (sessionStorage), so coming back from
 * the gateway does not ask for them again. Never the card.
 */
export function rememberCustomer(quoteId: string, customer: CustomerDetails): void {
  try {
    sessionStorage.setItem(customerKey(quoteId), JSON.stringify(customer));
  } catch {
    // Storage can be full or refused (private mode): the guest types the details again.
  }
}

export function recalledCustomer(quoteId: string): CustomerDetails | null {
  try {
    const saved = sessionStorage.getItem(customerKey(quoteId));
    if (!saved) return null;
    const value = JSON.parse(saved) as Partial<CustomerDetails>;
    if (
      typeof value.fullName !== 'string' ||
      typeof value.mobileNumber !== 'string' ||
      typeof value.email !== 'string'
    ) {
      return null;
    }
    const { fullName, mobileNumber, email, gstin } = value;
    return { fullName, mobileNumber, email, ...(typeof gstin === 'string' ? { gstin } : {}) };
  } catch {
    return null;
  }
}

/** The source's messages for how a payment ended (its point 8). */
export const paymentMessages = {
  success: (paymentId: string) => m.booking_paymentSuccess({ paymentId }),
  failure: (description: string) => m.booking_paymentFailure({ description }),
  error: (message: string) => m.booking_paymentError({ message }),
} as const;
