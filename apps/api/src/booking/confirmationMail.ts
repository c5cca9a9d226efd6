import { cancellationPolicyOf, describeCancellationPolicy, getProperty } from '@hotel/content';
import { formatINR, formatIndiaDateTime, instantInIndia } from '@hotel/pricing';
import { guestsText } from '@hotel/validators/guests';
import type { StayHotel } from '@hotel/validators/responses';
import type { DbOrTransaction } from '../db/client.js';
import type { bookings } from '../db/schema.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';
import { orderAmount } from './orderRows.js';
import { PAYMENT_METHOD_TEXT } from './paymentMethods.js';
import { quoteForOrder } from './quoteQueries.js';
import { bookingPageUrl, stayHotelOf } from './stayDetails.js';
import type { TaxDocumentRow } from './taxDocuments.js';

/** What was paid and how: online with its payment id (and method), or at the desk. */
function paymentLines(row: typeof bookings.$inferSelect, total: number): string[] {
  const amount = `${formatINR(total)} (including GST)`;
  if (row.paymentMethod === 'unpaid') return [`Amount due at the hotel: ${amount}`];
  if (row.paymentMethod === 'pay_at_hotel') {
    return [
      `Pay at the hotel: ${amount}, by cash, UPI or card at the front desk`,
      ...(row.releaseAt
        ? [
            `Please check in by ${formatIndiaDateTime(row.releaseAt)} (India time) on your arrival day: a booking neither checked in nor paid by then is released.`,
          ]
        : []),
    ];
  }
  const reference = row.paymentReference ? `, reference ${row.paymentReference}` : '';
  if (row.paymentMethod && !row.provider) {
    return [
      `Amount paid: ${amount}`,
      `Paid at the hotel by ${PAYMENT_METHOD_TEXT[row.paymentMethod]}${reference}`,
    ];
  }
  return [
    `Amount paid: ${amount}`,
    `Payment ID: ${row.paymentId ?? ''}`,
    ...(row.paymentMethod ? [`Paid by ${PAYMENT_METHOD_TEXT[row.paymentMethod]}${reference}`] : []),
  ];
}

/** Where and when: the address, the check-in and check-out moments, and how to get there. */
function stayLines(row: typeof bookings.$inferSelect, hotel: StayHotel | undefined): string[] {
  if (!hotel) return [`Check-in: ${row.checkIn}`, `Check-out: ${row.checkOut}`];
  const at = (date: string, time: string) => formatIndiaDateTime(instantInIndia(date, time));
  return [
    `Address: ${hotel.address}`,
    `Map: ${hotel.mapUrl}`,
    `Check-in: from ${at(row.checkIn, hotel.checkInTime)} (India time)`,
    `Check-out: by ${at(row.checkOut, hotel.checkOutTime)}`,
  ];
}

/** The guest's confirmation e-mail for an order's rows, with its tax invoice when issued. */
export function confirmationMail(
  tx: DbOrTransaction,
  rows: readonly (typeof bookings.$inferSelect)[],
  invoice?: TaxDocumentRow | null,
): OutgoingMail {
  const first = rows[0];
  if (!first) throw new Error('An order without rows.');
  const quote = first.quoteId ? quoteForOrder(tx, first.quoteId) : undefined;
  const property = quote ? getProperty(quote.hotelId) : undefined;
  const hotel = property?.kind === 'hotel' ? property : undefined;
  const stay = quote ? stayHotelOf(quote.hotelId) : undefined;
  const total = orderAmount(rows);
  const lines = [
    `Dear ${first.guestName},`,
    '',
    `Thank you: your booking ${first.reference} is confirmed.`,
    '',
    `Hotel: ${quote?.hotelName ?? ''}`,
    ...stayLines(first, stay),
    `Room: ${quote?.roomTitle ?? ''} × ${rows.length}`,
    ...(quote ? [`Guests: ${guestsText(quote)}`] : []),
    ...paymentLines(first, total),
    ...(invoice ? [`Tax invoice: ${invoice.number} (attached)`] : []),
    '',
    `Your booking (invoice, calendar file, cancellation): ${bookingPageUrl(first.reference)}`,
    ...(stay ? [`Hotel phone: ${stay.phone}`] : []),
    ...(stay && stay.directions.length > 0
      ? ['', 'Getting there:', ...stay.directions.map(({ from, text }) => `- ${from}: ${text}`)]
      : []),
    '',
    'Please quote the booking reference at the front desk.',
    ...(hotel
      ? ['', `Cancellation: ${describeCancellationPolicy(cancellationPolicyOf(hotel))}`]
      : []),
  ];
  return {
    to: first.guestEmail,
    subject: `Booking confirmed: ${first.reference}`,
    text: lines.join('\n'),
    attachments: invoice ? [{ taxDocumentId: invoice.id }] : [],
  };
}
