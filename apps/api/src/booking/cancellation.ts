import {
  cancellationPolicyOf,
  cancellationTerms,
  describeCancellationPolicy,
  getProperty,
  type Hotel,
} from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import { statusText } from '@hotel/validators/statusText';
import { eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, refunds } from '../db/schema.js';
import { conflict, notFound } from '../lib/ApiFailure.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';
import { recordEvent } from './events.js';
import { guestDay, refundDestinationIn } from './guestLanguage.js';
import { orderAmount } from './orderRows.js';
import { isDueAtHotel } from './paymentMethods.js';
import { readQuote } from './quoteQueries.js';
import { issueCreditNote, referenceRows, type TaxDocumentRow } from './taxDocuments.js';

/** In the language of the request being handled (each read renders it). */
export const CANCEL_MESSAGES = {
  get notFound(): string {
    return m.api_bookingNotFound();
  },
  get alreadyCancelled(): string {
    return m.api_alreadyCancelled();
  },
  get checkedIn(): string {
    return m.api_checkedIn();
  },
} as const;

type BookingRow = typeof bookings.$inferSelect;

/** Half-up percent of whole paise: what a refund of `percent` gives back. */
export const refundAmount = (paid: number, percent: number): number =>
  Math.floor((paid * percent + 50) / 100);

/** The hotel of a booking reference's rows, when it is one of the content's. */
function hotelOfRows(tx: DbOrTransaction, rows: readonly BookingRow[]): Hotel | undefined {
  const quoteId = rows[0]?.quoteId;
  const quote = quoteId ? readQuote(tx, quoteId) : undefined;
  const property = quote ? getProperty(quote.hotelId) : undefined;
  return property?.kind === 'hotel' ? property : undefined;
}

/** What cancelling a booking now would bring, as the booking page shows it before the guest asks. */
export interface CancellationQuote {
  readonly allowed: boolean;
  readonly refundPercent: number;
  readonly refundIfCancelledNow: number;
  /** Until when this refund holds (ISO), or null once check-in has passed. */
  readonly deadline: string | null;
  readonly policyText: string;
}

export function cancellationQuote(
  tx: DbOrTransaction,
  rows: readonly BookingRow[],
  at: Date,
): CancellationQuote | null {
  const first = rows[0];
  const hotel = hotelOfRows(tx, rows);
  if (!first || !hotel) return null;
  const policy = cancellationPolicyOf(hotel);
  const terms = cancellationTerms(policy, first.checkIn, at);
  return {
    allowed: terms.allowed && first.status === 'confirmed',
    refundPercent: terms.refundPercent,
    // Nothing paid yet (pay at hotel): cancelling gives nothing back, and costs nothing.
    refundIfCancelledNow: refundAmount(
      isDueAtHotel(first.paymentMethod) ? 0 : orderAmount(rows),
      terms.refundPercent,
    ),
    deadline: terms.deadline,
    policyText: describeCancellationPolicy(policy),
  };
}

export interface Cancelled {
  readonly reference: string;
  readonly refund: { readonly id: number | null; readonly amount: number };
  readonly creditNote: TaxDocumentRow | null;
  readonly mailId: number;
}

/** What the guest gets back, and how: through the payment provider, or at the hotel's desk. */
function refundLine(first: BookingRow, refund: number, paid: number): string {
  const locale = { locale: first.lang };
  if (isDueAtHotel(first.paymentMethod)) return m.api_mailNothingPaid({}, locale);
  const amounts = { refund: formatINR(refund), paid: formatINR(paid) };
  if (refund <= 0) return m.api_mailNoRefund(amounts, locale);
  if (first.paymentMethod && !first.provider) return m.api_mailRefundAtDesk(amounts, locale);
  const destination = refundDestinationIn(first.paymentMethod, first.lang);
  return m.api_mailRefundOnline({ ...amounts, destination }, locale);
}

/**
 * The guest's e-mail for a cancelled booking, in the language it was made in: the refund, and
 * the credit note attached (which stays English: GST's fields).
 */
function cancellationMail(
  rows: readonly BookingRow[],
  refund: number,
  creditNote: TaxDocumentRow | null,
): OutgoingMail {
  const first = rows[0];
  if (!first) throw new Error('A cancellation of no booking.');
  const paid = orderAmount(rows);
  const { lang, reference } = first;
  const locale = { locale: lang };
  const lines = [
    m.api_mailDear({ name: first.guestName }, locale),
    '',
    m.api_mailCancelled(
      {
        reference,
        checkIn: guestDay(first.checkIn, lang),
        checkOut: guestDay(first.checkOut, lang),
      },
      locale,
    ),
    '',
    refundLine(first, refund, paid),
    ...(creditNote ? [m.api_mailCreditNote({ number: creditNote.number }, locale)] : []),
    '',
    m.api_mailWelcomeAgain({}, locale),
  ];
  return {
    to: first.guestEmail,
    subject: m.api_mailCancelledSubject({ reference }, locale),
    text: lines.join('\n'),
    attachments: creditNote ? [{ taxDocumentId: creditNote.id }] : [],
  };
}

/**
 * Cancels every room of a booking reference in one transaction: the rows and their events, the
 * refund the policy gives (or all of it, for an admin who asks), the credit note for what the
 * hotel does not keep, and the guest's e-mail. The refund itself is sent to the provider after
 * the transaction (see sendRefund.ts).
 */
export function cancelBooking(
  tx: DbOrTransaction,
  reference: string,
  request: {
    readonly by: string;
    readonly actorId: number | null;
    readonly asAdmin: boolean;
    readonly fullRefund: boolean;
  },
  now: string,
  enqueue: (message: OutgoingMail, tx: DbOrTransaction) => number,
): Cancelled {
  const rows = referenceRows(tx, reference);
  const first = rows[0];
  if (!first) throw notFound(CANCEL_MESSAGES.notFound);
  if (rows.some((row) => row.status === 'cancelled')) {
    throw conflict('ALREADY_CANCELLED', CANCEL_MESSAGES.alreadyCancelled);
  }
  if (rows.some((row) => row.status !== 'confirmed')) {
    throw conflict(
      'NOT_CONFIRMED',
      m.api_notConfirmed({ status: statusText(first.status).toLowerCase() }),
    );
  }
  const terms = cancellationQuote(tx, rows, new Date(now));
  if (!request.asAdmin && !terms?.allowed) {
    throw conflict('CHECKED_IN', CANCEL_MESSAGES.checkedIn);
  }
  const percent = request.asAdmin && request.fullRefund ? 100 : (terms?.refundPercent ?? 0);
  // A booking left to pay at the hotel has nothing to give back, and the hotel keeps nothing.
  const paid = isDueAtHotel(first.paymentMethod) ? 0 : orderAmount(rows);
  const amount = refundAmount(paid, percent);

  for (const row of rows) {
    tx.update(bookings)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(bookings.id, row.id))
      .run();
    recordEvent(
      tx,
      row.id,
      'confirmed',
      'cancelled',
      now,
      `cancelled by ${request.by}`,
      request.actorId,
    );
  }
  const refund =
    amount > 0 && first.paymentId && first.provider
      ? tx
          .insert(refunds)
          .values({
            reference,
            amount,
            status: 'pending',
            provider: first.provider,
            paymentId: first.paymentId,
            createdAt: now,
          })
          .returning({ id: refunds.id })
          .get()
      : null;
  // The invoice is reversed for all the hotel does not keep: the refund, or for a booking left
  // to pay at the hotel, the whole invoice.
  const creditNote = issueCreditNote(tx, reference, { kept: paid - amount }, now);
  const mailId = enqueue(cancellationMail(rows, amount, creditNote), tx);
  return { reference, refund: { id: refund?.id ?? null, amount }, creditNote, mailId };
}
