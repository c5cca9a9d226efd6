import { eq, inArray } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { notFound } from '../lib/ApiFailure.js';
import { recordEvent } from './events.js';
import { MESSAGES } from './messages.js';
import { isPaid, orderRows } from './orderRows.js';

export type AwaitResult =
  | { readonly kind: 'waiting'; readonly reference: string; readonly holdExpiresAt: string }
  | { readonly kind: 'paid'; readonly reference: string }
  | { readonly kind: 'ended'; readonly reference: string };

/**
 * A UPI payment the guest's app has not confirmed yet: the booking stays pending with its hold,
 * the attempt's method and UPI ID are kept on the rows (the webhook that settles it confirms
 * with them), and the last attempt's failure is cleared, as a new attempt clears it.
 */
export function awaitUpiApproval(
  tx: DbOrTransaction,
  orderId: string,
  vpa: string,
  now: string,
): AwaitResult {
  const rows = orderRows(tx, orderId);
  const first = rows[0];
  if (!first) throw notFound(MESSAGES.orderNotFound);
  if (rows.some((row) => isPaid(row.status))) return { kind: 'paid', reference: first.reference };
  const live = rows.filter(
    (row) => row.status === 'pending' && row.holdExpiresAt !== null && row.holdExpiresAt > now,
  );
  if (live.length === 0 || !first.holdExpiresAt)
    return { kind: 'ended', reference: first.reference };
  for (const row of live) {
    recordEvent(tx, row.id, 'pending', 'pending', now, `a UPI payment awaits the app of ${vpa}`);
  }
  tx.update(bookings)
    .set({ paymentMethod: 'upi', paymentReference: vpa, failureReason: null, updatedAt: now })
    .where(
      inArray(
        bookings.id,
        live.map((row) => row.id),
      ),
    )
    .run();
  return { kind: 'waiting', reference: first.reference, holdExpiresAt: first.holdExpiresAt };
}

/** The UPI ID of the payment an order awaits, if one does (its rows pending, method UPI). */
export function awaitedUpi(tx: DbOrTransaction, orderId: string): string | null {
  const first = orderRows(tx, orderId)[0];
  return first?.status === 'pending' && first.paymentMethod === 'upi'
    ? (first.paymentReference ?? '')
    : null;
}

/** The awaited payment failed in the app: nothing awaits any more. */
export function forgetAwaitedPayment(tx: DbOrTransaction, orderId: string, now: string): void {
  tx.update(bookings)
    .set({ paymentMethod: null, paymentReference: null, updatedAt: now })
    .where(eq(bookings.orderId, orderId))
    .run();
}
