import { formatINR } from '@hotel/pricing';
import type { AdminBooking } from '@hotel/validators/responses';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { formatIndiaTime } from '../../lib/adminApi';
import { bookingLine } from '../../lib/adminBookings';
import type { AdminResult } from '../../lib/adminRequests';
import { useActionResult } from '../../lib/useActionResult';

/**
 * One booked room of /admin/bookings, and for a confirmed one its Cancel with a confirm step
 * (the route's action cancels it).
 */
export function AdminBookingItem({
  booking,
  onCancelled,
}: {
  readonly booking: AdminBooking;
  readonly onCancelled: (booking: AdminBooking) => void;
}) {
  const fetcher = useFetcher<AdminResult<unknown>>();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState('');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const room = booking.roomNumber || String(booking.roomId);
  const busy = fetcher.state !== 'idle';
  const status = fetcher.data?.ok ? 'cancelled' : booking.status;

  // Into the confirm step: focus on its first button; back out of it: focus on Cancel again.
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) cancelRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  useActionResult(fetcher.data, (result) => {
    if (!result.ok) {
      setFailure(`The booking was not cancelled. ${result.error.message}`);
      return;
    }
    wasConfirming.current = false;
    setConfirming(false);
    onCancelled(booking);
    headingRef.current?.focus();
  });

  const cancel = () => {
    setFailure('');
    fetcher.submit({ bookingId: booking._id }, { method: 'post' });
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
            <span className={`admin__badge admin__badge--${status}`}>{status}</span>
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
      {status === 'confirmed' && !confirming ? (
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
      {status === 'confirmed' && confirming ? (
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
