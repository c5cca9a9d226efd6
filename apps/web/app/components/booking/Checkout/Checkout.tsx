import { pathIn, renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import type { CustomerDetails } from '@hotel/validators';
import { useId, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import type { Booking } from '../../../lib/bookingFromUrl';
import {
  type PayChoice,
  type PaymentOrder,
  recalledCustomer,
  rememberCustomer,
} from '../../../lib/checkout';
import type { LegalLinks } from '../../../lib/legalLinks';
import { usePayAtHotelOffer } from '../../../lib/payAtHotelOffer';
import {
  bookingPagePath,
  type PayAttempt,
  type PayState,
  payForm,
  selectionOf,
  stateOfOrder,
} from '../../../lib/paymentSteps';
import { openRazorpayCheckout } from '../../../lib/razorpayCheckout';
import { useSession } from '../../../lib/session';
import { staySearchParams } from '../../../lib/stayParams';
import { useActionResult } from '../../../lib/useActionResult';
import { DetailsNotice } from '../../site/LegalLinks/LegalLinks';
import { BookingSummary } from '../BookingSummary/BookingSummary';
import {
  CustomerDetailsForm,
  type CustomerErrors,
} from '../CustomerDetailsForm/CustomerDetailsForm';
import { CustomerInformation } from '../CustomerInformation/CustomerInformation';
import { PayAtHotelChoice } from '../PayAtHotelChoice/PayAtHotelChoice';
import { PayPanel } from '../PayPanel/PayPanel';

export interface CheckoutPages {
  readonly siteName: string;
  /** The room's page, where the stay can be priced again. */
  readonly roomPath: string | undefined;
  readonly paymentFormPath: string;
  readonly myBookingsPath: string;
  /** Cancellation policies in words, by hotel id. */
  readonly cancellationPolicies: Readonly<Record<string, string>>;
  /** The booking terms and the privacy notice, linked beside the guest's details. */
  readonly legal: LegalLinks;
}

type ReadyBooking = Extract<Booking, { kind: 'ready' }>;

/**
 * Paying for a stored quote: the summary, the guest's details, then Pay. Pay asks the route's
 * action for an order; a Razorpay order opens Razorpay's window here.
 */
export function Checkout({ booking, pages }: { booking: ReadyBooking; pages: CheckoutPages }) {
  const { quote, order, children } = booking;
  const navigate = useNavigate();
  const fetcher = useFetcher<PayAttempt>();
  const { user, known, openAuth } = useSession();
  // Whether this guest may pay at the hotel for this stay: read again once they verify a contact.
  const offer = usePayAtHotelOffer(quote.id);
  const [chosen, setChosen] = useState<PayChoice>('online');
  const offered = offer?.state === 'ready' && offer.value.offered;
  const choice: PayChoice = offered ? chosen : 'online';
  const [customer, setCustomer] = useState<CustomerDetails | null>(() =>
    recalledCustomer(quote.id),
  );
  const [editing, setEditing] = useState<Partial<CustomerDetails> | null>(null);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CustomerErrors | undefined>();
  // Back from the gateway (or a reload after paying): how the order ended.
  const [state, setState] = useState<PayState>(() =>
    order ? stateOfOrder(order.status) : { kind: 'idle' },
  );

  // The action's answer to Pay.
  useActionResult(fetcher.data, (attempt) => {
    if (attempt.kind === 'fields') {
      setEditing(customer);
      setCustomer(null);
      setServerErrors(attempt.errors);
      setState({ kind: 'idle' });
    } else if (attempt.kind !== 'razorpay') {
      setState(attempt);
    } else if (customer) {
      openRazorpay(attempt.order, customer);
    }
  });

  const openRazorpay = (order: PaymentOrder, paying: CustomerDetails) =>
    openRazorpayCheckout(order, quote, paying, pages.siteName, {
      onPaid: (paid) => {
        setState({ kind: 'paid', paymentId: paid.paymentId, reference: paid.bookingReference });
        // On to the confirmation; in place of /Payment, so Back cannot offer to pay again.
        navigate(bookingPagePath(pages.myBookingsPath, paid.bookingReference), { replace: true });
      },
      onFailed: (description) => setState({ kind: 'failed', description }),
      onDismissed: () => setState({ kind: 'held', until: order.holdExpiresAt }),
      onError: (message) => setState({ kind: 'error', message }),
    }).catch((error: unknown) => setState({ kind: 'error', message: (error as Error).message }));

  const submitDetails = (details: CustomerDetails) => {
    rememberCustomer(quote.id, details);
    setCustomer(details);
    setJustSubmitted(true);
    setServerErrors(undefined);
    if (state.kind === 'first') setState({ kind: 'idle' });
  };

  const pay = () => {
    if (state.kind === 'processing' || state.kind === 'paid') return;
    if (!customer) {
      setState({ kind: 'first' });
      document.getElementById('fullName')?.focus();
      return;
    }
    setState({ kind: 'processing' });
    fetcher.submit(
      payForm(quote.id, customer, pages.paymentFormPath, choice, pages.myBookingsPath),
      { method: 'post' },
    );
  };

  const summaryId = useId();
  const prefill = editing ?? { mobileNumber: user?.mobile ?? '', email: user?.email ?? '' };
  const paid = state.kind === 'paid';
  const againParams = staySearchParams(selectionOf(quote));
  if (children > 0) againParams.set('child', String(children));
  const again = `?${againParams}`;

  return (
    <div className="columns payment-page__checkout">
      <BookingSummary quote={quote} headingId={summaryId} childGuests={children}>
        {paid ? null : (
          <p>
            <Link to={`${pages.roomPath ?? pathIn('/', renderingLang())}${again}`}>
              {m.booking_changeBooking()}
            </Link>
          </p>
        )}
        {pages.cancellationPolicies[quote.hotelId] ? (
          <p className="payment-page__policy">
            <strong>{m.booking_cancellationLead()}</strong>{' '}
            {pages.cancellationPolicies[quote.hotelId]}
          </p>
        ) : null}
      </BookingSummary>
      <section className="payment-page__panel" aria-labelledby="customer-details">
        <h2 id="customer-details">{m.booking_customerDetails()}</h2>
        {customer ? (
          <CustomerInformation
            customer={customer}
            focusOnShow={justSubmitted}
            canEdit={!paid && state.kind !== 'processing'}
            onEdit={() => {
              setEditing(customer);
              setCustomer(null);
            }}
          />
        ) : (
          <CustomerDetailsForm
            // The signed-in guest's mobile and e-mail fill the form once the session is known.
            key={known ? `user:${user?.id ?? 'none'}` : 'unknown'}
            initial={prefill}
            serverErrors={serverErrors}
            onSubmit={submitDetails}
          />
        )}
        {paid ? null : (
          <PayAtHotelChoice
            offer={offer}
            choice={choice}
            onChoose={setChosen}
            onVerify={openAuth}
            disabled={state.kind === 'processing'}
          />
        )}
        <PayPanel
          total={quote.total}
          payAtHotel={choice === 'pay_at_hotel'}
          state={state}
          ready={customer !== null}
          myBookingsPath={pages.myBookingsPath}
          againPath={pages.roomPath ? `${pages.roomPath}${again}` : null}
          email={customer?.email}
          onPay={pay}
        />
        {paid ? null : <DetailsNotice links={pages.legal} action="paying" />}
      </section>
    </div>
  );
}
