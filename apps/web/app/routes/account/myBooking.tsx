import { formatINR, formatIndiaClock, formatIndiaDateTime, instantInIndia } from '@hotel/pricing';
import type { BookingDetail } from '@hotel/validators/responses';
import { bookingStatusLabels, paidStatuses } from '@hotel/validators/statuses';
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
import { PaymentFrame, PaymentLoading } from '../../components/booking/PaymentFrame/PaymentFrame';
import { ApiError, api } from '../../lib/api';
import { guestsText } from '../../lib/partyText';
import { useActionResult } from '../../lib/useActionResult';
import type { Route } from './+types/myBooking';
import '../booking/payment.css';
import '../../components/account/BookingConfirmation/BookingConfirmation.css';

const TITLE = 'Your booking';

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
    { title: [`Booking ${params.reference}`, root?.siteName].filter(Boolean).join(' | ') },
    { name: 'robots', content: 'noindex' },
  ];
};

export function HydrateFallback() {
  return <PaymentLoading title={TITLE} what="your booking" />;
}

const REFUND_TEXT = {
  due: 'to be refunded to your card: our staff are sending it',
  pending: 'on its way to your card',
  sending: 'on its way to your card',
  processed: 'refunded to your card',
  failed: 'delayed: we are sending it again',
} as const;

/** A time of day in India as the content writes it ('12:00') the way guests read it: '12:00 pm'. */
const clockText = (time: string) => formatIndiaClock(instantInIndia('2026-01-01', time));

/** A stay's day with the hotel's time: '1 Dec 2026, from 12:00 pm'. */
function dayAndTime(date: string, time: string | undefined, word: 'from' | 'by') {
  return time ? `${dateText(date)}, ${word} ${clockText(time)}` : dateText(date);
}

const isPaid = (status: BookingDetail['status']) =>
  (paidStatuses as readonly string[]).includes(status);

/** What a booking left to pay at the hotel still owes, and by when the guest must arrive. */
function PayAtHotelDue({ due }: { due: NonNullable<BookingDetail['payAtHotel']> }) {
  return (
    <p className="my-booking__due">
      <strong>{`Pay at the hotel: ${formatINR(due.amount)}`}</strong>
      {` by cash, UPI or card at the front desk; the tax invoice is yours once paid.${
        due.releaseAt
          ? ` Please check in by ${formatIndiaDateTime(due.releaseAt)} on your arrival day: a booking neither checked in nor paid by then is released.`
          : ''
      }`}
    </p>
  );
}

/** The booking's facts, its calendar file, invoice and credit note. */
function BookingFacts({ booking }: { booking: BookingDetail }) {
  const files = `/api/bookings/${encodeURIComponent(booking.reference)}`;
  const rooms = booking.rooms.length;
  const facts: [string, string][] = [
    ['Booking reference', booking.reference],
    ['Status', bookingStatusLabels[booking.status]],
    ['Hotel', booking.hotelName],
    ['Room', `${booking.roomTitle}${rooms > 1 ? ` × ${rooms}` : ''}`],
    ['Check-in', dayAndTime(booking.checkIn, booking.hotel?.checkInTime, 'from')],
    ['Check-out', dayAndTime(booking.checkOut, booking.hotel?.checkOutTime, 'by')],
    ['Nights', String(booking.nights)],
    ['Guests', guestsText(booking)],
    ['Guest', booking.guest.name],
    ...(booking.guest.gstin ? ([['GSTIN', booking.guest.gstin]] as [string, string][]) : []),
    ...(booking.refund
      ? ([
          ['Refund', `${formatINR(booking.refund.amount)}, ${REFUND_TEXT[booking.refund.status]}`],
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
            <dt>Pay at the hotel</dt>
            <dd className="amount">{formatINR(booking.payAtHotel.amount)}</dd>
          </div>
        ) : null}
        {booking.price === null && isPaid(booking.status) && !booking.payAtHotel ? (
          <div className="payment-page__total">
            <dt>Amount paid</dt>
            <dd className="amount">{formatINR(booking.amount)}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="my-booking__actions">
        {isPaid(booking.status) ? (
          <li>
            <a href={`${files}/calendar.ics`} download>
              Add to calendar
            </a>
          </li>
        ) : null}
        {booking.invoice ? (
          <li>
            <a href={`${files}/invoice.pdf`} download>
              {`Download invoice ${booking.invoice.number} (PDF)`}
            </a>
          </li>
        ) : null}
        {booking.creditNote ? (
          <li>
            <a href={`${files}/credit-note.pdf`} download>
              {`Download credit note ${booking.creditNote.number} (PDF)`}
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
      <PaymentFrame title={TITLE}>
        <SignInPrompt heading="Sign in to see this booking" reference={reference} />
      </PaymentFrame>
    );
  }
  if (loaderData.kind !== 'ready') {
    return (
      <PaymentFrame title={TITLE}>
        <p className="payment-page__alert" role="alert">
          {loaderData.kind === 'failed'
            ? loaderData.message
            : 'We could not find that booking among yours.'}
        </p>
        <p>
          <Link to={list}>All your bookings</Link>
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
      setFailure(`Your booking was not cancelled. ${result.message}`);
      return;
    }
    const { refund } = result.value;
    setNotice(
      refund.amount > 0
        ? `Your booking is cancelled. ${formatINR(refund.amount)} is on its way back to your card; the credit note is below and in your e-mail.`
        : 'Your booking is cancelled.',
    );
  });
  return (
    <PaymentFrame title={TITLE}>
      <div className="my-booking">
        <p ref={noticeRef} className="payment-page__notice" role="status">
          {notice}
        </p>
        {booking.status === 'confirmed' ? (
          <p className="my-booking__lead">
            {`Your stay at ${booking.hotelName} is confirmed. Please quote ${booking.reference} at the front desk.`}
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
            <h2 id="booking-cancel">Cancellation</h2>
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
          <Link to={list}>All your bookings</Link>
        </p>
      </div>
    </PaymentFrame>
  );
}
