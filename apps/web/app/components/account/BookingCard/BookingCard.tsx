import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import { paidStatuses } from '@hotel/validators/statuses';
import { statusText } from '@hotel/validators/statusText';
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
          <dt>{m.account_bookingReference()}</dt>
          <dd>{booking.reference}</dd>
        </div>
        <div>
          <dt>{m.account_status()}</dt>
          <dd>{statusText(first.status)}</dd>
        </div>
        <div>
          <dt>{m.account_dates()}</dt>
          <dd>
            {m.account_dateRange({
              checkIn: dateText(first.checkIn),
              checkOut: dateText(first.checkOut),
            })}
          </dd>
        </div>
        <div>
          <dt>{m.account_roomsTerm({ count: booking.rooms.length })}</dt>
          <dd>
            {numbered
              ? booking.rooms.map((room) => room.roomNumber).join(', ')
              : m.account_roomsNumberedAtCheckIn({
                  count: booking.rooms.length,
                  room: first.roomTitle ?? '',
                })}
          </dd>
        </div>
        <div className="payment-page__total">
          <dt>
            {due
              ? m.account_payAtHotel()
              : paid
                ? m.account_amountPaid()
                : m.account_totalNotPaid()}
          </dt>
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
            aria-label={m.account_taxInvoiceFor({ reference: booking.reference })}
          >
            {m.account_taxInvoice()}
          </a>
          {first.status === 'confirmed' ? (
            <>
              {' · '}
              {/* The booking's page says the refund before the guest confirms. */}
              <Link
                to={encodeURIComponent(booking.reference)}
                relative="path"
                aria-label={m.account_cancelBookingFor({ reference: booking.reference })}
              >
                {m.account_cancelBooking()}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
