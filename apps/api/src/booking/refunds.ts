import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { refunds } from '../db/schema.js';

export type RefundRow = typeof refunds.$inferSelect;

/** The refund of a booking reference, if it has one. */
export const refundOf = (tx: DbOrTransaction, reference: string): RefundRow | undefined =>
  tx.select().from(refunds).where(eq(refunds.reference, reference)).get();

/**
 * The receipt a refund row is sent under, from its own id: the provider keeps it with the refund,
 * so a refund whose answer was lost (a crash, a timeout) is found by it and never sent twice.
 */
export const refundReceipt = (refund: Pick<RefundRow, 'id'>): string => `refund-${refund.id}`;

/**
 * One attempt's idempotency key: the payment (unique at the provider, so a database restored from
 * a backup cannot reuse a key for another refund), the row and the attempt. The same attempt sent
 * twice makes one refund; a new attempt, after the provider holds no live refund under the
 * receipt, may make a new one.
 */
export const refundIdempotencyKey = (
  refund: Pick<RefundRow, 'id' | 'paymentId' | 'attempts'>,
): string =>
  `${refund.paymentId}-refund-${refund.id}-${refund.attempts}`.replace(/[^A-Za-z0-9_-]/g, '_');

/** What a refund webhook says: the provider's refund, with its payment and our receipt. */
export interface RefundEvent {
  readonly providerRefundId: string;
  readonly paymentId: string | null;
  readonly receipt: string | null;
  readonly status: 'processed' | 'failed';
  readonly reason: string | null;
}

/**
 * The row a refund webhook is about: the one that recorded the provider's refund id or, for a
 * refund its sender has not recorded yet (its answer is still on the way, or was lost), the row
 * of that payment whose receipt it carries and whose send is unsettled (`sending` or `failed`).
 */
function rowOfEvent(tx: DbOrTransaction, event: RefundEvent): RefundRow | undefined {
  const recorded = tx
    .select()
    .from(refunds)
    .where(eq(refunds.providerRefundId, event.providerRefundId))
    .get();
  if (recorded || !event.paymentId || !event.receipt) return recorded;
  return tx
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.paymentId, event.paymentId), inArray(refunds.status, ['sending', 'failed'])),
    )
    .all()
    .find((row) => refundReceipt(row) === event.receipt);
}

/**
 * A refund webhook (`refund.processed` / `refund.failed`) settles the refund it names. A processed
 * refund is never undone, and a failure waits for a send in flight. A refund found by its receipt is recorded only once processed: money
 * went back, whatever its sender hears later. Undefined when the event is no row's to settle.
 */
export function settleRefund(
  tx: DbOrTransaction,
  event: RefundEvent,
  now: string,
): RefundRow | undefined {
  const row = rowOfEvent(tx, event);
  if (!row) return undefined;
  // Found by its receipt only: a failure is left to the row's sender (or the admin's retry).
  if (row.providerRefundId !== event.providerRefundId && event.status !== 'processed') {
    return undefined;
  }
  return (
    tx
      .update(refunds)
      .set({
        status: event.status,
        providerRefundId: event.providerRefundId,
        lastError:
          event.status === 'failed'
            ? (event.reason ?? 'The payment provider refused the refund.')
            : null,
        updatedAt: now,
      })
      .where(
        and(
          eq(refunds.id, row.id),
          ne(refunds.status, 'processed'),
          // A send in flight is its sender's to settle, unless money went back.
          event.status === 'processed' ? undefined : ne(refunds.status, 'sending'),
        ),
      )
      .returning()
      .get() ?? row
  );
}
