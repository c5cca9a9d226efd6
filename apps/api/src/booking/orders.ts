import { eq, inArray } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { type BookingStatus, bookings } from '../db/schema.js';
import { notFound } from '../lib/ApiFailure.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';
import type { PaidBy } from '../providers/payments/PaymentProvider.js';
import { confirmationMail } from './confirmationMail.js';
import { recordEvent, setStatus } from './events.js';
import { confirmLate, flagForRefund, flaggedRefund, type UntakenPayment } from './latePayment.js';
import { MESSAGES } from './messages.js';
import { isPaid, orderRows } from './orderRows.js';
import { issueInvoice } from './taxDocuments.js';

export type { PaidBy };

/** Keeps how the order's payment was made on its rows, where the desk keeps its own. */
function recordPaidBy(tx: DbOrTransaction, orderId: string, paidBy: PaidBy, now: string): void {
  tx.update(bookings)
    .set({ paymentMethod: paidBy.method, paymentReference: paidBy.reference, updatedAt: now })
    .where(eq(bookings.orderId, orderId))
    .run();
}

export type ConfirmResult =
  | { readonly kind: 'confirmed'; readonly reference: string; readonly mailId: number }
  | { readonly kind: 'already'; readonly reference: string; readonly paymentId: string | null }
  | ({ readonly kind: 'refundDue'; readonly reference: string } & UntakenPayment);

/**
 * Confirms an order's rows with the provider's payment id and enqueues the confirmation e-mail
 * in the same transaction. Idempotent: an order already confirmed answers `already`. A payment
 * that arrives after the hold ended (expired or failed) confirms when a room of each row's type
 * is still free; otherwise it is flagged for refund (`refundDue`, stored for the admin screen).
 * `paidBy` (when the provider said) is kept on the rows, also when a later event of the same
 * payment brings it (the checkout handler confirms first, the webhook says how it was paid).
 */
export function confirmOrder(
  tx: DbOrTransaction,
  orderId: string,
  paymentId: string,
  now: string,
  enqueue: (message: OutgoingMail, tx: DbOrTransaction) => number,
  paidBy?: PaidBy,
): ConfirmResult {
  const rows = orderRows(tx, orderId);
  const first = rows[0];
  if (!first) throw notFound(MESSAGES.orderNotFound);
  if (rows.some((row) => isPaid(row.status))) {
    if (paidBy && first.paymentId === paymentId && first.paymentMethod === null) {
      recordPaidBy(tx, orderId, paidBy, now);
    }
    return { kind: 'already', reference: first.reference, paymentId: first.paymentId };
  }
  const flagged = flaggedRefund(tx, first.reference);
  if (flagged) return { kind: 'refundDue', reference: first.reference, ...flagged };
  const held = rows.every(
    (row) => row.status === 'pending' && row.holdExpiresAt !== null && row.holdExpiresAt > now,
  );
  if (held) {
    for (const row of rows) {
      setStatus(tx, row, 'confirmed', now, `paid: ${paymentId}`, {
        paymentId,
        failureReason: null,
      });
    }
  } else {
    const refused = confirmLate(tx, rows, paymentId, now);
    if (refused) {
      flagForRefund(tx, rows, paymentId, refused, now);
      return { kind: 'refundDue', reference: first.reference, ...refused };
    }
  }
  if (paidBy) recordPaidBy(tx, orderId, paidBy, now);
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

/**
 * A failed payment attempt (Razorpay's payment.failed, a card the test gateway's bank declined).
 * The guest may try again on the same order, so while its hold lives the rows stay pending — one
 * booking reference, one hold — and the attempt is noted with its reason (`held`); once the hold
 * has ended the order fails as failOrder does.
 */
export function failAttempt(
  tx: DbOrTransaction,
  orderId: string,
  reason: string,
  now: string,
): ReturnType<typeof failOrder> & { readonly held: boolean } {
  const rows = orderRows(tx, orderId);
  const first = rows[0];
  if (!first) throw notFound(MESSAGES.orderNotFound);
  const live = rows.filter(
    (row) => row.status === 'pending' && row.holdExpiresAt !== null && row.holdExpiresAt > now,
  );
  if (live.length === 0) return { ...failOrder(tx, orderId, reason, now), held: false };
  for (const row of live) {
    recordEvent(tx, row.id, 'pending', 'pending', now, `a payment attempt failed: ${reason}`);
  }
  // The order's status says why the last attempt failed; the next attempt clears it.
  tx.update(bookings)
    .set({ failureReason: reason, updatedAt: now })
    .where(
      inArray(
        bookings.id,
        live.map((row) => row.id),
      ),
    )
    .run();
  return { reference: first.reference, changed: 0, status: 'pending', held: true };
}
