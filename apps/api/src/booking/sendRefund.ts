import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refunds } from '../db/schema.js';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderRefund,
} from '../providers/payments/PaymentProvider.js';
import { type RefundRow, refundIdempotencyKey, refundReceipt } from './refunds.js';

/**
 * How long a claim (`sending`) is its sender's: well past the provider's two calls of at most
 * 15 s each (a lookup, then the refund). A claim older than this is a sender that died between
 * its call and its write; the next send recovers it, asking the provider first.
 */
export const SENDING_LEASE_MS = 2 * 60_000;

const before = (now: string, ms: number) => new Date(Date.parse(now) - ms).toISOString();

/** The row was last written before `at` (ISO): its update, or else its creation. */
const lastTouchedBefore = (at: string) =>
  sql`coalesce(${refunds.updatedAt}, ${refunds.createdAt}) < ${at}`;

/**
 * Claims a refund for one sender, in one conditional write: a refund never sent (`due`, or a
 * cancellation's `pending` with no provider refund yet), one that failed, or a claim past its
 * lease moves to `sending` with one more attempt. Undefined when another sender holds it, or it
 * is settled or waiting for the provider's webhook: then nobody may call the provider for it.
 */
function claimRefund(db: Db, id: number, now: string): RefundRow | undefined {
  return db
    .update(refunds)
    .set({ status: 'sending', attempts: sql`${refunds.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(refunds.id, id),
        or(
          inArray(refunds.status, ['due', 'failed']),
          and(eq(refunds.status, 'pending'), isNull(refunds.providerRefundId)),
          and(eq(refunds.status, 'sending'), lastTouchedBefore(before(now, SENDING_LEASE_MS))),
        ),
      ),
    )
    .returning()
    .get();
}

/** Of the refunds the provider holds under a receipt, the one that stands (processed, or on its way). */
const standing = (found: readonly ProviderRefund[]): ProviderRefund | undefined =>
  found.find((refund) => refund.status === 'processed') ??
  found.find((refund) => refund.status === 'pending');

/**
 * What the provider says of a claimed refund: when an earlier attempt may have reached it, what
 * it holds under the refund's receipt (never sending blindly); else, or when it holds none that
 * stands, the answer to one refund call under the row's receipt and this attempt's key.
 */
async function askProvider(provider: PaymentProvider, claimed: RefundRow) {
  const receipt = refundReceipt(claimed);
  if (claimed.attempts > 1) {
    const found = standing(await provider.findRefunds({ paymentId: claimed.paymentId, receipt }));
    if (found) return found;
  }
  return provider.refund({
    paymentId: claimed.paymentId,
    amount: claimed.amount,
    reference: claimed.reference,
    receipt,
    idempotencyKey: refundIdempotencyKey(claimed),
  });
}

export interface RefundSend {
  /** Whether this call claimed the refund (and so asked the provider). */
  readonly claimed: boolean;
  /** The refund as it stands after the send, or as another sender or the webhook left it. */
  readonly refund: RefundRow;
}

/**
 * Sends a refund to the provider exactly once: claims it (claimRefund) and, only when claimed,
 * asks the provider (askProvider) and records its answer, `processed`, `pending` (Razorpay
 * settles it by webhook) or `failed` with the reason for an admin to send again. The record is
 * written only while the claim is still this one's, so a webhook that settled it meanwhile, or a
 * later sender that took over a stale claim, is never overwritten. A provider that cannot be
 * reached leaves the refund `failed` with its error; the next send asks the provider first.
 */
export async function sendRefund(
  db: Db,
  provider: PaymentProvider,
  id: number,
  now: () => string,
): Promise<RefundSend> {
  const claimed = claimRefund(db, id, now());
  const current = () => {
    const row = db.select().from(refunds).where(eq(refunds.id, id)).get();
    if (!row) throw new Error(`No refund ${id}.`);
    return row;
  };
  if (!claimed) return { claimed: false, refund: current() };
  let outcome: Pick<RefundRow, 'status' | 'providerRefundId' | 'lastError'>;
  try {
    const answer = await askProvider(provider, claimed);
    outcome = {
      status: answer.status,
      providerRefundId: answer.id,
      lastError: answer.status === 'failed' ? 'The payment provider refused the refund.' : null,
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    outcome = {
      status: 'failed',
      providerRefundId: claimed.providerRefundId,
      lastError: error.message,
    };
  }
  const recorded = db
    .update(refunds)
    .set({ ...outcome, updatedAt: now() })
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.status, 'sending'),
        eq(refunds.updatedAt, claimed.updatedAt ?? ''),
      ),
    )
    .returning()
    .get();
  return { claimed: true, refund: recorded ?? current() };
}

/**
 * The refunds whose send was cut off: a claim past its lease (its sender died between the call
 * and the write), or a cancellation's refund never claimed (the process died after the
 * cancellation's commit). Each is sent by sendRefund, which asks the provider first for a claim.
 */
export async function recoverRefunds(
  db: Db,
  provider: PaymentProvider,
  now: () => string,
): Promise<RefundRow[]> {
  const staleBefore = before(now(), SENDING_LEASE_MS);
  const stale = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        or(
          eq(refunds.status, 'sending'),
          and(eq(refunds.status, 'pending'), isNull(refunds.providerRefundId)),
        ),
        lastTouchedBefore(staleBefore),
      ),
    )
    .all();
  const recovered: RefundRow[] = [];
  for (const { id } of stale) {
    const sent = await sendRefund(db, provider, id, now);
    if (sent.claimed) recovered.push(sent.refund);
  }
  return recovered;
}
