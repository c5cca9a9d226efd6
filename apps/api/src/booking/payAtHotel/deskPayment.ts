import { m } from '@hotel/i18n/messages';
import { formatINR, formatIndiaDateTime } from '@hotel/pricing';
import type { DeskPayment } from '@hotel/validators';
import type { DeskPaymentRecorded } from '@hotel/validators/responses';
import { bookingStatusLabels } from '@hotel/validators/statuses';
import { eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.js';
import { bookings } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/ApiFailure.js';
import type { OutgoingMail } from '../../providers/mail/OutgoingMail.js';
import { recordEvent } from '../events.js';
import { guestDateTime, paymentMethodIn } from '../guestLanguage.js';
import { orderAmount } from '../orderRows.js';
import { isDueAtHotel, PAYMENT_METHOD_TEXT } from '../paymentMethods.js';
import { issueInvoice, referenceRows, type TaxDocumentRow } from '../taxDocuments.js';

type BookingRow = typeof bookings.$inferSelect;

const PAYABLE = ['confirmed', 'checked_in', 'checked_out'] as const;
type Payable = (typeof PAYABLE)[number];
const isPayable = (status: BookingRow['status']): status is Payable =>
  (PAYABLE as readonly string[]).includes(status);

export const DESK_PAYMENT_MESSAGES = {
  notFound: 'We could not find that booking.',
  notDue: (reference: string, how: string) =>
    `Booking ${reference} is already paid${how}; nothing is due at the hotel.`,
  notPayable: (reference: string, status: BookingRow['status']) =>
    `Booking ${reference} is ${bookingStatusLabels[status].toLowerCase()}; there is nothing to pay for it.`,
} as const;

/** The line the invoice and the guest's receipt print: 'Paid at the hotel by UPI (reference …) on …'. */
export function paidAtHotelText(payment: DeskPayment, now: string): string {
  const reference = payment.reference ? ` (reference ${payment.reference})` : '';
  return `Paid at the hotel by ${PAYMENT_METHOD_TEXT[payment.method]}${reference} on ${formatIndiaDateTime(now)}.`;
}

/** The guest's receipt, in the language the booking was made in (the invoice stays English). */
function receiptMail(
  rows: readonly BookingRow[],
  payment: DeskPayment,
  now: string,
  invoice: TaxDocumentRow | null,
): OutgoingMail {
  const first = rows[0] as BookingRow;
  const { lang } = first;
  const locale = { locale: lang };
  const method = paymentMethodIn(payment.method, lang);
  const when = guestDateTime(now, lang);
  const amount = formatINR(orderAmount(rows));
  const lines = [
    m.api_mailDear({ name: first.guestName }, locale),
    '',
    m.api_mailPaymentReceived({ amount, reference: first.reference }, locale),
    payment.reference
      ? m.api_mailPaidAtHotelRefOn({ method, reference: payment.reference, when }, locale)
      : m.api_mailPaidAtHotelOn({ method, when }, locale),
    ...(invoice ? [m.api_mailTaxInvoice({ number: invoice.number }, locale)] : []),
  ];
  return {
    to: first.guestEmail,
    subject: m.api_mailPaymentReceivedSubject({ reference: first.reference }, locale),
    text: lines.join('\n'),
    attachments: invoice ? [{ taxDocumentId: invoice.id }] : [],
  };
}

/**
 * The desk's one action for a booking left to pay at the hotel (online "pay at hotel", or a
 * walk-in left unpaid): every room of the reference takes the method and the desk's reference,
 * with an event naming who took it; the tax invoice is issued saying how it was paid (a walk-in's,
 * issued when it was booked, stays as it was), and the guest gets it by e-mail. One write
 * transaction, so a payment is recorded once: the second desk to try is told it is paid.
 */
export function recordDeskPayment(
  tx: DbOrTransaction,
  reference: string,
  payment: DeskPayment,
  by: { readonly actorId: number | null; readonly now: string },
  enqueue: (message: OutgoingMail, tx: DbOrTransaction) => number,
): DeskPaymentRecorded & { readonly mailId: number | null } {
  const rows = referenceRows(tx, reference);
  const first = rows[0];
  if (!first) throw notFound(DESK_PAYMENT_MESSAGES.notFound);
  if (!isPayable(first.status)) {
    throw conflict('STAY_STATUS', DESK_PAYMENT_MESSAGES.notPayable(reference, first.status));
  }
  if (!isDueAtHotel(first.paymentMethod)) {
    const how = first.paymentMethod ? ` by ${PAYMENT_METHOD_TEXT[first.paymentMethod]}` : '';
    throw conflict('ALREADY_PAID', DESK_PAYMENT_MESSAGES.notDue(reference, how));
  }
  const { now } = by;
  const paid = paidAtHotelText(payment, now);
  for (const row of rows) {
    tx.update(bookings)
      .set({
        paymentMethod: payment.method,
        paymentReference: payment.reference ?? null,
        updatedAt: now,
      })
      .where(eq(bookings.id, row.id))
      .run();
    recordEvent(tx, row.id, row.status, row.status, now, paid, by.actorId);
  }
  const invoice = issueInvoice(tx, reference, now, paid);
  const mailId = first.guestEmail ? enqueue(receiptMail(rows, payment, now, invoice), tx) : null;
  return {
    reference,
    status: first.status,
    paymentMethod: payment.method,
    paymentReference: payment.reference ?? null,
    amount: orderAmount(rows),
    invoice: invoice ? { number: invoice.number } : null,
    mailId,
  };
}
