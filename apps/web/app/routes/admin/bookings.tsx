import { formatINR } from '@hotel/pricing';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '../../components/FormField/FormField';
import {
  adminMeta,
  BOOKING_STATUSES,
  type BookingStatus,
  formatIndiaTime,
  isDenied,
  useAdminApi,
} from '../../lib/adminApi';
import { ApiError } from '../../lib/api';
import type { Route } from './+types/bookings';

/** One row of GET /api/bookings: one physical room of a booking. Amounts are paise. */
export interface AdminBooking {
  readonly _id: number;
  readonly roomId: number;
  readonly roomNumber: string;
  readonly hotelId: string;
  readonly hotelName: string;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly status: BookingStatus;
  readonly guest: { readonly name: string; readonly email: string; readonly mobile: string };
  readonly amount: number;
  readonly reference: string;
  readonly createdAt: string;
}

interface Hotel {
  readonly _id: string;
  readonly name: string;
}

/** The filters, as the URL names them (`?hotel=…&status=…&from=…&to=…`). */
const FILTERS = ['hotel', 'status', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;

/** The newest this many bookings that match are listed. */
export const LIST_LIMIT = 200;

/** The line the source's list showed for each booking. */
export const bookingLine = (booking: AdminBooking) =>
  `Room: ${booking.roomNumber || booking.roomId} | Check-in: ${booking.checkIn} | Check-out: ${booking.checkOut}`;

const readFilters = (params: URLSearchParams): Filters => ({
  hotel: params.get('hotel') ?? '',
  status: params.get('status') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

/** The API's query for the filters: the URL's `hotel` is the API's `hotelId`. */
function bookingsQuery(filters: Filters): string {
  const query = new URLSearchParams();
  if (filters.hotel) query.set('hotelId', filters.hotel);
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  query.set('limit', String(LIST_LIMIT));
  return query.toString();
}

type List =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly bookings: readonly AdminBooking[] }
  | { readonly state: 'failed'; readonly message: string };

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Bookings', matches);

/**
 * /admin/bookings: GET /api/bookings, newest first, filtered by hotel, status and dates kept in
 * the URL; one line per booked room, with a confirmed room's Cancel (after a confirm step).
 */
export default function BookingsPage() {
  const callAdminApi = useAdminApi();
  const [params, setParams] = useSearchParams();
  const query = bookingsQuery(readFilters(params));
  const [draft, setDraft] = useState<Filters>(() => readFilters(params));
  const [filterErrors, setFilterErrors] = useState<Partial<Record<Filter, string>>>({});
  const [hotels, setHotels] = useState<readonly Hotel[]>([]);
  const [list, setList] = useState<List>({ state: 'loading' });
  const [notice, setNotice] = useState('');

  // Back and forward change the URL: the form follows it.
  const search = params.toString();
  useEffect(() => {
    setDraft(readFilters(new URLSearchParams(search)));
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    callAdminApi<Hotel[]>('/api/hotels', { signal: controller.signal }).then(setHotels, () => {
      // The hotel filter is a convenience: without the list, the bookings still show.
    });
    return () => controller.abort();
  }, [callAdminApi]);

  useEffect(() => {
    const controller = new AbortController();
    setList({ state: 'loading' });
    setFilterErrors({});
    callAdminApi<AdminBooking[]>(`/api/bookings?${query}`, { signal: controller.signal }).then(
      (bookings) => setList({ state: 'ready', bookings }),
      (error: unknown) => {
        if ((error as Error).name === 'AbortError' || isDenied(error)) return;
        if (error instanceof ApiError) {
          const { hotelId, status, from, to } = error.fields;
          setFilterErrors(
            Object.fromEntries(
              Object.entries({ hotel: hotelId, status, from, to }).filter(([, message]) => message),
            ),
          );
        }
        setList({ state: 'failed', message: (error as Error).message });
      },
    );
    return () => controller.abort();
  }, [query, callAdminApi]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice('');
    setParams(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  };

  const cancelled = (booking: AdminBooking) => {
    setList((current) =>
      current.state === 'ready'
        ? {
            ...current,
            bookings: current.bookings.map((row) =>
              row._id === booking._id ? { ...row, status: 'cancelled' } : row,
            ),
          }
        : current,
    );
    setNotice(`Booking ${booking.reference}, room ${booking.roomNumber}, is cancelled.`);
  };

  const filterField = (name: Filter) => ({
    name,
    value: draft[name],
    error: filterErrors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <section className="admin__screen" aria-labelledby="bookings-title">
      <h1 id="bookings-title" className="admin__title">
        Bookings
      </h1>
      <form className="admin__filters admin__panel" onSubmit={apply} aria-label="Filter bookings">
        <FormField as="select" label="Hotel" {...filterField('hotel')}>
          <option value="">All hotels</option>
          {hotels.map((hotel) => (
            <option key={hotel._id} value={hotel._id}>
              {hotel.name}
            </option>
          ))}
          {draft.hotel && !hotels.some((hotel) => hotel._id === draft.hotel) ? (
            <option value={draft.hotel}>{draft.hotel}</option>
          ) : null}
        </FormField>
        <FormField as="select" label="Status" {...filterField('status')}>
          <option value="">Any status</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </FormField>
        <FormField label="From" type="date" {...filterField('from')} />
        <FormField label="To" type="date" {...filterField('to')} />
        <div className="admin__actions">
          <button type="submit" className="admin__button">
            Apply filters
          </button>
          <Link to="/admin/bookings" className="admin__link-button">
            Clear filters
          </Link>
        </div>
        <p className="admin__hint">From and To pick the stays with a night between those dates.</p>
      </form>
      <p className="admin__status" role="status">
        {list.state === 'loading' ? 'Loading bookings…' : null}
        {list.state === 'ready' ? bookingsCount(list.bookings.length) : null}
        {notice ? ` ${notice}` : null}
      </p>
      {list.state === 'failed' ? (
        <p className="admin__failure" role="alert">
          We could not load the bookings. {list.message}
        </p>
      ) : null}
      {list.state === 'ready' && list.bookings.length > 0 ? (
        <ul className="admin__items">
          {list.bookings.map((booking) => (
            <BookingItem key={booking._id} booking={booking} onCancelled={cancelled} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function bookingsCount(count: number): string {
  if (count === 0) return 'No bookings match these filters.';
  if (count >= LIST_LIMIT) {
    return `The newest ${LIST_LIMIT} bookings are shown; narrow the filters to see older ones.`;
  }
  return count === 1 ? '1 booking.' : `${count} bookings.`;
}

/** One booked room, and for a confirmed one its Cancel with a confirm step. */
function BookingItem({
  booking,
  onCancelled,
}: {
  readonly booking: AdminBooking;
  readonly onCancelled: (booking: AdminBooking) => void;
}) {
  const callAdminApi = useAdminApi();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const room = booking.roomNumber || String(booking.roomId);

  // Into the confirm step: focus on its first button; back out of it: focus on Cancel again.
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) cancelRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const cancel = async () => {
    setBusy(true);
    setFailure('');
    try {
      await callAdminApi(`/api/bookings/${booking._id}/cancel`, { method: 'POST' });
      setConfirming(false);
      onCancelled(booking);
      headingRef.current?.focus();
    } catch (error) {
      if (isDenied(error)) return;
      setFailure(`The booking was not cancelled. ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="admin__item">
      <h2 ref={headingRef} tabIndex={-1} className="admin__item-title">
        {bookingLine(booking)}
      </h2>
      <dl className="admin__facts">
        <div>
          <dt>Hotel</dt>
          <dd>{booking.hotelName}</dd>
        </div>
        <div>
          <dt>Guest</dt>
          <dd>{booking.guest.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{booking.guest.email}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{booking.guest.mobile}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatINR(booking.amount)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`admin__badge admin__badge--${booking.status}`}>{booking.status}</span>
          </dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{booking.reference}</dd>
        </div>
        <div>
          <dt>Booked</dt>
          <dd>{formatIndiaTime(booking.createdAt)}</dd>
        </div>
      </dl>
      {booking.status === 'confirmed' && !confirming ? (
        <button
          ref={cancelRef}
          type="button"
          className="admin__button admin__button--danger"
          onClick={() => setConfirming(true)}
        >
          Cancel
          <span className="visually-hidden">
            {' '}
            booking {booking.reference}, room {room}
          </span>
        </button>
      ) : null}
      {booking.status === 'confirmed' && confirming ? (
        <fieldset className="admin__confirm">
          <legend>
            Cancel booking {booking.reference} for room {room}? Refunds are made in the payment
            provider’s dashboard.
          </legend>
          <div className="admin__actions">
            <button
              ref={confirmRef}
              type="button"
              className="admin__button admin__button--danger"
              disabled={busy}
              onClick={cancel}
            >
              {busy ? 'Cancelling…' : 'Yes, cancel booking'}
            </button>
            <button
              type="button"
              className="admin__button admin__button--quiet"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              Keep booking
            </button>
          </div>
        </fieldset>
      ) : null}
      {failure ? (
        <p className="admin__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
