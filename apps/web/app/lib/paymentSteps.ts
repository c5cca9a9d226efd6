import { m } from '@hotel/i18n/messages';
import type { CustomerDetails } from '@hotel/validators';
import { redirect } from 'react-router';
import type { CustomerErrors } from '../components/booking/CustomerDetailsForm/CustomerDetailsForm';
import { ApiError } from './api';
import {
  createOrder,
  type OrderStatus,
  type PayChoice,
  type PaymentOrder,
  type StoredQuote,
} from './checkout';
import { indiaClockText } from './indiaTimeText';
import type { StaySelection } from './stayParams';

/** Where paying stands on /Payment. */
export type PayState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'first' }
  | { readonly kind: 'processing' }
  | { readonly kind: 'held'; readonly until: string }
  | { readonly kind: 'paid'; readonly paymentId: string; readonly reference: string }
  | { readonly kind: 'failed'; readonly description: string }
  | { readonly kind: 'expired' }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string }
  | { readonly kind: 'error'; readonly message: string };

/** What pressing Pay came to: Razorpay's window to open, the details to correct, or a refusal. */
export type PayAttempt =
  | { readonly kind: 'razorpay'; readonly order: PaymentOrder }
  | { readonly kind: 'fields'; readonly errors: CustomerErrors }
  | Extract<PayState, { kind: 'refused' | 'error' }>;

/** A time of day in India, e.g. '11:45 am', in the language rendered. */
export const holdTimeText = (iso: string) => indiaClockText(iso);

/** A booking's own page, where the guest lands once paid: `/my-bookings/DSH-7K3Q9P`. */
export const bookingPagePath = (myBookingsPath: string, reference: string) =>
  `${myBookingsPath}/${encodeURIComponent(reference)}`;

/** The state an order returned from the gateway is in. */
export function stateOfOrder(status: OrderStatus): PayState {
  switch (status.status) {
    case 'confirmed':
    case 'cancelled':
    case 'checked_in':
    case 'checked_out':
    case 'no_show':
      return status.paymentId
        ? { kind: 'paid', paymentId: status.paymentId, reference: status.bookingReference }
        : { kind: 'idle' };
    case 'failed':
      return {
        kind: 'failed',
        description: status.description ?? m.booking_paymentDidNotGoThrough(),
      };
    case 'expired':
      return { kind: 'expired' };
    case 'pending':
      // A declined attempt leaves the booking held (one reference): say why, and let Pay retry it.
      if (status.description) return { kind: 'failed', description: status.description };
      return status.holdExpiresAt
        ? { kind: 'held', until: status.holdExpiresAt }
        : { kind: 'idle' };
  }
}

/** Field messages the API gave for the customer (`customer.fullName` → `fullName`). */
function customerFieldErrors(error: ApiError): CustomerErrors {
  const found: CustomerErrors = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.slice('customer.'.length);
    if (path.startsWith('customer.') && isCustomerField(field)) found[field] = message;
  }
  return found;
}

const CUSTOMER_FIELDS = ['fullName', 'mobileNumber', 'email', 'gstin'] as const;
const isCustomerField = (field: string): field is keyof CustomerDetails =>
  (CUSTOMER_FIELDS as readonly string[]).includes(field);

/** What a failed order creation means for the guest. */
function attemptOfError(error: unknown): PayAttempt {
  if (error instanceof ApiError && error.status === 400) {
    const errors = customerFieldErrors(error);
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
    return { kind: 'refused', code: error.code, message: error.message };
  }
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The form /Payment's Pay button sends: the quote, the guest, how they pay, the test gateway's
 * page and the bookings' pages (where a stay booked to pay at the hotel goes).
 */
export function payForm(
  quoteId: string,
  customer: CustomerDetails,
  gatewayPath: string,
  choice: PayChoice = 'online',
  myBookingsPath = '',
) {
  const { gstin, ...required } = customer;
  return {
    quoteId,
    gatewayPath,
    choice,
    myBookingsPath,
    ...required,
    ...(gstin ? { gstin } : {}),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Pressing Pay: the server makes an order for the quote (and holds the rooms). The test gateway
 * is a page of this site, so its order redirects there; Razorpay's window opens on this page.
 */
export async function startPayment(form: FormData): Promise<PayAttempt> {
  const quoteId = text(form, 'quoteId');
  const gstin = text(form, 'gstin');
  const customer: CustomerDetails = {
    fullName: text(form, 'fullName'),
    mobileNumber: text(form, 'mobileNumber'),
    email: text(form, 'email'),
    ...(gstin ? { gstin } : {}),
  };
  const choice: PayChoice = text(form, 'choice') === 'pay_at_hotel' ? 'pay_at_hotel' : 'online';
  let created: Awaited<ReturnType<typeof createOrder>>;
  try {
    created = await createOrder(quoteId, customer, choice);
  } catch (error) {
    return attemptOfError(error);
  }
  if ('paymentMethod' in created) {
    // Booked with nothing to pay now: on to the booking's own page, its confirmation.
    throw redirect(bookingPagePath(text(form, 'myBookingsPath'), created.bookingReference));
  }
  const order: PaymentOrder = created;
  if (order.provider === 'test') {
    const gateway = new URLSearchParams({ order: order.orderId, quote: quoteId });
    throw redirect(`${text(form, 'gatewayPath')}?${gateway}`);
  }
  return { kind: 'razorpay', order };
}

/** The selection a quote was priced for, to price it again on its room page. */
export function selectionOf(quote: StoredQuote): StaySelection {
  const { roomId, rooms, adults, children, breakfasts, lunchDinners, checkIn, checkOut } = quote;
  return {
    roomId,
    rooms,
    adults,
    children,
    breakfasts,
    lunchDinners,
    checkIn: checkIn ?? undefined,
    checkOut: checkOut ?? undefined,
  };
}
