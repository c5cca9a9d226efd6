import { formatINR } from '@hotel/pricing';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paymentMessages } from '../../../lib/checkout';
import { bookingPagePath, type PayState } from '../../../lib/paymentSteps';
import { PayMessage, PROCESSING } from '../PayMessage/PayMessage';

export const PAY_FIRST = 'Please fill and submit the customer details form first';

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
          {`Your booking reference is ${state.reference}.`}
          {email ? ` A confirmation e-mail is on its way to ${email}.` : ''}
        </p>
        <p>
          <Link to={bookingPagePath(myBookingsPath, state.reference)}>See your booking</Link>
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
          ? PROCESSING
          : payAtHotel
            ? `Book now, pay ${formatINR(total)} at the hotel`
            : `Pay ${formatINR(total)}`}
      </button>
      {ready ? null : (
        <p id="pay-gate" className="payment-page__hint">
          {payAtHotel ? 'Submit your details to book.' : 'Submit your details to enable payment.'}
        </p>
      )}
      {state.kind === 'first' ? (
        <p className="payment-page__alert" role="alert">
          {PAY_FIRST}
        </p>
      ) : null}
      <PayMessage state={state} againPath={againPath} />
    </div>
  );
}
