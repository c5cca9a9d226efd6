import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import type { BookingDetail, CancelledBooking } from '@hotel/validators/responses';
import { useEffect, useRef, useState } from 'react';
import { indiaDateTimeText } from '../../../lib/indiaTimeText';

/** What the booking page's action answers: the cancellation, or why it was refused. */
export type CancelResult =
  | { readonly ok: true; readonly value: CancelledBooking }
  | { readonly ok: false; readonly message: string };

/** What cancelling now gives back, in words: shown before the guest confirms. */
export function refundPromise(terms: NonNullable<BookingDetail['cancellation']>): string {
  if (terms.refundPercent === 0) return m.account_noRefund();
  // Nothing was paid (pay at the hotel): there is nothing to give back, and nothing to pay.
  if (terms.refundIfCancelledNow === 0) return m.account_nothingPaid();
  const amount = formatINR(terms.refundIfCancelledNow);
  const percent = terms.refundPercent;
  if (terms.deadline) {
    const deadline = indiaDateTimeText(terms.deadline);
    return percent === 100
      ? m.account_refundAllBefore({ amount, deadline })
      : m.account_refundShareBefore({ amount, percent, deadline });
  }
  return percent === 100
    ? m.account_refundAll({ amount })
    : m.account_refundShare({ amount, percent });
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
    return <p>{m.account_tooLateToCancel()}</p>;
  }
  return (
    <div className="my-booking__cancel">
      <p>{refundPromise(terms)}</p>
      {confirming ? (
        <fieldset className="my-booking__confirm">
          <legend>{m.account_cancelConfirm()}</legend>
          <button
            ref={confirmRef}
            type="button"
            className="action-button payment-page__submit"
            disabled={busy}
            onClick={onConfirm}
          >
            {busy ? m.account_cancelling() : m.account_yesCancel()}
          </button>{' '}
          <button type="button" disabled={busy} onClick={() => setConfirming(false)}>
            {m.account_keepBooking()}
          </button>
        </fieldset>
      ) : (
        <button
          type="button"
          className="action-button payment-page__submit"
          onClick={() => setConfirming(true)}
        >
          {m.account_cancelBooking()}
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
