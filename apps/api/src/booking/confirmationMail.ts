import { cancellationPolicyOf, describeCancellationPolicy, getProperty } from '@hotel/content';
import { formatINR } from '@hotel/pricing';
import type { DbOrTransaction } from '../db/client.js';
import type { bookings } from '../db/schema.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';
import { orderAmount } from './orderRows.js';
import { quoteForOrder } from './quoteQueries.js';
import type { TaxDocumentRow } from './taxDocuments.js';

const METHOD_TEXT = { cash: 'cash', upi: 'UPI', card: 'card', unpaid: '' } as const;

/** What was paid and how: online with its payment id, or at the desk. */
function paymentLines(row: typeof bookings.$inferSelect, total: number): string[] {
  const amount = `${formatINR(total)} (including GST)`;
  if (row.paymentMethod === 'unpaid') return [`Amount due at the hotel: ${amount}`];
  if (row.paymentMethod) {
    const reference = row.paymentReference ? `, reference ${row.paymentReference}` : '';
    return [
      `Amount paid: ${amount}`,
      `Paid at the hotel by ${METHOD_TEXT[row.paymentMethod]}${reference}`,
    ];
  }
  return [`Amount paid: ${amount}`, `Payment ID: ${row.paymentId ?? ''}`];
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
  const total = orderAmount(rows);
  const lines = [
    `Dear ${first.guestName},`,
    '',
    `Thank you: your booking ${first.reference} is confirmed.`,
    '',
    `Hotel: ${quote?.hotelName ?? ''}`,
    `Room: ${quote?.roomTitle ?? ''} × ${rows.length}`,
    `Check-in: ${first.checkIn}`,
    `Check-out: ${first.checkOut}`,
    ...(quote ? [`Guests: ${quote.adults} adult${quote.adults === 1 ? '' : 's'}`] : []),
    ...paymentLines(first, total),
    ...(invoice ? [`Tax invoice: ${invoice.number} (attached)`] : []),
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
