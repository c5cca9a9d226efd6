import type { CustomerDetails } from '@hotel/validators';
import { callApi } from './api';
import type { StaySelection } from './stayParams';

/** A quote the server priced and stored (`GET /api/quotes/:id`). Amounts are paise. */
export interface StoredQuote {
  readonly id: string;
  readonly roomId: string;
  readonly roomTitle: string;
  readonly hotelId: string;
  readonly hotelName: string;
  readonly checkIn: string | null;
  readonly checkOut: string | null;
  readonly nights: number;
  readonly rooms: number;
  readonly adults: number;
  readonly breakfasts: number;
  readonly lunchDinners: number;
  readonly rate: number;
  readonly roomCost: number;
  readonly gstRate: number;
  readonly gst: number;
  readonly breakfastPrice: number;
  readonly breakfastCost: number;
  readonly lunchDinnerPrice: number;
  readonly lunchDinnerCost: number;
  readonly total: number;
  readonly currency: 'INR';
  readonly createdAt: string;
}

/** An order made for a quote (`POST /api/payments/orders`): the rooms are held until it ends. */
export interface PaymentOrder {
  readonly bookingReference: string;
  readonly orderId: string;
  readonly amount: number;
  readonly currency: 'INR';
  readonly provider: 'test' | 'razorpay';
  readonly keyId?: string;
  readonly holdExpiresAt: string;
}

/** Where an order stands (`GET /api/payments/orders/:orderId/status`). */
export interface OrderStatus {
  readonly status: 'pending' | 'confirmed' | 'failed' | 'expired' | 'cancelled';
  readonly bookingReference: string;
  readonly amount: number;
  readonly paymentId?: string;
  readonly description?: string;
  readonly holdExpiresAt?: string;
}

/** What a payment came to, as the provider's step reports it. */
export type PaymentOutcome =
  | { readonly status: 'confirmed'; readonly paymentId: string; readonly bookingReference: string }
  | { readonly status: 'failed' | 'expired'; readonly description: string };

/** Stores the room page's selection as a server-priced quote. */
export const saveQuote = (selection: StaySelection) =>
  callApi<StoredQuote>('/api/quotes', { body: selection });

export const fetchQuote = (id: string, signal?: AbortSignal) =>
  callApi<StoredQuote>(`/api/quotes/${encodeURIComponent(id)}`, signal ? { signal } : {});

/** Holds the rooms and makes the provider's order for the quote's amount (never the browser's). */
export const createOrder = (quoteId: string, customer: CustomerDetails) =>
  callApi<PaymentOrder>('/api/payments/orders', { body: { quoteId, customer } });

export const fetchOrderStatus = (orderId: string, signal?: AbortSignal) =>
  callApi<OrderStatus>(
    `/api/payments/orders/${encodeURIComponent(orderId)}/status`,
    signal ? { signal } : {},
  );

/** The test gateway's outcome for an order: the card itself never leaves the browser. */
export const completeTestPayment = (
  orderId: string,
  outcome: { outcome: 'success' } | { outcome: 'decline'; declineReason: string },
) => callApi<PaymentOutcome>('/api/payments/test/complete', { body: { orderId, ...outcome } });

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
    return typeof value.fullName === 'string' &&
      typeof value.mobileNumber === 'string' &&
      typeof value.email === 'string'
      ? { fullName: value.fullName, mobileNumber: value.mobileNumber, email: value.email }
      : null;
  } catch {
    return null;
  }
}

/** The source's messages for how a payment ended (its point 8). */
export const paymentMessages = {
  success: (paymentId: string) => `Payment successful! Payment ID: ${paymentId}`,
  failure: (description: string) => `Payment failed! Error: ${description}`,
  error: (message: string) => `Payment error: ${message}`,
} as const;
