import { formatINR } from '@hotel/pricing';
import type { ReactNode } from 'react';
import { calendarDateText } from '../../../lib/calendarDateText';
import type { StoredQuote } from '../../../lib/checkout';
import { nightsDiffer } from '../../../lib/pricedNights';
import { NightList } from '../NightList/NightList';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const dateText = calendarDateText({ dateStyle: 'medium' });

/** The stay's dates; a quote without dates is booked from the day of payment. */
export function stayDatesText(quote: Pick<StoredQuote, 'checkIn' | 'checkOut' | 'nights'>) {
  return quote.checkIn && quote.checkOut
    ? `${dateText(quote.checkIn)} to ${dateText(quote.checkOut)}`
    : `${plural(quote.nights, 'night', 'nights')} from the day you pay`;
}

/**
 * 'Booking Summary': every figure of the quote the server priced and stored, so what the guest
 * reads is exactly what they will be charged.
 */
export function BookingSummary({
  quote,
  headingId,
  childGuests = 0,
  children,
}: {
  quote: StoredQuote;
  headingId: string;
  /** Children of the party, when the room page passed them: not priced, so not in the quote. */
  childGuests?: number;
  children?: ReactNode;
}) {
  const rows: [string, string][] = [
    ['Room', quote.roomTitle],
    ['Hotel', quote.hotelName],
    ['Dates', stayDatesText(quote)],
    ['Nights', String(quote.nights)],
    ['Rooms', String(quote.rooms)],
    ['Adults', String(quote.adults)],
    ...(childGuests > 0 ? [['Children', String(childGuests)] as [string, string]] : []),
    ['Breakfasts', String(quote.breakfasts)],
    ['Lunch/dinners', String(quote.lunchDinners)],
    [
      nightsDiffer(quote.nightly)
        ? `${plural(quote.rooms, 'room', 'rooms')} × the ${plural(quote.nights, 'night', 'nights')} below`
        : `${formatINR(quote.rate)} a night × ${plural(quote.rooms, 'room', 'rooms')} × ${plural(quote.nights, 'night', 'nights')}`,
      formatINR(quote.roomCost),
    ],
    [`GST ${quote.gstRate}%`, formatINR(quote.gst)],
    [
      `Breakfasts: ${quote.breakfasts} × ${formatINR(quote.breakfastPrice)}`,
      formatINR(quote.breakfastCost),
    ],
    [
      `Lunch/dinners: ${quote.lunchDinners} × ${formatINR(quote.lunchDinnerPrice)}`,
      formatINR(quote.lunchDinnerCost),
    ],
    // Meals are restaurant service, a supply apart from the room, with their own GST.
    ...(quote.mealGst > 0
      ? [[`GST on meals ${quote.mealGstRate}%`, formatINR(quote.mealGst)] as [string, string]]
      : []),
  ];
  return (
    <section className="payment-page__panel payment-page__summary" aria-labelledby={headingId}>
      <h2 id={headingId}>Booking Summary</h2>
      <dl className="payment-page__facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="payment-page__total">
          <dt>Total Amount</dt>
          <dd>{formatINR(quote.total)}</dd>
        </div>
      </dl>
      {nightsDiffer(quote.nightly) ? <NightList nights={quote.nightly} /> : null}
      {children}
    </section>
  );
}
