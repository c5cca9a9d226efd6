import { LIST_LIMITS } from '@hotel/validators/lists';
import type { AdminBooking } from '@hotel/validators/responses';
import { paidStatuses, paymentMethodWords } from '@hotel/validators/statuses';
import { ApiError } from './api';

/** The filters, as the URL names them (`?hotel=…&status=…&from=…&to=…`). */
export const FILTERS = ['hotel', 'status', 'from', 'to'] as const;
export type Filter = (typeof FILTERS)[number];
export type Filters = Record<Filter, string>;
export type FilterErrors = Partial<Record<Filter, string>>;

/** The newest this many bookings that match are listed. */
export const LIST_LIMIT = LIST_LIMITS.screens.bookings;

/** The line the source's list showed for each booking. */
export const bookingLine = (booking: AdminBooking) =>
  `Room: ${booking.roomNumber || booking.roomId} | Check-in: ${booking.checkIn} | Check-out: ${booking.checkOut}`;

/**
 * How a booking was paid, as the desk reads it: online or at the desk, the method and its
 * reference; null before it is paid.
 */
export function paymentText({ payment, status }: AdminBooking): string | null {
  if (!(paidStatuses as readonly string[]).includes(status)) return null;
  if (payment.method === 'unpaid') return 'Not paid yet: due at the hotel';
  const where = payment.online ? 'Paid online' : 'Paid at the desk';
  if (!payment.method) return `${where}; the payment provider has not said how yet`;
  const reference = payment.reference ? `, reference ${payment.reference}` : '';
  return `${where} by ${paymentMethodWords[payment.method]}${reference}`;
}

export const readFilters = (params: URLSearchParams): Filters => ({
  hotel: params.get('hotel') ?? '',
  status: params.get('status') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

/** The API's query for the filters: the URL's `hotel` is the API's `hotelId`. */
export function bookingsQuery(filters: Filters): string {
  const query = new URLSearchParams();
  if (filters.hotel) query.set('hotelId', filters.hotel);
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  query.set('limit', String(LIST_LIMIT));
  return query.toString();
}

/** The API's messages about the filters, by the filter they concern. */
export function filterErrorsOf(error: unknown): FilterErrors {
  if (!(error instanceof ApiError)) return {};
  const { hotelId, status, from, to } = error.fields;
  return Object.fromEntries(
    Object.entries({ hotel: hotelId, status, from, to }).filter(([, message]) => message),
  );
}

/** The list's count, in words. */
export function bookingsCount(count: number): string {
  if (count === 0) return 'No bookings match these filters.';
  if (count >= LIST_LIMIT) {
    return `The newest ${LIST_LIMIT} bookings are shown; narrow the filters to see older ones.`;
  }
  return count === 1 ? '1 booking.' : `${count} bookings.`;
}
