import { site } from '@hotel/content';
import { formatINR } from '@hotel/pricing';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BookingSummary } from '../components/BookingSummary/BookingSummary';
import { CustomerFields } from '../components/CustomerDetailsForm/CustomerDetailsForm';
import { FormField } from '../components/FormField/FormField';
import { ApiError } from '../lib/api';
import {
  completeTestPayment,
  fetchOrderStatus,
  fetchQuote,
  type OrderStatus,
  paymentMessages,
  recalledCustomer,
  type StoredQuote,
} from '../lib/checkout';
import { pageMeta } from '../lib/pageMeta';
import { siteRouteFor } from '../lib/siteRoute';
import { useSearchParamsAfterHydration } from '../lib/stayParams';
import { TEST_CARDS, testCardOutcome } from '../lib/testCards';
import { useCheckedForm } from '../lib/useCheckedForm';
import { loadValidators } from '../lib/validators';
import type { Route } from './+types/paymentForm';
import './payment.css';

export function loader({ request }: Route.LoaderArgs) {
  const { path } = siteRouteFor(request.url, 'paymentForm');
  return {
    paymentPath: site.pages.payment,
    seo: {
      title: `Hotel Payment Gateway | ${site.name}`,
      description: 'The test payment gateway of the site, used when no live provider is set up.',
      canonical: new URL(path, site.url).href,
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unusable'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly quote: StoredQuote;
      readonly order: OrderStatus;
      readonly orderId: string;
    };

const NOTHING_TO_PAY =
  'There is no payment to make here. Start from the payment page of your booking.';

/** The order and quote the gateway was opened for (`?order=…&quote=…`). */
function useGatewayOrder(): Loaded {
  const params = useSearchParamsAfterHydration();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    if (!params) return;
    const orderId = params.get('order')?.trim();
    const quoteId = params.get('quote')?.trim();
    if (!orderId || !quoteId) {
      setLoaded({ kind: 'unusable', message: NOTHING_TO_PAY });
      return;
    }
    const controller = new AbortController();
    Promise.all([
      fetchQuote(quoteId, controller.signal),
      fetchOrderStatus(orderId, controller.signal),
    ]).then(
      ([quote, order]) => setLoaded({ kind: 'ready', quote, order, orderId }),
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        const message =
          error instanceof ApiError && error.status === 404
            ? NOTHING_TO_PAY
            : (error as Error).message;
        setLoaded({ kind: 'unusable', message });
      },
    );
    return () => controller.abort();
  }, [params]);
  return loaded;
}

export default function PaymentFormPage({ loaderData }: Route.ComponentProps) {
  const loaded = useGatewayOrder();
  return (
    <div className="payment-page">
      <h1 className="payment-page__title">Hotel Payment Gateway</h1>
      {loaded.kind === 'loading' ? (
        <p className="payment-page__loading" role="status">
          Loading your order…
        </p>
      ) : loaded.kind === 'unusable' ? (
        <section className="payment-page__panel" aria-labelledby="gateway-unusable">
          <h2 id="gateway-unusable">Nothing to pay</h2>
          <p>{loaded.message}</p>
          <p>
            <Link to={loaderData.paymentPath}>Go to the payment page</Link>
          </p>
        </section>
      ) : (
        <Gateway {...loaded} paymentPath={loaderData.paymentPath} />
      )}
    </div>
  );
}

const timeText = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

function Gateway({
  quote,
  order,
  orderId,
  paymentPath,
}: {
  quote: StoredQuote;
  order: OrderStatus;
  orderId: string;
  paymentPath: string;
}) {
  const back = `${paymentPath}?${new URLSearchParams({ quote: quote.id, order: orderId })}`;
  const summaryId = useId();
  return (
    <div className="payment-page__checkout">
      <BookingSummary quote={quote} headingId={summaryId}>
        <p className="payment-page__note">
          {`Booking reference ${order.bookingReference}. `}
          {order.status === 'pending' && order.holdExpiresAt
            ? `Your room is held until ${timeText(order.holdExpiresAt)}.`
            : null}
        </p>
      </BookingSummary>
      {order.status === 'pending' ? (
        <CardForm orderId={orderId} quote={quote} back={back} />
      ) : (
        <section className="payment-page__panel" aria-labelledby="gateway-done">
          <h2 id="gateway-done">This order is closed</h2>
          <p>
            {order.status === 'confirmed'
              ? 'This booking is already paid.'
              : 'This order can no longer be paid. Go back to make a new payment.'}
          </p>
          <p>
            <Link to={back}>Back to the payment page</Link>
          </p>
        </section>
      )}
    </div>
  );
}

/** The gateway's form: the guest's details and the card, with the source's messages. */
function CardForm({ orderId, quote, back }: { orderId: string; quote: StoredQuote; back: string }) {
  const navigate = useNavigate();
  const guest = recalledCustomer(quote.id);
  const form = useCheckedForm(async () => (await loadValidators()).testGatewayForm, {
    fullName: guest?.fullName ?? '',
    mobileNumber: guest?.mobileNumber ?? '',
    email: guest?.email ?? '',
    cardNumber: '',
    expiryDate: '',
    cvv: '',
    termsAccepted: false as boolean,
  });
  const [processing, setProcessing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    const checked = await form.check();
    if (!checked) return;
    setProcessing(true);
    setProblem(null);
    // The card goes no further than this line: only its test outcome is sent.
    const outcome = testCardOutcome(checked.cardNumber);
    form.setValues((current) => ({ ...current, cardNumber: '', expiryDate: '', cvv: '' }));
    try {
      await completeTestPayment(orderId, outcome);
      navigate(back, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        navigate(back, { replace: true });
        return;
      }
      setProcessing(false);
      setProblem(paymentMessages.error((error as Error).message));
    }
  };

  const { termsAccepted } = form.values;
  return (
    <section className="payment-page__panel" aria-labelledby="gateway-pay">
      <h2 id="gateway-pay">Pay by card</h2>
      <aside className="payment-page__test-mode" aria-labelledby="test-mode">
        <h3 id="test-mode">Test mode: no card is charged</h3>
        <p>Any future expiry date and any 3-digit CVV work with these cards:</p>
        <ul>
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className="payment-page__card-number">{card.number}</span> {card.result}
            </li>
          ))}
        </ul>
      </aside>
      <form
        ref={form.ref}
        className="payment-page__form"
        method="post"
        noValidate
        onSubmit={submit}
      >
        <fieldset className="payment-page__fieldset">
          <legend>Personal information</legend>
          <CustomerFields field={form.textField} />
        </fieldset>
        <fieldset className="payment-page__fieldset">
          <legend>Card</legend>
          <FormField
            label="Card Number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            hint="16 digits"
            required
            {...form.textField('cardNumber')}
          />
          <div className="payment-page__card-row">
            <FormField
              label="Expiry Date"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              hint="MM/YY"
              required
              {...form.textField('expiryDate')}
            />
            <FormField
              label="CVV"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              hint="3 or 4 digits"
              required
              {...form.textField('cvv')}
            />
          </div>
        </fieldset>
        <div className="payment-page__terms">
          <input
            id="termsAccepted"
            name="termsAccepted"
            type="checkbox"
            checked={termsAccepted}
            aria-invalid={form.errors.termsAccepted ? true : undefined}
            aria-describedby={form.errors.termsAccepted ? 'termsAccepted-error' : undefined}
            onChange={(event) => form.setValue('termsAccepted', event.target.checked)}
          />
          <label htmlFor="termsAccepted">I accept the terms and conditions</label>
          {form.errors.termsAccepted ? (
            <p id="termsAccepted-error" className="form-field__error">
              {form.errors.termsAccepted}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="payment-page__pay-button"
          aria-disabled={processing ? true : undefined}
        >
          {processing ? 'Processing...' : `Pay ${formatINR(quote.total)}`}
        </button>
        <p className="payment-page__status" role="status">
          {processing ? 'Processing...' : ''}
        </p>
        {problem ? (
          <p className="payment-page__alert" role="alert">
            {problem}
          </p>
        ) : null}
        <p>
          <Link to={back}>Cancel and go back</Link>
        </p>
      </form>
    </section>
  );
}
