import { paidStatuses } from '@hotel/validators/statuses';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { type BookingStatus, bookings, LIVE_ORDER_STATUSES } from '../db/schema.js';
import { conflict, notFound } from '../lib/ApiFailure.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';
import { type DbOrTransaction, roomTakenBy } from './availability.js';
import { confirmationMail } from './confirmationMail.js';
import { setStatus } from './events.js';
import { MESSAGES } from './messages.js';
import { issueInvoice } from './taxDocuments.js';

/** Whether a row's status comes after paying (confirmed, cancelled, or a stay's). */
export const isPaid = (status: BookingStatus): boolean =>
  (paidStatuses as readonly BookingStatus[]).includes(status);

/** The rows of one order, line 1 first. */
export const orderRows = (tx: DbOrTransaction, orderId: string) =>
  tx.select().from(bookings).where(eq(bookings.orderId, orderId)).orderBy(asc(bookings.line)).all();

/** What an order costs in paise: the sum of its rows (the quote's total, split by room). */
export const orderAmount = (rows: readonly { readonly amount: number }[]): number =>
  rows.reduce((sum, row) => sum + row.amount, 0);

/** No other holding booking, and no block, takes the row's room for a night of its stay. */
const roomStillFree = (tx: DbOrTransaction, row: typeof bookings.$inferSelect, now: string) =>
  !roomTakenBy(tx, row.roomId, row.checkIn, row.checkOut, now, row.id);

export type ConfirmResult =
  | { readonly kind: 'confirmed'; readonly reference: string; readonly mailId: number }
  | { readonly kind: 'already'; readonly reference: string; readonly paymentId: string | null };

/**
 * Confirms an order's rows with the provider's payment id and enqueues the confirmation e-mail
 * in the same transaction. Idempotent: an order already confirmed answers `already`. A payment
 * that arrives after the hold ended still confirms when every room is still free.
 */
export function confirmOrder(
  tx: DbOrTransaction,
  orderId: string,
  paymentId: string,
  now: string,
  enqueue: (message: OutgoingMail, tx: DbOrTransaction) => number,
): ConfirmResult {
  const rows = orderRows(tx, orderId);
  const first = rows[0];
  if (!first) throw notFound(MESSAGES.orderNotFound);
  if (rows.some((row) => isPaid(row.status))) {
    return { kind: 'already', reference: first.reference, paymentId: first.paymentId };
  }
  const held = rows.every(
    (row) => row.status === 'pending' && row.holdExpiresAt !== null && row.holdExpiresAt > now,
  );
  if (!held) {
    // A late payment: the guest may since have made a new order for the same quote.
    const newer = first.quoteId
      ? tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.quoteId, first.quoteId),
              ne(bookings.orderId, orderId),
              inArray(bookings.status, [...LIVE_ORDER_STATUSES]),
            ),
          )
          .get()
      : undefined;
    if (newer) throw conflict('ORDER_REPLACED', MESSAGES.replaced);
    if (!rows.every((row) => roomStillFree(tx, row, now))) {
      throw conflict('HOLD_EXPIRED', MESSAGES.holdLost);
    }
  }
  for (const row of rows) {
    setStatus(
      tx,
      row,
      'confirmed',
      now,
      held ? `paid: ${paymentId}` : `paid after the hold ended (room still free): ${paymentId}`,
      { paymentId, failureReason: null },
    );
  }
  const invoice = issueInvoice(tx, first.reference, now);
  const mailId = enqueue(confirmationMail(tx, orderRows(tx, orderId), invoice), tx);
  return { kind: 'confirmed', reference: first.reference, mailId };
}

/**
 * Marks an order's pending rows failed with the reason, which releases their rooms. Rows in any
 * other status are left alone (a replay, or a failed attempt after a success).
 */
export function failOrder(
  tx: DbOrTransaction,
  orderId: string,
  reason: string,
  now: string,
): { readonly reference: string; readonly changed: number; readonly status: BookingStatus } {
  const rows = orderRows(tx, orderId);
  const first = rows[0];
  if (!first) throw notFound(MESSAGES.orderNotFound);
  let changed = 0;
  for (const row of rows) {
    if (row.status !== 'pending') continue;
    setStatus(tx, row, 'failed', now, reason, { failureReason: reason });
    changed += 1;
  }
  const status = changed > 0 ? 'failed' : first.status;
  return { reference: first.reference, changed, status };
}
