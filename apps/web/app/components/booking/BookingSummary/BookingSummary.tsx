import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import type { ReactNode } from 'react';
import { calendarDateText } from '../../../lib/calendarDateText';
import type { StoredQuote } from '../../../lib/checkout';
import { nightsDiffer } from '../../../lib/pricedNights';
import { NightList } from '../NightList/NightList';

export const dateText = calendarDateText({ dateStyle: 'medium' });

/** The stay's dates; a quote without dates is booked from the day of payment. */
export function stayDatesText(quote: Pick<StoredQuote, 'checkIn' | 'checkOut' | 'nights'>) {
  return quote.checkIn && quote.checkOut
    ? m.booking_dateRange({ from: dateText(quote.checkIn), to: dateText(quote.checkOut) })
    : m.booking_nightsFromPayDay({ nights: m.booking_nights({ count: quote.nights }) });
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
  const counts = {
    rooms: m.booking_rooms({ count: quote.rooms }),
    nights: m.booking_nights({ count: quote.nights }),
  };
  const rows: [string, string][] = [
    [m.booking_room(), quote.roomTitle],
    [m.booking_hotel(), quote.hotelName],
    [m.booking_dates(), stayDatesText(quote)],
    [m.booking_nightsLabel(), String(quote.nights)],
    [m.booking_roomsLabel(), String(quote.rooms)],
    [m.booking_adultsLabel(), String(quote.adults)],
    ...(childGuests > 0
      ? [[m.booking_childrenLabel(), String(childGuests)] as [string, string]]
      : []),
    [m.booking_breakfastsLabel(), String(quote.breakfasts)],
    [m.booking_lunchDinnersLabel(), String(quote.lunchDinners)],
    [
      nightsDiffer(quote.nightly)
        ? m.booking_roomCostNightsBelow(counts)
        : m.booking_roomCostPerNight({ ...counts, rate: formatINR(quote.rate) }),
      formatINR(quote.roomCost),
    ],
    [m.booking_gstRate({ rate: quote.gstRate }), formatINR(quote.gst)],
    [
      m.booking_breakfastsTimes({
        count: quote.breakfasts,
        price: formatINR(quote.breakfastPrice),
      }),
      formatINR(quote.breakfastCost),
    ],
    [
      m.booking_lunchDinnersTimes({
        count: quote.lunchDinners,
        price: formatINR(quote.lunchDinnerPrice),
      }),
      formatINR(quote.lunchDinnerCost),
    ],
    // Meals are restaurant service, a supply apart from the room, with their own GST.
    ...(quote.mealGst > 0
      ? [
          [m.booking_mealGstRate({ rate: quote.mealGstRate }), formatINR(quote.mealGst)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <section className="payment-page__panel payment-page__summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.booking_bookingSummary()}</h2>
      <dl className="payment-page__facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="payment-page__total">
          <dt>{m.booking_totalAmount()}</dt>
          <dd>{formatINR(quote.total)}</dd>
        </div>
      </dl>
      {nightsDiffer(quote.nightly) ? <NightList nights={quote.nightly} /> : null}
      {children}
    </section>
  );
}
