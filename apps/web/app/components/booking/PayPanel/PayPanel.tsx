import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paymentMessages } from '../../../lib/checkout';
import { bookingPagePath, type PayState } from '../../../lib/paymentSteps';
import { PayMessage, processingText } from '../PayMessage/PayMessage';

/** Pay pressed before the details: in the language rendered. */
export const payFirst = (): string => m.booking_payFirst();

/**
 * The Pay button and how paying went. The button stays focusable while unusable, so pressing it
 * can say why; once paying has ended, focus moves to the outcome.
 */
export function PayPanel({
  total,
  state,
  ready,
  myBookingsPath,
  againPath,
  email,
  payAtHotel = false,
  onPay,
}: {
  total: number;
  state: PayState;
  /** Whether the guest's details are in. */
  ready: boolean;
  myBookingsPath: string;
  againPath: string | null;
  email: string | undefined;
  /** The guest chose to pay at the hotel: the button books, with nothing to pay now. */
  payAtHotel?: boolean;
  onPay: () => void;
}) {
  const outcome = useRef<HTMLDivElement>(null);
  const settled = state.kind === 'paid' || state.kind === 'failed' || state.kind === 'refused';
  useEffect(() => {
    if (settled) outcome.current?.focus();
  }, [settled]);

  if (state.kind === 'paid') {
    return (
      <div className="payment-page__pay" ref={outcome} tabIndex={-1}>
        <p className="payment-page__success" role="status">
          {paymentMessages.success(state.paymentId)}
        </p>
        <p>
          {m.booking_bookingReferenceIs({ reference: state.reference })}
          {email ? ` ${m.booking_confirmationOnItsWay({ email })}` : ''}
        </p>
        <p>
          <Link to={bookingPagePath(myBookingsPath, state.reference)}>
            {m.booking_seeYourBooking()}
          </Link>
        </p>
      </div>
    );
  }

  const processing = state.kind === 'processing';
  const usable = ready && !processing;
  return (
    <div className="payment-page__pay" ref={outcome} tabIndex={-1}>
      <button
        type="button"
        className="action-button payment-page__pay-button"
        aria-disabled={usable ? undefined : true}
        aria-describedby={ready ? undefined : 'pay-gate'}
        onClick={onPay}
      >
        {processing
          ? processingText()
          : payAtHotel
            ? m.booking_bookNowPayAtHotel({ amount: formatINR(total) })
            : m.booking_payAmount({ amount: formatINR(total) })}
      </button>
      {ready ? null : (
        <p id="pay-gate" className="payment-page__hint">
          {payAtHotel ? m.booking_submitToBook() : m.booking_submitToPay()}
        </p>
      )}
      {state.kind === 'first' ? (
        <p className="payment-page__alert" role="alert">
          {payFirst()}
        </p>
      ) : null}
      <PayMessage state={state} againPath={againPath} />
    </div>
  );
}
