import { formatINR } from '@hotel/pricing';
import type { AdminBooking, CancelledBooking, StayChange } from '@hotel/validators/responses';
import { bookingStatusLabels } from '@hotel/validators/statuses';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { formatIndiaTime } from '../../../lib/adminApi';
import { bookingLine, paymentText } from '../../../lib/adminBookings';
import type { AdminResult } from '../../../lib/adminRequests';
import { useActionResult } from '../../../lib/useActionResult';
import { AdminFailure } from '../AdminFailure/AdminFailure';
import { DeskPayment } from '../DeskPayment/DeskPayment';
import { StayActions } from '../StayActions/StayActions';

/** A refund in words, for the list: how much, and where it stands. */
export function refundText(refund: NonNullable<AdminBooking['refund']>): string {
  const state = {
    due: `due, not sent yet${refund.reason ? `: ${refund.reason}` : ''}`,
    pending: 'on its way',
    sending: 'being sent to the payment provider',
    processed: 'refunded',
    failed: `failed${refund.lastError ? `: ${refund.lastError}` : ''}`,
  }[refund.status];
  return `${formatINR(refund.amount)} ${state}`;
}

/**
 * One booked room of /admin/bookings: its invoice and credit note, its refund (sent when it is
 * due: a payment the booking could not take; sent again when the provider refused it), its stay
 * at the desk (check in, check out, no-show), and for a confirmed one Cancel with a confirm step
 * that chooses the policy's refund or all of it (the route's action cancels every room of the
 * reference). Sending a refund is an administrator's act: hotel staff see its state only.
 */
export function AdminBookingItem({
  booking,
  onCancelled,
  cancelled = false,
  stay,
  onStayChanged,
  canSendRefunds = true,
}: {
  readonly booking: AdminBooking;
  readonly onCancelled: (booking: AdminBooking) => void;
  /** Cancelled on this screen (this room, or another room of the same reference). */
  readonly cancelled?: boolean;
  /** The reference's stay status set on this screen (checked in, out, no-show), if any. */
  readonly stay?: StayChange['status'] | undefined;
  readonly onStayChanged: (booking: AdminBooking, status: StayChange['status']) => void;
  /** An administrator may send a refund that is due or was refused; staff may not. */
  readonly canSendRefunds?: boolean;
}) {
  const fetcher = useFetcher<AdminResult<CancelledBooking>>();
  const retry = useFetcher<AdminResult<NonNullable<AdminBooking['refund']>>>();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState('');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const room = booking.roomNumber || String(booking.roomId);
  const busy = fetcher.state !== 'idle';
  const status = cancelled || fetcher.data?.ok ? 'cancelled' : (stay ?? booking.status);
  const cancelledHere = fetcher.data?.ok ? fetcher.data.value : null;
  const refund = retry.data?.ok
    ? retry.data.value
    : cancelledHere?.refund.status
      ? {
          amount: cancelledHere.refund.amount,
          status: cancelledHere.refund.status,
          lastError: null,
          reason: null,
        }
      : booking.refund;
  const creditNote = cancelledHere
    ? (cancelledHere.creditNote?.number ?? null)
    : booking.creditNote;
  const files = `/api/bookings/${encodeURIComponent(booking.reference)}`;
  const paid = paymentText(booking);

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

  const cancel = (refundChoice: 'policy' | 'full') => {
    setFailure('');
    fetcher.submit({ reference: booking.reference, refund: refundChoice }, { method: 'post' });
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
            <span className={`admin__badge admin__badge--${status}`}>
              {bookingStatusLabels[status]}
            </span>
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
        {paid ? (
          <div>
            <dt>Payment</dt>
            <dd>{paid}</dd>
          </div>
        ) : null}
        {refund ? (
          <div>
            <dt>Refund</dt>
            <dd>{refundText(refund)}</dd>
          </div>
        ) : null}
      </dl>
      {booking.invoice || creditNote ? (
        <p className="admin__actions">
          {booking.invoice ? (
            <a href={`${files}/invoice.pdf`} download>
              Tax invoice {booking.invoice}
            </a>
          ) : null}
          {creditNote ? (
            <a href={`${files}/credit-note.pdf`} download>
              Credit note {creditNote}
            </a>
          ) : null}
        </p>
      ) : null}
      {booking.payAtHotel && status !== 'cancelled' && status !== 'no_show' ? (
        <DeskPayment booking={{ ...booking, payAtHotel: booking.payAtHotel }} />
      ) : null}
      {canSendRefunds && (refund?.status === 'failed' || refund?.status === 'due') ? (
        <retry.Form method="post">
          <input type="hidden" name="intent" value="retryRefund" />
          <input type="hidden" name="reference" value={booking.reference} />
          <button type="submit" className="admin__button" disabled={retry.state !== 'idle'}>
            {retry.state !== 'idle'
              ? 'Sending…'
              : refund.status === 'due'
                ? 'Send the refund'
                : 'Send the refund again'}
          </button>
          {retry.data && !retry.data.ok ? (
            <span role="alert"> {retry.data.error.message}</span>
          ) : null}
        </retry.Form>
      ) : null}
      {confirming ? null : (
        <StayActions
          booking={{ ...booking, room }}
          status={status}
          onChanged={(next) => onStayChanged(booking, next)}
        />
      )}
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
            Cancel booking {booking.reference} (every room of it, room {room} included)? The guest
            is refunded through the payment provider and e-mailed a credit note.
          </legend>
          <div className="admin__actions">
            <button
              ref={confirmRef}
              type="button"
              className="admin__button admin__button--danger"
              disabled={busy}
              onClick={() => cancel('policy')}
            >
              {busy ? 'Cancelling…' : 'Cancel, refund by the policy'}
            </button>
            <button
              type="button"
              className="admin__button admin__button--danger"
              disabled={busy}
              onClick={() => cancel('full')}
            >
              Cancel, refund everything
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
      <AdminFailure message={failure} />
    </li>
  );
}
