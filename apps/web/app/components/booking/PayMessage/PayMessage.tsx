import { Link } from 'react-router';
import { paymentMessages } from '../../../lib/checkout';
import { holdTimeText, type PayState } from '../../../lib/paymentSteps';

export const PROCESSING = 'Processing...';

/** What the pay step says under the Pay button; `againPath` prices the stay afresh. */
export function PayMessage({ state, againPath }: { state: PayState; againPath: string | null }) {
  switch (state.kind) {
    case 'processing':
      return (
        <p className="payment-page__status" role="status">
          {PROCESSING}
        </p>
      );
    case 'held':
      return (
        <p className="payment-page__status" role="status">
          {`Your room is held for you until ${holdTimeText(state.until)}. Press Pay to finish paying.`}
        </p>
      );
    case 'failed':
      return (
        <p className="payment-page__alert" role="alert">
          {`${paymentMessages.failure(state.description)} You can try again.`}
        </p>
      );
    case 'expired':
      return (
        <p className="payment-page__alert" role="alert">
          The time to pay ran out and the room was released. Press Pay to try again.
        </p>
      );
    case 'refused':
      return (
        <div className="payment-page__alert" role="alert">
          <p>{state.message}</p>
          {againPath && (state.code === 'QUOTE_EXPIRED' || state.code === 'SOLD_OUT') ? (
            <p>
              <Link to={againPath}>
                {state.code === 'SOLD_OUT' ? 'Choose other dates' : 'Price the stay again'}
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
