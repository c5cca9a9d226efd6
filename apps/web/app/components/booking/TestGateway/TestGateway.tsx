import { m } from '@hotel/i18n/messages';
import { useId } from 'react';
import { Link } from 'react-router';
import type { OrderStatus, StoredQuote } from '../../../lib/checkout';
import type { LegalLinks } from '../../../lib/legalLinks';
import { holdTimeText } from '../../../lib/paymentSteps';
import { BookingSummary } from '../BookingSummary/BookingSummary';
import { TestPaymentForm } from '../TestPaymentForm/TestPaymentForm';

/** The test gateway for an order: its summary, then the card form while the order is open. */
export function TestGateway({
  quote,
  order,
  orderId,
  paymentPath,
  legal,
  myBookingsPath,
}: {
  quote: StoredQuote;
  order: OrderStatus;
  orderId: string;
  paymentPath: string;
  /** The terms and the privacy notice its consent checkbox links. */
  legal: LegalLinks;
  myBookingsPath: string;
}) {
  const back = `${paymentPath}?${new URLSearchParams({ quote: quote.id, order: orderId })}`;
  const summaryId = useId();
  return (
    <div className="columns payment-page__checkout">
      <BookingSummary quote={quote} headingId={summaryId}>
        <p className="payment-page__note">
          {`${m.booking_bookingReferenceNote({ reference: order.bookingReference })} `}
          {order.status === 'pending' && order.holdExpiresAt
            ? m.booking_roomHeldShort({ time: holdTimeText(order.holdExpiresAt) })
            : null}
        </p>
      </BookingSummary>
      {order.status === 'pending' ? (
        <TestPaymentForm
          orderId={orderId}
          quote={quote}
          back={back}
          legal={legal}
          myBookingsPath={myBookingsPath}
        />
      ) : (
        <section className="payment-page__panel" aria-labelledby="gateway-done">
          <h2 id="gateway-done">{m.booking_orderClosed()}</h2>
          <p>
            {order.status === 'confirmed'
              ? m.booking_alreadyPaid()
              : m.booking_orderNoLongerPayable()}
          </p>
          <p>
            <Link to={back}>{m.booking_backToPayment()}</Link>
          </p>
        </section>
      )}
    </div>
  );
}
