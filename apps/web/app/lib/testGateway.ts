import { redirect } from 'react-router';
import { ApiError } from './api';
import {
  completeTestPayment,
  fetchOrderStatus,
  fetchQuote,
  type OrderStatus,
  paymentMessages,
  type StoredQuote,
} from './checkout';

export const NOTHING_TO_PAY =
  'There is no payment to make here. Start from the payment page of your booking.';

/** The order and quote the test gateway was opened for (`?order=…&quote=…`). */
export type GatewayOrder =
  | { readonly kind: 'unusable'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly quote: StoredQuote;
      readonly order: OrderStatus;
      readonly orderId: string;
    };

export async function gatewayOrderFromUrl(url: URL): Promise<GatewayOrder> {
  const orderId = url.searchParams.get('order')?.trim();
  const quoteId = url.searchParams.get('quote')?.trim();
  if (!orderId || !quoteId) return { kind: 'unusable', message: NOTHING_TO_PAY };
  try {
    const [quote, order] = await Promise.all([fetchQuote(quoteId), fetchOrderStatus(orderId)]);
    return { kind: 'ready', quote, order, orderId };
  } catch (error) {
    const message =
      error instanceof ApiError && error.status === 404 ? NOTHING_TO_PAY : (error as Error).message;
    return { kind: 'unusable', message };
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The gateway's Pay: the card's test outcome (never the card) goes to the server, then back to
 * /Payment (`back`), which shows how the order ended. A 409 means the order already ended.
 */
export async function completeGatewayPayment(form: FormData): Promise<{ problem: string }> {
  const declineReason = text(form, 'declineReason');
  try {
    await completeTestPayment(
      text(form, 'orderId'),
      declineReason ? { outcome: 'decline', declineReason } : { outcome: 'success' },
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) {
      return { problem: paymentMessages.error((error as Error).message) };
    }
  }
  throw redirect(text(form, 'back'));
}
