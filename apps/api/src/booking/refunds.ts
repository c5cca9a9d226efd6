import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refunds } from '../db/schema.js';
import {
  type PaymentProvider,
  PaymentProviderError,
} from '../providers/payments/PaymentProvider.js';
import type { DbOrTransaction } from './availability.js';

export type RefundRow = typeof refunds.$inferSelect;

/** The refund of a booking reference, if it has one. */
export const refundOf = (tx: DbOrTransaction, reference: string): RefundRow | undefined =>
  tx.select().from(refunds).where(eq(refunds.reference, reference)).get();

/**
 * Asks the provider for a pending or failed refund and records its answer: `processed` (the
 * test gateway, or Razorpay at once), `pending` (Razorpay settles it by webhook) or `failed`
 * with the reason, for an admin to send again. A provider that cannot be reached loses nothing:
 * the refund stays as it was, with the error.
 */
export async function sendRefund(
  db: Db,
  provider: PaymentProvider,
  id: number,
  now: () => string,
): Promise<RefundRow> {
  const refund = db.select().from(refunds).where(eq(refunds.id, id)).get();
  if (!refund) throw new Error(`No refund ${id}.`);
  // Done, or waiting for the provider's webhook: asking again could refund twice.
  if (refund.status === 'processed') return refund;
  if (refund.status === 'pending' && refund.providerRefundId) return refund;
  const attempts = refund.attempts + 1;
  try {
    const answer = await provider.refund({
      paymentId: refund.paymentId,
      amount: refund.amount,
      receipt: refund.reference,
    });
    return db
      .update(refunds)
      .set({
        status: answer.status,
        providerRefundId: answer.id,
        attempts,
        lastError: answer.status === 'failed' ? 'The payment provider refused the refund.' : null,
        updatedAt: now(),
      })
      .where(eq(refunds.id, id))
      .returning()
      .get();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return db
      .update(refunds)
      .set({ status: 'failed', attempts, lastError: error.message, updatedAt: now() })
      .where(eq(refunds.id, id))
      .returning()
      .get();
  }
}

/** A refund webhook (`refund.processed` / `refund.failed`) settles the refund it names. */
export function settleRefund(
  tx: DbOrTransaction,
  providerRefundId: string,
  status: 'processed' | 'failed',
  reason: string | null,
  now: string,
): RefundRow | undefined {
  return tx
    .update(refunds)
    .set({
      status,
      lastError:
        status === 'failed' ? (reason ?? 'The payment provider refused the refund.') : null,
      updatedAt: now,
    })
    .where(eq(refunds.providerRefundId, providerRefundId))
    .returning()
    .get();
}
