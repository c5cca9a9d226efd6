import { m } from '@hotel/i18n/messages';
import { redirect } from 'react-router';
import { ApiError } from './api';
import {
  completeTestPayment,
  createOrder,
  fetchOrderStatus,
  fetchQuote,
  type OrderStatus,
  paymentMessages,
  type StoredQuote,
  type TestOutcome,
} from './checkout';

/** Why the gateway has nothing to pay, in the language rendered. */
export const nothingToPay = (): string => m.booking_nothingToPayHere();

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
  if (!orderId || !quoteId) return { kind: 'unusable', message: nothingToPay() };
  try {
    const [quote, order] = await Promise.all([fetchQuote(quoteId), fetchOrderStatus(orderId)]);
    return { kind: 'ready', quote, order, orderId };
  } catch (error) {
    const message =
      error instanceof ApiError && error.status === 404 ? nothingToPay() : (error as Error).message;
    return { kind: 'unusable', message };
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** What the gateway's form sends for its method: never a card, only its test outcome. */
function outcomeOf(form: FormData): TestOutcome {
  const method = text(form, 'method');
  if (method === 'upi') return { method: 'upi', vpa: text(form, 'vpa') };
  if (method === 'netbanking') {
    const outcome = text(form, 'bankOutcome') === 'decline' ? 'decline' : 'success';
    return { method: 'netbanking', bank: text(form, 'bank'), outcome };
  }
  if (method === 'wallet') {
    const outcome = text(form, 'walletOutcome') === 'decline' ? 'decline' : 'success';
    return { method: 'wallet', wallet: text(form, 'wallet'), outcome };
  }
  const declineReason = text(form, 'declineReason');
  return declineReason ? { outcome: 'decline', declineReason } : { outcome: 'success' };
}

/**
 * The gateway's "Pay at hotel": the order's held rooms become a booking to pay at the hotel
 * (`POST /api/payments/orders` with `paymentMethod: "pay_at_hotel"`), and the guest goes on to
 * its page; a refusal (an unverified contact, a limit) stays here, said plainly.
 */
async function bookToPayAtHotel(form: FormData): Promise<GatewayResult> {
  const customer = {
    fullName: text(form, 'fullName'),
    mobileNumber: text(form, 'mobileNumber'),
    email: text(form, 'email'),
  };
  let reference: string;
  try {
    const booked = await createOrder(text(form, 'quoteId'), customer, 'pay_at_hotel');
    reference = booked.bookingReference;
  } catch (error) {
    return { problem: (error as Error).message };
  }
  throw redirect(`${text(form, 'myBookingsPath')}/${encodeURIComponent(reference)}`);
}

/** What the gateway's Pay came to, when it stays on the gateway. */
export type GatewayResult =
  | { readonly problem: string }
  | { readonly waiting: { readonly vpa: string; readonly holdExpiresAt: string } };

/**
 * The gateway's Pay: the test outcome goes to the server, then back to /Payment (`back`), which
 * shows how the order ended. A UPI payment the app has not confirmed yet stays here, waiting. A
 * 409 means the order already ended.
 */
export async function completeGatewayPayment(form: FormData): Promise<GatewayResult> {
  if (text(form, 'method') === 'pay_at_hotel') return bookToPayAtHotel(form);
  const outcome = outcomeOf(form);
  try {
    const answer = await completeTestPayment(text(form, 'orderId'), outcome);
    if (answer.status === 'pending' && 'vpa' in outcome) {
      return { waiting: { vpa: outcome.vpa, holdExpiresAt: answer.holdExpiresAt } };
    }
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) {
      return { problem: paymentMessages.error((error as Error).message) };
    }
  }
  throw redirect(text(form, 'back'));
}

/** How often the gateway asks whether a waiting UPI payment was confirmed. */
export const UPI_POLL_MS = 3_000;

/** Whether an order still waits for the guest's UPI app (pending, no failed attempt). */
export const stillWaiting = (status: OrderStatus) =>
  status.status === 'pending' && !status.description;
