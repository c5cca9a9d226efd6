import type { StayChange } from '@hotel/validators/responses';
import { bookingStatusLabels } from '@hotel/validators/statuses';
import { useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { AdminBookingItem } from '../../components/desk/AdminBookingItem/AdminBookingItem';
import { AdminLoadFailure } from '../../components/desk/AdminLoadFailure/AdminLoadFailure';
import { AdminScreen } from '../../components/desk/AdminScreen/AdminScreen';
import { BookingFilters } from '../../components/desk/BookingFilters/BookingFilters';
import { adminMeta } from '../../lib/adminApi';
import { bookingsCount, bookingsQuery, filterErrorsOf, readFilters } from '../../lib/adminBookings';
import { actionResult, adminCall, adminSubmit } from '../../lib/adminRequests';
import { deskHotels } from '../../lib/deskHotels';
import { revalidateOnNewAddress } from '../../lib/revalidation';
import { isStayStep, submitStayStep } from '../../lib/stayActions';
import type { Route } from './+types/bookings';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Bookings', matches);

/**
 * The hotels (for the filter; a staff account's own only) and the bookings the address's filters
 * pick.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  const [{ hotels, ownHotel }, bookings] = await Promise.all([
    // The hotel filter is a convenience: without the list, the bookings still show.
    deskHotels(request),
    actionResult(adminCall(request, 'GET /api/bookings', { query: bookingsQuery(filters) })),
  ]);
  return {
    hotels: hotels.state === 'ready' ? hotels.value : [],
    // Sending a refund is an administrator's act; a hotel's staff see its state only.
    canSendRefunds: ownHotel === undefined,
    bookings: bookings.ok
      ? { state: 'ready' as const, rows: bookings.value }
      : {
          state: 'failed' as const,
          message: bookings.error.message,
          filterErrors: filterErrorsOf(bookings.error),
        },
  };
}

/**
 * Check a booking in or out or mark it a no-show; record a payment taken at the desk; cancel a booking reference (every room of it) with the policy's refund or all of it, or send a
 * refused refund again.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const reference = String(form.get('reference'));
  const intent = form.get('intent');
  if (isStayStep(intent)) return submitStayStep(request, intent, form);
  if (intent === 'recordPayment') {
    const paymentReference = String(form.get('paymentReference') ?? '').trim();
    return adminSubmit(request, 'POST /api/admin/bookings/:reference/payment', {
      params: { reference },
      body: {
        method: String(form.get('method')) as 'cash' | 'upi' | 'card',
        ...(paymentReference ? { reference: paymentReference } : {}),
      },
    });
  }
  if (intent === 'retryRefund') {
    return adminSubmit(request, 'POST /api/refunds/:reference/retry', { params: { reference } });
  }
  const full = form.get('refund') === 'full';
  return adminSubmit(request, 'POST /api/bookings/:reference/cancel', {
    params: { reference },
    ...(full ? { body: { refund: 'full' } } : {}),
  });
}

/** A cancellation updates its own row; only new filters read the list again. */
export const shouldRevalidate = revalidateOnNewAddress;

/**
 * /admin/bookings: GET /api/bookings, newest first, filtered by hotel, status and dates kept in
 * the URL; one line per booked room, with its stay's steps (check in, check out, no-show) and a
 * confirmed room's Cancel (after a confirm step).
 */
export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  const { hotels, bookings, canSendRefunds } = loaderData;
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const [notice, setNotice] = useState('');
  // References cancelled here: every room of one is cancelled together.
  const [cancelled, setCancelled] = useState<ReadonlySet<string>>(new Set());
  // Stays moved on here (checked in, out, no-show), by reference: every room of one moves.
  const [stays, setStays] = useState<ReadonlyMap<string, StayChange['status']>>(new Map());
  const loading = navigation.location?.pathname === '/admin/bookings';

  return (
    <AdminScreen name="bookings" title="Bookings">
      <BookingFilters
        key={params.toString()}
        initial={readFilters(params)}
        errors={bookings.state === 'failed' ? bookings.filterErrors : {}}
        hotels={hotels}
        onApply={(filters) => {
          setNotice('');
          setParams(filters);
        }}
      />
      <p className="admin__status" role="status">
        {loading ? 'Loading bookings…' : null}
        {!loading && bookings.state === 'ready' ? bookingsCount(bookings.rows.length) : null}
        {notice ? ` ${notice}` : null}
      </p>
      {bookings.state === 'failed' ? (
        <AdminLoadFailure what="the bookings" message={bookings.message} />
      ) : null}
      {bookings.state === 'ready' && bookings.rows.length > 0 ? (
        <ul className="admin__items">
          {bookings.rows.map((booking) => (
            <AdminBookingItem
              key={booking._id}
              booking={booking}
              onCancelled={(row) => {
                setCancelled((done) => new Set(done).add(row.reference));
                setNotice(`Booking ${row.reference} is cancelled, every room of it.`);
              }}
              cancelled={cancelled.has(booking.reference)}
              canSendRefunds={canSendRefunds}
              stay={stays.get(booking.reference)}
              onStayChanged={(row, status) => {
                setStays((moved) => new Map(moved).set(row.reference, status));
                setNotice(
                  `Booking ${row.reference} is ${bookingStatusLabels[status].toLowerCase()}, every room of it.${
                    status === 'checked_out'
                      ? ' The guest is invited to review the stay (by e-mail and text).'
                      : ''
                  }`,
                );
              }}
            />
          ))}
        </ul>
      ) : null}
    </AdminScreen>
  );
}
