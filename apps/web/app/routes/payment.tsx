import { activeRule, hotels, site, taxRule } from '@hotel/content';
import {
  formatINR,
  PricingError,
  type Quote,
  quote,
  type RateRule,
  type TaxRule,
} from '@hotel/pricing';
import { fields } from '@hotel/validators';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../components/FormField/FormField';
import { pageMeta } from '../lib/pageMeta';
import { siteRouteFor } from '../lib/siteRoute';
import {
  nightsOf,
  readStaySelection,
  type StaySelection,
  staySearchParams,
  useSearchParamsAfterHydration,
} from '../lib/stayParams';
import type { Route } from './+types/payment';
import './payment.css';

interface RoomToBook {
  readonly title: string;
  readonly hotelName: string;
  readonly path: string;
  readonly rule: RateRule;
  readonly tax: TaxRule;
}

export function loader({ request }: Route.LoaderArgs) {
  const { path } = siteRouteFor(request.url, 'payment');
  const rooms: Record<string, RoomToBook> = {};
  for (const hotel of hotels) {
    for (const room of hotel.rooms) {
      rooms[room.id] = {
        title: room.title,
        hotelName: hotel.name,
        path: room.path,
        rule: activeRule(room),
        tax: taxRule(),
      };
    }
  }
  return {
    rooms,
    hotels: hotels.map(({ id, name, path: hotelPath }) => ({ id, name, path: hotelPath })),
    seo: {
      title: `Payment | ${site.name}`,
      description: 'Check your booking summary, enter your details and pay for your stay.',
      canonical: new URL(path, site.url).href,
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

type HotelLink = Route.ComponentProps['loaderData']['hotels'][number];

export const PAY_FIRST = 'Please fill and submit the customer details form first';
export const PAY_LATER = 'Payment is not available yet.';

/** The customer details, each checked with the API's own field schema. */
const customerSchemas = {
  fullName: fields.personName,
  mobileNumber: fields.mobile,
  email: fields.email,
} as const;
type CustomerField = keyof typeof customerSchemas;
type Customer = Record<CustomerField, string>;
const CUSTOMER_FIELDS = Object.keys(customerSchemas) as CustomerField[];

function checkCustomer(
  values: Customer,
): { ok: true; customer: Customer } | { ok: false; errors: Partial<Customer> } {
  const customer: Partial<Customer> = {};
  const errors: Partial<Customer> = {};
  for (const field of CUSTOMER_FIELDS) {
    const checked = customerSchemas[field].safeParse(values[field]);
    if (checked.success) customer[field] = checked.data;
    else errors[field] = checked.error.issues[0]?.message ?? 'Please check this field.';
  }
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, customer: customer as Customer };
}

type Booking =
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid'; readonly problems: readonly string[]; readonly roomPath?: string }
  | {
      readonly kind: 'valid';
      readonly selection: StaySelection;
      readonly room: RoomToBook;
      readonly quote: Quote;
    };

/** The booking the URL carries, priced with the room's rule (the server confirms it later). */
function bookingFrom(params: URLSearchParams, rooms: Record<string, RoomToBook>): Booking {
  const read = readStaySelection(params);
  if (read.kind === 'none') return read;
  const room = rooms[read.kind === 'valid' ? read.selection.roomId : (read.roomId ?? '')];
  if (read.kind === 'invalid') {
    return { kind: 'invalid', problems: read.problems, ...(room ? { roomPath: room.path } : {}) };
  }
  if (!room) return { kind: 'invalid', problems: ['This link names a room we do not have.'] };
  const { selection } = read;
  try {
    const priced = quote(
      room.rule,
      { ...selection, nights: nightsOf(selection) },
      { tax: room.tax },
    );
    return { kind: 'valid', selection, room, quote: priced };
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    return { kind: 'invalid', problems: [error.message], roomPath: room.path };
  }
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { rooms, hotels: hotelLinks } = loaderData;
  const params = useSearchParamsAfterHydration();
  const booking = useMemo(() => (params ? bookingFrom(params, rooms) : null), [params, rooms]);

  return (
    <div className="payment-page">
      <h1 className="payment-page__title">Payment</h1>
      {booking === null ? (
        <p className="payment-page__loading" role="status">
          Loading your booking…
        </p>
      ) : booking.kind === 'none' ? (
        <NoRoomSelected hotels={hotelLinks} />
      ) : booking.kind === 'invalid' ? (
        <InvalidBooking
          problems={booking.problems}
          roomPath={booking.roomPath}
          hotels={hotelLinks}
        />
      ) : (
        <Checkout selection={booking.selection} room={booking.room} quote={booking.quote} />
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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const dateText = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function Checkout({
  selection,
  room,
  quote: priced,
}: {
  selection: StaySelection;
  room: RoomToBook;
  quote: Quote;
}) {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [editing, setEditing] = useState<Customer | null>(null);
  const [payMessage, setPayMessage] = useState<'first' | 'later' | null>(null);

  const pay = () => {
    if (!customer) {
      setPayMessage('first');
      document.getElementById('fullName')?.focus();
      return;
    }
    setPayMessage('later');
  };

  return (
    <div className="payment-page__checkout">
      <BookingSummary selection={selection} room={room} quote={priced} />
      <section className="payment-page__panel" aria-labelledby="customer-details">
        <h2 id="customer-details">Customer Details</h2>
        {customer ? (
          <CustomerInformation
            customer={customer}
            onEdit={() => {
              setEditing(customer);
              setCustomer(null);
              setPayMessage(null);
            }}
          />
        ) : (
          <CustomerDetailsForm
            initial={editing}
            onSubmit={(details) => {
              setCustomer(details);
              setPayMessage(null);
            }}
          />
        )}
        <div className="payment-page__pay">
          <button
            type="button"
            className="payment-page__pay-button"
            aria-disabled={customer ? undefined : true}
            aria-describedby={customer ? undefined : 'pay-gate'}
            onClick={pay}
          >
            {`Pay ${formatINR(priced.total)}`}
          </button>
          {customer ? null : (
            <p id="pay-gate" className="payment-page__hint">
              Submit your details to enable payment.
            </p>
          )}
          {payMessage === 'first' ? (
            <p className="payment-page__alert" role="alert">
              {PAY_FIRST}
            </p>
          ) : null}
          <p className="payment-page__status" role="status">
            {payMessage === 'later' ? PAY_LATER : ''}
          </p>
        </div>
      </section>
    </div>
  );
}

function BookingSummary({
  selection,
  room,
  quote: priced,
}: {
  selection: StaySelection;
  room: RoomToBook;
  quote: Quote;
}) {
  const dates =
    selection.checkIn && selection.checkOut
      ? `${dateText(selection.checkIn)} to ${dateText(selection.checkOut)}`
      : 'No dates chosen';
  const rows: [string, string][] = [
    ['Room', room.title],
    ['Hotel', room.hotelName],
    ['Dates', dates],
    ['Nights', String(priced.nights)],
    ['Rooms', String(priced.rooms)],
    ['Adults', String(priced.adults)],
    ['Breakfasts', String(priced.breakfasts)],
    ['Lunch/dinners', String(priced.lunchDinners)],
    ['Room cost', formatINR(priced.roomCost)],
    [`GST ${priced.gstRate}%`, formatINR(priced.gst)],
    ['Meals', formatINR(priced.breakfastCost + priced.lunchDinnerCost)],
  ];
  const backToRoom = `${room.path}?${staySearchParams(selection)}`;
  return (
    <section className="payment-page__panel payment-page__summary" aria-labelledby="summary">
      <h2 id="summary">Booking Summary</h2>
      <dl className="payment-page__facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="payment-page__total">
          <dt>Total Amount</dt>
          <dd>{formatINR(priced.total)}</dd>
        </div>
      </dl>
      <p className="payment-page__note">
        {`${plural(priced.rooms, 'room', 'rooms')} for ${plural(priced.nights, 'night', 'nights')}. `}
        The amount is confirmed by the server on the next step.
      </p>
      <p>
        <Link to={backToRoom}>Change this booking</Link>
      </p>
    </section>
  );
}

function CustomerDetailsForm({
  initial,
  onSubmit,
}: {
  initial: Customer | null;
  onSubmit: (customer: Customer) => void;
}) {
  const [values, setValues] = useState<Customer>({
    fullName: initial?.fullName ?? '',
    mobileNumber: initial?.mobileNumber ?? '',
    email: initial?.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Customer>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkCustomer(values);
    if (checked.ok) {
      onSubmit(checked.customer);
      return;
    }
    setErrors(checked.errors);
    const first = CUSTOMER_FIELDS.find((field) => checked.errors[field]);
    if (first) document.getElementById(first)?.focus();
  };

  const field = (name: CustomerField) => ({
    id: name,
    name,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _fixed, ...others }) => others);
    },
  });

  return (
    <form className="payment-page__form" noValidate onSubmit={submit}>
      <FormField label="Full Name" autoComplete="name" {...field('fullName')} />
      <FormField
        label="Mobile Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="10-digit mobile number"
        {...field('mobileNumber')}
      />
      <FormField label="Email Address" type="email" autoComplete="email" {...field('email')} />
      <button type="submit" className="payment-page__submit">
        Submit Details
      </button>
    </form>
  );
}

function CustomerInformation({ customer, onEdit }: { customer: Customer; onEdit: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
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
      <button type="button" className="payment-page__edit" onClick={onEdit}>
        Edit details
      </button>
    </div>
  );
}
