import { site } from '@hotel/content';
import { formatINR } from '@hotel/pricing';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { dateText } from '../components/BookingSummary/BookingSummary';
import { ApiError, callApi } from '../lib/api';
import { pageMeta } from '../lib/pageMeta';
import { useSession } from '../lib/session';
import { siteRouteFor } from '../lib/siteRoute';
import type { Route } from './+types/myBookings';
import './payment.css';

export function loader({ request }: Route.LoaderArgs) {
  const { path } = siteRouteFor(request.url, 'myBookings');
  return {
    homePath: site.pages.landing[0] ?? '/',
    seo: {
      title: `My Bookings | ${site.name}`,
      description: 'The bookings of the signed-in guest.',
      canonical: new URL(path, site.url).href,
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

/** One room of a booking, as `GET /api/bookings/mine` lists it. */
interface BookedRoom {
  readonly _id: number;
  readonly reference: string;
  readonly hotelName: string;
  readonly roomTitle: string;
  readonly roomNumber: string;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly status: 'pending' | 'confirmed' | 'failed' | 'expired' | 'cancelled';
  readonly amount: number;
  readonly paymentId: string | null;
  readonly createdAt: string;
}

/** A booking: the rooms that share a reference (one payment). */
interface Booking {
  readonly reference: string;
  readonly rooms: readonly BookedRoom[];
  readonly amount: number;
}

export function groupByReference(rows: readonly BookedRoom[]): Booking[] {
  const byReference = new Map<string, BookedRoom[]>();
  for (const row of rows) {
    const rooms = byReference.get(row.reference) ?? [];
    rooms.push(row);
    byReference.set(row.reference, rooms);
  }
  return [...byReference].map(([reference, rooms]) => ({
    reference,
    rooms,
    amount: rooms.reduce((sum, room) => sum + room.amount, 0),
  }));
}

const STATUS_TEXT: Record<BookedRoom['status'], string> = {
  pending: 'Awaiting payment',
  confirmed: 'Confirmed',
  failed: 'Payment failed',
  expired: 'Not paid in time',
  cancelled: 'Cancelled',
};

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'signedOut' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly bookings: readonly Booking[] };

export default function MyBookingsPage({ loaderData }: Route.ComponentProps) {
  const { user, known, openAuth } = useSession();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    if (!known) return;
    if (!user) {
      setLoaded({ kind: 'signedOut' });
      return;
    }
    const controller = new AbortController();
    setLoaded({ kind: 'loading' });
    callApi<BookedRoom[]>('/api/bookings/mine', { signal: controller.signal }).then(
      (rows) => setLoaded({ kind: 'ready', bookings: groupByReference(rows) }),
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        if (error instanceof ApiError && error.status === 401) setLoaded({ kind: 'signedOut' });
        else setLoaded({ kind: 'failed', message: (error as Error).message });
      },
    );
    return () => controller.abort();
  }, [known, user]);

  return (
    <div className="payment-page">
      <h1 className="payment-page__title">My Bookings</h1>
      {loaded.kind === 'loading' ? (
        <p className="payment-page__loading" role="status">
          Loading your bookings…
        </p>
      ) : loaded.kind === 'signedOut' ? (
        <section className="payment-page__panel" aria-labelledby="bookings-sign-in">
          <h2 id="bookings-sign-in">Sign in to see your bookings</h2>
          <p>
            Sign in with your account, or with a code sent to the mobile number you booked with.
          </p>
          <button type="button" className="payment-page__submit" onClick={openAuth}>
            Log in / Sign Up
          </button>
        </section>
      ) : loaded.kind === 'failed' ? (
        <p className="payment-page__alert" role="alert">
          {loaded.message}
        </p>
      ) : loaded.bookings.length === 0 ? (
        <section className="payment-page__panel" aria-labelledby="bookings-none">
          <h2 id="bookings-none">No bookings yet</h2>
          <p>When you book and pay for a stay, it is listed here.</p>
          <p>
            <Link to={loaderData.homePath}>Browse our hotels</Link>
          </p>
        </section>
      ) : (
        <ul className="my-bookings" aria-label="Your bookings">
          {loaded.bookings.map((booking) => (
            <BookingCard key={booking.reference} booking={booking} />
          ))}
        </ul>
      )}
    </div>
  );
}

function BookingCard({ booking }: { booking: Booking }) {
  const [first] = booking.rooms;
  if (!first) return null;
  const headingId = `booking-${booking.reference}`;
  return (
    <li className="payment-page__panel my-bookings__booking" aria-labelledby={headingId}>
      <h2 id={headingId}>{`${first.roomTitle}, ${first.hotelName}`}</h2>
      <dl className="payment-page__facts">
        <div>
          <dt>Booking reference</dt>
          <dd>{booking.reference}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{STATUS_TEXT[first.status]}</dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{`${dateText(first.checkIn)} to ${dateText(first.checkOut)}`}</dd>
        </div>
        <div>
          <dt>{booking.rooms.length === 1 ? 'Room' : 'Rooms'}</dt>
          <dd>{booking.rooms.map((room) => room.roomNumber).join(', ')}</dd>
        </div>
        <div className="payment-page__total">
          <dt>Amount</dt>
          <dd>{formatINR(booking.amount)}</dd>
        </div>
      </dl>
    </li>
  );
}
