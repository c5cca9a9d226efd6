import { formatINR, formatIndiaDateTime } from '@hotel/pricing';
import type { BookingDetail, CancelledBooking } from '@hotel/validators/responses';
import { useEffect, useRef, useState } from 'react';

/** What the booking page's action answers: the cancellation, or why it was refused. */
export type CancelResult =
  | { readonly ok: true; readonly value: CancelledBooking }
  | { readonly ok: false; readonly message: string };

/** What cancelling now gives back, in words: shown before the guest confirms. */
export function refundPromise(terms: NonNullable<BookingDetail['cancellation']>): string {
  if (terms.refundPercent === 0) return 'No refund is due if you cancel now.';
  // Nothing was paid (pay at the hotel): there is nothing to give back, and nothing to pay.
  if (terms.refundIfCancelledNow === 0) return 'Nothing was paid, so cancelling costs nothing.';
  const until = terms.deadline
    ? ` if you cancel before ${formatIndiaDateTime(terms.deadline)}`
    : '';
  const share =
    terms.refundPercent === 100
      ? 'everything you paid'
      : `${terms.refundPercent}% of what you paid`;
  return `You get back ${formatINR(terms.refundIfCancelledNow)} (${share})${until}.`;
}

/**
 * 'Cancel booking' on a booking's page: a confirm step that says the refund first; `onConfirm`
 * sends the page's action, which cancels every room of the booking. The page owns the request,
 * as the answer outlives this control (a cancelled booking has nothing left to cancel).
 */
export function CancelBooking({
  terms,
  busy,
  failure,
  onConfirm,
}: {
  readonly terms: NonNullable<BookingDetail['cancellation']>;
  readonly busy: boolean;
  readonly failure: string;
  readonly onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (!terms.allowed) {
    return (
      <p>
        This booking can no longer be cancelled online: its check-in time has passed. Please contact
        the hotel.
      </p>
    );
  }
  return (
    <div className="my-booking__cancel">
      <p>{refundPromise(terms)}</p>
      {confirming ? (
        <fieldset className="my-booking__confirm">
          <legend>Cancel this booking? Every room of it is released.</legend>
          <button
            ref={confirmRef}
            type="button"
            className="action-button payment-page__submit"
            disabled={busy}
            onClick={onConfirm}
          >
            {busy ? 'Cancelling…' : 'Yes, cancel my booking'}
          </button>{' '}
          <button type="button" disabled={busy} onClick={() => setConfirming(false)}>
            Keep my booking
          </button>
        </fieldset>
      ) : (
        <button
          type="button"
          className="action-button payment-page__submit"
          onClick={() => setConfirming(true)}
        >
          Cancel booking
        </button>
      )}
      {failure ? (
        <p className="payment-page__alert" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
