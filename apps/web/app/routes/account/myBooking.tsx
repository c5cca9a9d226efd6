import { m } from '@hotel/i18n/messages';
import { formatINR, instantInIndia } from '@hotel/pricing';
import type { BookingDetail } from '@hotel/validators/responses';
import { paidStatuses } from '@hotel/validators/statuses';
import { statusText } from '@hotel/validators/statusText';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation, useParams } from 'react-router';
import { BookingCharges } from '../../components/account/BookingConfirmation/BookingCharges';
import { HotelDirections } from '../../components/account/BookingConfirmation/HotelDirections';
import {
  CancelBooking,
  type CancelResult,
} from '../../components/account/CancelBooking/CancelBooking';
import { SignInPrompt } from '../../components/account/SignInPrompt/SignInPrompt';
import { dateText } from '../../components/booking/BookingSummary/BookingSummary';
import { PaymentFrame } from '../../components/booking/PaymentFrame/PaymentFrame';
import { ApiError, api } from '../../lib/api';
import { indiaClockText, indiaDateTimeText } from '../../lib/indiaTimeText';
import { useActionResult } from '../../lib/useActionResult';
import type { Route } from './+types/myBooking';
import '../booking/payment.css';
import '../../components/account/BookingConfirmation/BookingConfirmation.css';

type Loaded =
  | { readonly kind: 'ready'; readonly booking: BookingDetail }
  | { readonly kind: 'signedOut' | 'notFound' }
  | { readonly kind: 'failed'; readonly message: string };

/** The booking, as its guest may read it: signed out and someone else's are told apart only by sign-in. */
async function loadBooking(reference: string, signal: AbortSignal): Promise<Loaded> {
  try {
    return {
      kind: 'ready',
      booking: await api('GET /api/bookings/:reference', { params: { reference }, signal }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'signedOut' };
    if (error instanceof ApiError && error.status === 404) return { kind: 'notFound' };
    return { kind: 'failed', message: (error as Error).message };
  }
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadBooking(params.reference, request.signal);
}

/** Cancel: POST /api/bookings/:reference/cancel, every room of the booking. */
export async function clientAction({ params }: Route.ClientActionArgs): Promise<CancelResult> {
  try {
    const value = await api('POST /api/bookings/:reference/cancel', {
      params: { reference: params.reference },
    });
    return { ok: true, value };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const root = matches[0].loaderData as { siteName?: string } | undefined;
  return [
    {
      title: [m.account_bookingPageTitle({ reference: params.reference }), root?.siteName]
        .filter(Boolean)
        .join(' | '),
    },
    { name: 'robots', content: 'noindex' },
  ];
};

export function HydrateFallback() {
  return (
    <PaymentFrame title={m.account_yourBookingTitle()}>
      <p className="payment-page__loading" role="status">
        {m.account_loadingBooking()}
      </p>
    </PaymentFrame>
  );
}

/** A refund's amount and where it stands, in the language being rendered. */
const REFUND_TEXT = {
  due: m.account_refundDue,
  pending: m.account_refundOnItsWay,
  sending: m.account_refundOnItsWay,
  processed: m.account_refundProcessed,
  failed: m.account_refundDelayed,
} as const;

/** A time of day in India as the content writes it ('12:00') the way guests read it: '12:00 pm'. */
const clockText = (time: string) => indiaClockText(instantInIndia('2026-01-01', time));

/** A stay's day with the hotel's time: '1 Dec 2026, from 12:00 pm'. */
function dayAndTime(date: string, time: string | undefined, word: 'from' | 'by') {
  if (!time) return dateText(date);
  const parts = { date: dateText(date), time: clockText(time) };
  return word === 'from' ? m.account_dayFrom(parts) : m.account_dayBy(parts);
}

/** '2 adults, 1 child': the party, in the language being rendered. */
function guestsText({ adults, children = 0 }: { adults: number; children?: number | undefined }) {
  const grown = m.account_adults({ count: adults });
  return children > 0
    ? m.account_adultsAndChildren({
        adults: grown,
        children: m.account_children({ count: children }),
      })
    : grown;
}

const isPaid = (status: BookingDetail['status']) =>
  (paidStatuses as readonly string[]).includes(status);

/** What a booking left to pay at the hotel still owes, and by when the guest must arrive. */
function PayAtHotelDue({ due }: { due: NonNullable<BookingDetail['payAtHotel']> }) {
  return (
    <p className="my-booking__due">
      <strong>{m.account_payAtHotelAmount({ amount: formatINR(due.amount) })}</strong>
      {` ${m.account_payAtHotelHow()}`}
      {due.releaseAt ? ` ${m.account_checkInBy({ time: indiaDateTimeText(due.releaseAt) })}` : null}
    </p>
  );
}

/** The booking's facts, its calendar file, invoice and credit note. */
function BookingFacts({ booking }: { booking: BookingDetail }) {
  const files = `/api/bookings/${encodeURIComponent(booking.reference)}`;
  const rooms = booking.rooms.length;
  const facts: [string, string][] = [
    [m.account_bookingReference(), booking.reference],
    [m.account_status(), statusText(booking.status)],
    [m.account_hotel(), booking.hotelName],
    [m.account_room(), `${booking.roomTitle}${rooms > 1 ? ` × ${rooms}` : ''}`],
    [m.account_checkIn(), dayAndTime(booking.checkIn, booking.hotel?.checkInTime, 'from')],
    [m.account_checkOut(), dayAndTime(booking.checkOut, booking.hotel?.checkOutTime, 'by')],
    [m.account_nights(), String(booking.nights)],
    [m.account_guests(), guestsText(booking)],
    [m.account_guestTerm(), booking.guest.name],
    ...(booking.guest.gstin
      ? ([[m.account_gstin(), booking.guest.gstin]] as [string, string][])
      : []),
    ...(booking.refund
      ? ([
          [
            m.account_refund(),
            REFUND_TEXT[booking.refund.status]({ amount: formatINR(booking.refund.amount) }),
          ],
        ] as [string, string][])
      : []),
  ];
  return (
    <section className="payment-page__panel" aria-labelledby="booking-facts">
      <h2 id="booking-facts">{`${booking.roomTitle}, ${booking.hotelName}`}</h2>
      <dl className="payment-page__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {booking.payAtHotel ? (
          <div className="payment-page__total">
            <dt>{m.account_payAtHotel()}</dt>
            <dd className="amount">{formatINR(booking.payAtHotel.amount)}</dd>
          </div>
        ) : null}
        {booking.price === null && isPaid(booking.status) && !booking.payAtHotel ? (
          <div className="payment-page__total">
            <dt>{m.account_amountPaid()}</dt>
            <dd className="amount">{formatINR(booking.amount)}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="my-booking__actions">
        {isPaid(booking.status) ? (
          <li>
            <a href={`${files}/calendar.ics`} download>
              {m.account_addToCalendar()}
            </a>
          </li>
        ) : null}
        {booking.invoice ? (
          <li>
            <a href={`${files}/invoice.pdf`} download>
              {m.account_downloadInvoice({ number: booking.invoice.number })}
            </a>
          </li>
        ) : null}
        {booking.creditNote ? (
          <li>
            <a href={`${files}/credit-note.pdf`} download>
              {m.account_downloadCreditNote({ number: booking.creditNote.number })}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/**
 * /my-bookings/<reference>: one booking after paying, for its guest (the page /Payment lands on
 * once paid): what was booked and paid, night by night with its taxes, what the room includes,
 * the calendar file and tax invoice, the way to the hotel and how to reach it, and 'Cancel
 * booking' with the refund said before the guest confirms.
 */
export default function MyBookingPage({ loaderData }: Route.ComponentProps) {
  // My Bookings is this page's parent path (content names it; the browser has no content).
  const list = useLocation().pathname.replace(/\/[^/]*\/?$/, '') || '/';
  const { reference } = useParams();
  if (loaderData.kind === 'signedOut') {
    return (
      <PaymentFrame title={m.account_yourBookingTitle()}>
        <SignInPrompt heading={m.account_signInToSeeBooking()} reference={reference} />
      </PaymentFrame>
    );
  }
  if (loaderData.kind !== 'ready') {
    return (
      <PaymentFrame title={m.account_yourBookingTitle()}>
        <p className="payment-page__alert" role="alert">
          {loaderData.kind === 'failed' ? loaderData.message : m.account_bookingNotFound()}
        </p>
        <p>
          <Link to={list}>{m.account_allBookings()}</Link>
        </p>
      </PaymentFrame>
    );
  }
  return <ReadyBooking booking={loaderData.booking} list={list} />;
}

function ReadyBooking({ booking, list }: { booking: BookingDetail; list: string }) {
  const fetcher = useFetcher<CancelResult>();
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The answer shows at the top of the page, far above the button on a phone: bring it in view.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'center' });
  }, [notice]);
  const [failure, setFailure] = useState('');
  useActionResult(fetcher.data, (result) => {
    if (!result.ok) {
      setFailure(m.account_notCancelled({ reason: result.message }));
      return;
    }
    const { refund } = result.value;
    setNotice(
      refund.amount > 0
        ? m.account_cancelledRefund({ amount: formatINR(refund.amount) })
        : m.account_cancelled(),
    );
  });
  return (
    <PaymentFrame title={m.account_yourBookingTitle()}>
      <div className="my-booking">
        <p ref={noticeRef} className="payment-page__notice" role="status">
          {notice}
        </p>
        {booking.status === 'confirmed' ? (
          <p className="my-booking__lead">
            {m.account_stayConfirmed({ hotel: booking.hotelName, reference: booking.reference })}
          </p>
        ) : null}
        {booking.payAtHotel ? <PayAtHotelDue due={booking.payAtHotel} /> : null}
        <BookingFacts booking={booking} />
        {booking.price ? (
          <BookingCharges
            price={booking.price}
            rooms={booking.rooms.length}
            paid={isPaid(booking.status) && !booking.payAtHotel}
            amenities={booking.amenities}
          />
        ) : null}
        {booking.hotel ? (
          <HotelDirections hotelName={booking.hotelName} hotel={booking.hotel} />
        ) : null}
        {booking.cancellation ? (
          <section className="payment-page__panel" aria-labelledby="booking-cancel">
            <h2 id="booking-cancel">{m.account_cancellation()}</h2>
            <p>{booking.cancellation.policyText}</p>
            <CancelBooking
              terms={booking.cancellation}
              busy={fetcher.state !== 'idle'}
              failure={failure}
              onConfirm={() => {
                setFailure('');
                fetcher.submit({ intent: 'cancel' }, { method: 'post' });
              }}
            />
          </section>
        ) : null}
        <p>
          <Link to={list}>{m.account_allBookings()}</Link>
        </p>
      </div>
    </PaymentFrame>
  );
}
