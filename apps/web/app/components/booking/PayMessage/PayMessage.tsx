import { m } from '@hotel/i18n/messages';
import { Link } from 'react-router';
import { paymentMessages } from '../../../lib/checkout';
import { holdTimeText, type PayState } from '../../../lib/paymentSteps';

/** The pay step at work, in the language rendered. */
export const processingText = (): string => m.booking_processing();

/** What the pay step says under the Pay button; `againPath` prices the stay afresh. */
export function PayMessage({ state, againPath }: { state: PayState; againPath: string | null }) {
  switch (state.kind) {
    case 'processing':
      return (
        <p className="payment-page__status" role="status">
          {processingText()}
        </p>
      );
    case 'held':
      return (
        <p className="payment-page__status" role="status">
          {m.booking_roomHeldUntil({ time: holdTimeText(state.until) })}
        </p>
      );
    case 'failed':
      return (
        <p className="payment-page__alert" role="alert">
          {m.booking_failedTryAgain({ failure: paymentMessages.failure(state.description) })}
        </p>
      );
    case 'expired':
      return (
        <p className="payment-page__alert" role="alert">
          {m.booking_timeRanOut()}
        </p>
      );
    case 'refused':
      return (
        <div className="payment-page__alert" role="alert">
          <p>{state.message}</p>
          {againPath && (state.code === 'QUOTE_EXPIRED' || state.code === 'SOLD_OUT') ? (
            <p>
              <Link to={againPath}>
                {state.code === 'SOLD_OUT' ? m.booking_chooseOtherDates() : m.booking_priceAgain()}
              </Link>
            </p>
          ) : null}
        </div>
      );
    case 'error':
      return (
        <p className="payment-page__alert" role="alert">
          {paymentMessages.error(state.message)}
        </p>
      );
    default:
      return null;
  }
}
