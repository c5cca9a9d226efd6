import { hotels, site } from '@hotel/content';
import { formatINR } from '@hotel/pricing';
import type { CustomerDetails } from '@hotel/validators';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BookingSummary } from '../components/BookingSummary/BookingSummary';
import {
  CustomerDetailsForm,
  type CustomerErrors,
} from '../components/CustomerDetailsForm/CustomerDetailsForm';
import { ApiError } from '../lib/api';
import {
  createOrder,
  fetchOrderStatus,
  fetchQuote,
  type OrderStatus,
  paymentMessages,
  recalledCustomer,
  rememberCustomer,
  type StoredQuote,
  saveQuote,
} from '../lib/checkout';
import { pageMeta } from '../lib/pageMeta';
import { openRazorpayCheckout } from '../lib/razorpayCheckout';
import { useSession } from '../lib/session';
import { siteRouteFor } from '../lib/siteRoute';
import {
  readStaySelection,
  staySearchParams,
  useSearchParamsAfterHydration,
} from '../lib/stayParams';
import { loadValidators } from '../lib/validators';
import type { Route } from './+types/payment';
import './payment.css';

export function loader({ request }: Route.LoaderArgs) {
  const { path } = siteRouteFor(request.url, 'payment');
  const roomPaths: Record<string, string> = {};
  for (const hotel of hotels) {
    for (const room of hotel.rooms) roomPaths[room.id] = room.path;
  }
  return {
    roomPaths,
    hotels: hotels.map(({ id, name, path: hotelPath }) => ({ id, name, path: hotelPath })),
    siteName: site.name,
    paymentPath: site.pages.payment,
    paymentFormPath: site.pages.paymentForm,
    myBookingsPath: site.pages.myBookings,
    seo: {
      title: `Payment | ${site.name}`,
      description: 'Check your booking summary, enter your details and pay for your stay.',
      canonical: new URL(path, site.url).href,
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

type PageData = Route.ComponentProps['loaderData'];
type HotelLink = PageData['hotels'][number];

export const PAY_FIRST = 'Please fill and submit the customer details form first';
export const PROCESSING = 'Processing...';
const QUOTE_MISSING = 'We could not find this booking. Please choose the room and price it again.';

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid'; readonly problems: readonly string[]; readonly roomPath?: string }
  | { readonly kind: 'ready'; readonly quote: StoredQuote };

/**
 * The booking the URL names: `?quote=` a stored quote, or (a link or a form sent without
 * scripts) a room selection, which is priced and stored first and the URL replaced by its quote.
 */
function useBooking(data: PageData): Loaded {
  const params = useSearchParamsAfterHydration();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const { roomPaths } = data;

  useEffect(() => {
    if (!params) return;
    const controller = new AbortController();
    const quoteId = params.get('quote')?.trim();
    const fail = (error: unknown, roomPath?: string) => {
      if ((error as Error).name === 'AbortError') return;
      const problems =
        error instanceof ApiError && error.status === 404
          ? [QUOTE_MISSING]
          : error instanceof ApiError && Object.keys(error.fields).length > 0
            ? Object.values(error.fields)
            : [(error as Error).message];
      setLoaded({ kind: 'invalid', problems, ...(roomPath ? { roomPath } : {}) });
    };
    setLoaded({ kind: 'loading' });
    if (quoteId) {
      fetchQuote(quoteId, controller.signal).then(
        (quote) => setLoaded({ kind: 'ready', quote }),
        (error: unknown) => fail(error),
      );
      return () => controller.abort();
    }
    if (!params.get('roomId')?.trim()) {
      setLoaded({ kind: 'none' });
      return;
    }
    const roomPath = roomPaths[params.get('roomId')?.trim() ?? ''];
    loadValidators()
      .then(async ({ quoteRequest }) => {
        const read = readStaySelection(params, quoteRequest);
        if (read.kind === 'none') return setLoaded(read);
        if (read.kind === 'invalid') return fail(new Error(read.problems.join(' ')), roomPath);
        const quote = await saveQuote(read.selection);
        if (!controller.signal.aborted) {
          navigate(`?quote=${encodeURIComponent(quote.id)}`, { replace: true });
        }
      })
      .catch((error: unknown) => fail(error, roomPath));
    return () => controller.abort();
  }, [params, roomPaths, navigate]);

  return loaded;
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const booking = useBooking(loaderData);
  const params = useSearchParamsAfterHydration();
  return (
    <div className="payment-page">
      <h1 className="payment-page__title">Payment</h1>
      {booking.kind === 'loading' ? (
        <p className="payment-page__loading" role="status">
          Loading your booking…
        </p>
      ) : booking.kind === 'none' ? (
        <NoRoomSelected hotels={loaderData.hotels} />
      ) : booking.kind === 'invalid' ? (
        <InvalidBooking
          problems={booking.problems}
          roomPath={booking.roomPath}
          hotels={loaderData.hotels}
        />
      ) : (
        <Checkout
          key={booking.quote.id}
          quote={booking.quote}
          orderId={params?.get('order')?.trim() || null}
          data={loaderData}
        />
      )}
    </div>
  );
}

function HotelLinks({ hotels }: { hotels: readonly HotelLink[] }) {
  return (
    <ul className="payment-page__hotels">
      {hotels.map((hotel) => (
        <li key={hotel.id}>
          <Link to={hotel.path}>{hotel.name}</Link>
        </li>
      ))}
    </ul>
  );
}

function NoRoomSelected({ hotels }: { hotels: readonly HotelLink[] }) {
  return (
    <section className="payment-page__panel" aria-labelledby="no-room">
      <h2 id="no-room">No room selected</h2>
      <p>
        There is nothing to pay for yet. Choose a room at one of our hotels and press its booking
        button to see your booking summary here.
      </p>
      <HotelLinks hotels={hotels} />
    </section>
  );
}

function InvalidBooking({
  problems,
  roomPath,
  hotels,
}: {
  problems: readonly string[];
  roomPath: string | undefined;
  hotels: readonly HotelLink[];
}) {
  return (
    <section className="payment-page__panel" aria-labelledby="invalid-booking">
      <h2 id="invalid-booking">This booking cannot be used</h2>
      <ul className="payment-page__problems">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      {roomPath ? (
        <p>
          <Link to={roomPath}>Choose the room’s dates and guests again</Link>
        </p>
      ) : (
        <>
          <p>Please choose a room at one of our hotels:</p>
          <HotelLinks hotels={hotels} />
        </>
      )}
    </section>
  );
}

/** Where paying stands. */
type PayState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'first' }
  | { readonly kind: 'processing' }
  | { readonly kind: 'held'; readonly until: string }
  | { readonly kind: 'paid'; readonly paymentId: string; readonly reference: string }
  | { readonly kind: 'failed'; readonly description: string }
  | { readonly kind: 'expired' }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string }
  | { readonly kind: 'error'; readonly message: string };

const timeText = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

/** The state an order returned from the gateway is in. */
function stateOfOrder(status: OrderStatus): PayState {
  switch (status.status) {
    case 'confirmed':
    case 'cancelled':
      return status.paymentId
        ? { kind: 'paid', paymentId: status.paymentId, reference: status.bookingReference }
        : { kind: 'idle' };
    case 'failed':
      return {
        kind: 'failed',
        description: status.description ?? 'The payment did not go through.',
      };
    case 'expired':
      return { kind: 'expired' };
    case 'pending':
      return status.holdExpiresAt
        ? { kind: 'held', until: status.holdExpiresAt }
        : { kind: 'idle' };
  }
}

/** Field messages the API gave for the customer (`customer.fullName` → `fullName`). */
function customerFieldErrors(error: ApiError): CustomerErrors {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    if (path.startsWith('customer.')) found[path.slice('customer.'.length)] = message;
  }
  return found as CustomerErrors;
}

function Checkout({
  quote,
  orderId,
  data,
}: {
  quote: StoredQuote;
  orderId: string | null;
  data: PageData;
}) {
  const navigate = useNavigate();
  const { user, known } = useSession();
  const [customer, setCustomer] = useState<CustomerDetails | null>(() =>
    recalledCustomer(quote.id),
  );
  const [editing, setEditing] = useState<Partial<CustomerDetails> | null>(null);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CustomerErrors | undefined>();
  const [state, setState] = useState<PayState>(orderId ? { kind: 'processing' } : { kind: 'idle' });

  // Back from the gateway (or a reload after paying): show how the order ended.
  useEffect(() => {
    if (!orderId) return;
    const controller = new AbortController();
    fetchOrderStatus(orderId, controller.signal).then(
      (status) => setState(stateOfOrder(status)),
      (error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState({ kind: 'idle' });
      },
    );
    return () => controller.abort();
  }, [orderId]);

  const submitDetails = (details: CustomerDetails) => {
    rememberCustomer(quote.id, details);
    setCustomer(details);
    setJustSubmitted(true);
    setServerErrors(undefined);
    if (state.kind === 'first') setState({ kind: 'idle' });
  };

  const pay = async () => {
    if (state.kind === 'processing' || state.kind === 'paid') return;
    if (!customer) {
      setState({ kind: 'first' });
      document.getElementById('fullName')?.focus();
      return;
    }
    setState({ kind: 'processing' });
    try {
      const order = await createOrder(quote.id, customer);
      if (order.provider === 'test') {
        const gateway = new URLSearchParams({ order: order.orderId, quote: quote.id });
        navigate(`${data.paymentFormPath}?${gateway}`);
        return;
      }
      await openRazorpayCheckout(order, quote, customer, data.siteName, {
        onPaid: (paid) => {
          setState({ kind: 'paid', paymentId: paid.paymentId, reference: paid.bookingReference });
          const here = new URLSearchParams({ quote: quote.id, order: order.orderId });
          navigate(`?${here}`, { replace: true });
        },
        onFailed: (description) => setState({ kind: 'failed', description }),
        onDismissed: () => setState({ kind: 'held', until: order.holdExpiresAt }),
        onError: (message) => setState({ kind: 'error', message }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fields = customerFieldErrors(error);
        if (Object.keys(fields).length > 0) {
          setEditing(customer);
          setCustomer(null);
          setServerErrors(fields);
          setState({ kind: 'idle' });
          return;
        }
      }
      if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
        setState({ kind: 'refused', code: error.code, message: error.message });
        return;
      }
      setState({ kind: 'error', message: (error as Error).message });
    }
  };

  const summaryId = useId();
  const prefill = editing ?? { mobileNumber: user?.mobile ?? '', email: user?.email ?? '' };
  const paid = state.kind === 'paid';

  return (
    <div className="payment-page__checkout">
      <BookingSummary quote={quote} headingId={summaryId}>
        {paid ? null : (
          <p>
            <Link
              to={`${data.roomPaths[quote.roomId] ?? '/'}?${staySearchParams(selectionOf(quote))}`}
            >
              Change this booking
            </Link>
          </p>
        )}
      </BookingSummary>
      <section className="payment-page__panel" aria-labelledby="customer-details">
        <h2 id="customer-details">Customer Details</h2>
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
        <PayPanel
          quote={quote}
          state={state}
          ready={customer !== null}
          myBookingsPath={data.myBookingsPath}
          roomPath={data.roomPaths[quote.roomId]}
          email={customer?.email}
          onPay={pay}
        />
      </section>
    </div>
  );
}

/** The selection a quote was priced for, to price it again on its room page. */
const selectionOf = (quote: StoredQuote) => ({
  roomId: quote.roomId,
  rooms: quote.rooms,
  adults: quote.adults,
  breakfasts: quote.breakfasts,
  lunchDinners: quote.lunchDinners,
  checkIn: quote.checkIn ?? undefined,
  checkOut: quote.checkOut ?? undefined,
});

function PayPanel({
  quote,
  state,
  ready,
  myBookingsPath,
  roomPath,
  email,
  onPay,
}: {
  quote: StoredQuote;
  state: PayState;
  ready: boolean;
  myBookingsPath: string;
  roomPath: string | undefined;
  email: string | undefined;
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
          <Link to={myBookingsPath}>See my bookings</Link>
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
        className="payment-page__pay-button"
        aria-disabled={usable ? undefined : true}
        aria-describedby={ready ? undefined : 'pay-gate'}
        onClick={onPay}
      >
        {processing ? PROCESSING : `Pay ${formatINR(quote.total)}`}
      </button>
      {ready ? null : (
        <p id="pay-gate" className="payment-page__hint">
          Submit your details to enable payment.
        </p>
      )}
      {state.kind === 'first' ? (
        <p className="payment-page__alert" role="alert">
          {PAY_FIRST}
        </p>
      ) : null}
      <PayMessage state={state} roomPath={roomPath} quote={quote} />
    </div>
  );
}

function PayMessage({
  state,
  roomPath,
  quote,
}: {
  state: PayState;
  roomPath: string | undefined;
  quote: StoredQuote;
}) {
  const again = roomPath ? `${roomPath}?${staySearchParams(selectionOf(quote))}` : null;
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
          {`Your room is held for you until ${timeText(state.until)}. Press Pay to finish paying.`}
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
          {again && (state.code === 'QUOTE_EXPIRED' || state.code === 'SOLD_OUT') ? (
            <p>
              <Link to={again}>
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

function CustomerInformation({
  customer,
  focusOnShow,
  canEdit,
  onEdit,
}: {
  customer: CustomerDetails;
  /** Moves focus here when the details have just been submitted (not when recalled). */
  focusOnShow: boolean;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <div className="payment-page__customer">
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        Customer Information
      </h3>
      <dl className="payment-page__facts" aria-labelledby={headingId}>
        <div>
          <dt>Full Name</dt>
          <dd>{customer.fullName}</dd>
        </div>
        <div>
          <dt>Mobile Number</dt>
          <dd>{customer.mobileNumber}</dd>
        </div>
        <div>
          <dt>Email Address</dt>
          <dd>{customer.email}</dd>
        </div>
      </dl>
      {canEdit ? (
        <button type="button" className="payment-page__edit" onClick={onEdit}>
          Edit details
        </button>
      ) : null}
    </div>
  );
}
