import { cancellationPolicyOf, describeCancellationPolicy, getProperty } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { formatINR, instantInIndia } from '@hotel/pricing';
import type { StayHotel } from '@hotel/validators/responses';
import type { DbOrTransaction } from '../db/client.js';
import type { bookings } from '../db/schema.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';
import {
  guestDate,
  guestDateTime,
  guestDay,
  guestsIn,
  guestTime,
  paymentMethodIn,
} from './guestLanguage.js';
import { orderAmount } from './orderRows.js';
import { quoteForOrder } from './quoteQueries.js';
import { bookingPageUrl, roomIn, stayHotelOf } from './stayDetails.js';
import type { TaxDocumentRow } from './taxDocuments.js';

/** What was paid and how: online with its payment id (and method), or at the desk. */
function paymentLines(row: typeof bookings.$inferSelect, total: number): string[] {
  const { lang } = row;
  const locale = { locale: lang };
  const amount = formatINR(total);
  if (row.paymentMethod === 'unpaid') return [m.api_mailDueAtHotel({ amount }, locale)];
  if (row.paymentMethod === 'pay_at_hotel') {
    return [
      m.api_mailPayAtHotel({ amount }, locale),
      ...(row.releaseAt
        ? [m.api_mailCheckInByRelease({ when: guestDateTime(row.releaseAt, lang) }, locale)]
        : []),
    ];
  }
  const reference = row.paymentReference;
  if (row.paymentMethod && !row.provider) {
    const method = paymentMethodIn(row.paymentMethod, lang);
    return [
      m.api_mailAmountPaid({ amount }, locale),
      reference
        ? m.api_mailPaidAtHotelByRef({ method, reference }, locale)
        : m.api_mailPaidAtHotelBy({ method }, locale),
    ];
  }
  const method = row.paymentMethod ? paymentMethodIn(row.paymentMethod, lang) : undefined;
  return [
    m.api_mailAmountPaid({ amount }, locale),
    m.api_mailPaymentId({ id: row.paymentId ?? '' }, locale),
    ...(method
      ? [
          reference
            ? m.api_mailPaidByRef({ method, reference }, locale)
            : m.api_mailPaidBy({ method }, locale),
        ]
      : []),
  ];
}

/** Where and when: the address, the check-in and check-out moments, and how to get there. */
function stayLines(row: typeof bookings.$inferSelect, hotel: StayHotel | undefined): string[] {
  const { lang } = row;
  const locale = { locale: lang };
  if (!hotel) {
    return [
      m.api_mailCheckInDate({ date: guestDay(row.checkIn, lang) }, locale),
      m.api_mailCheckOutDate({ date: guestDay(row.checkOut, lang) }, locale),
    ];
  }
  const at = (date: string, time: string) => {
    const moment = instantInIndia(date, time);
    return { date: guestDate(moment, lang), time: guestTime(moment, lang) };
  };
  return [
    m.api_mailAddress({ address: hotel.address }, locale),
    m.api_mailMap({ url: hotel.mapUrl }, locale),
    m.api_mailCheckInFrom(at(row.checkIn, hotel.checkInTime), locale),
    m.api_mailCheckOutBy(at(row.checkOut, hotel.checkOutTime), locale),
  ];
}

/**
 * The guest's confirmation e-mail for an order's rows, with its tax invoice when issued: in the
 * language the booking was made in (its `lang`), the hotel's texts from that language's content
 * and the links to that language's pages. The invoice itself stays English (GST's fields).
 */
export function confirmationMail(
  tx: DbOrTransaction,
  rows: readonly (typeof bookings.$inferSelect)[],
  invoice?: TaxDocumentRow | null,
): OutgoingMail {
  const first = rows[0];
  if (!first) throw new Error('An order without rows.');
  const { lang } = first;
  const locale = { locale: lang };
  const quote = first.quoteId ? quoteForOrder(tx, first.quoteId) : undefined;
  const property = quote ? getProperty(quote.hotelId) : undefined;
  const hotel = property?.kind === 'hotel' ? property : undefined;
  const stay = quote ? stayHotelOf(quote.hotelId, lang) : undefined;
  const roomTitle =
    quote && lang !== 'en' ? (roomIn(quote.roomTypeId, lang)?.title ?? quote.roomTitle) : '';
  const total = orderAmount(rows);
  const lines = [
    m.api_mailDear({ name: first.guestName }, locale),
    '',
    m.api_mailConfirmed({ reference: first.reference }, locale),
    '',
    m.api_mailHotel({ hotel: quote?.hotelName ?? '' }, locale),
    ...stayLines(first, stay),
    m.api_mailRoom({ room: roomTitle || (quote?.roomTitle ?? ''), count: rows.length }, locale),
    ...(quote ? [m.api_mailGuests({ guests: guestsIn(quote, lang) }, locale)] : []),
    ...paymentLines(first, total),
    ...(invoice ? [m.api_mailTaxInvoice({ number: invoice.number }, locale)] : []),
    '',
    m.api_mailBookingPage({ url: bookingPageUrl(first.reference, lang) }, locale),
    ...(stay ? [m.api_mailHotelPhone({ phone: stay.phone }, locale)] : []),
    ...(stay && stay.directions.length > 0
      ? [
          '',
          m.api_mailGettingThere({}, locale),
          ...stay.directions.map(({ from, text }) => `- ${from}: ${text}`),
        ]
      : []),
    '',
    m.api_mailQuoteReference({}, locale),
    ...(hotel
      ? [
          '',
          m.api_mailCancellation(
            { policy: describeCancellationPolicy(cancellationPolicyOf(hotel), lang) },
            locale,
          ),
        ]
      : []),
  ];
  return {
    to: first.guestEmail,
    subject: m.api_mailConfirmedSubject({ reference: first.reference }, locale),
    text: lines.join('\n'),
    attachments: invoice ? [{ taxDocumentId: invoice.id }] : [],
  };
}
