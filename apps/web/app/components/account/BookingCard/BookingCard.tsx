import { formatINR } from '@hotel/pricing';
import { bookingStatusLabels, paidStatuses } from '@hotel/validators/statuses';
import { Link } from 'react-router';
import type { Booking } from '../../../lib/myBookings';
import { dateText } from '../../booking/BookingSummary/BookingSummary';

/** One booking of My Bookings: its rooms together, their amounts added up. */
export function BookingCard({ booking }: { booking: Booking }) {
  const [first] = booking.rooms;
  if (!first) return null;
  const headingId = `booking-${booking.reference}`;
  const due = first.payAtHotel;
  const paid = (paidStatuses as readonly string[]).includes(first.status) && !due;
  // A room's number is the hotel's to give at check-in: before that it may still change.
  const numbered = first.status === 'checked_in' || first.status === 'checked_out';
  return (
    <li className="payment-page__panel my-bookings__booking" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {/* Relative to My Bookings: its page is /my-bookings/<reference>. */}
        <Link to={encodeURIComponent(booking.reference)} relative="path">
          {`${first.roomTitle}, ${first.hotelName}`}
        </Link>
      </h2>
      <dl className="payment-page__facts">
        <div>
          <dt>Booking reference</dt>
          <dd>{booking.reference}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{bookingStatusLabels[first.status]}</dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{`${dateText(first.checkIn)} to ${dateText(first.checkOut)}`}</dd>
        </div>
        <div>
          <dt>{booking.rooms.length === 1 ? 'Room' : 'Rooms'}</dt>
          <dd>
            {numbered
              ? booking.rooms.map((room) => room.roomNumber).join(', ')
              : `${booking.rooms.length} × ${first.roomTitle}, numbered at check-in`}
          </dd>
        </div>
        <div className="payment-page__total">
          <dt>{due ? 'Pay at the hotel' : paid ? 'Amount paid' : 'Total, not paid'}</dt>
          <dd>{formatINR(booking.amount)}</dd>
        </div>
      </dl>
      {first.status !== 'pending' &&
      first.status !== 'failed' &&
      first.status !== 'expired' &&
      // Invoiced when paid at the hotel: until then there is no invoice to download.
      !due ? (
        <p className="my-bookings__actions">
          <a
            href={`/api/bookings/${encodeURIComponent(booking.reference)}/invoice.pdf`}
            download
            aria-label={`Tax invoice (PDF) for ${booking.reference}`}
          >
            Tax invoice (PDF)
          </a>
          {first.status === 'confirmed' ? (
            <>
              {' · '}
              {/* The booking's page says the refund before the guest confirms. */}
              <Link
                to={encodeURIComponent(booking.reference)}
                relative="path"
                aria-label={`Cancel booking ${booking.reference}`}
              >
                Cancel booking
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
