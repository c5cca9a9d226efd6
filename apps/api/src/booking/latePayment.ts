import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, LIVE_ORDER_STATUSES, refunds, rooms } from '../db/schema.js';
import { findFreeRoom } from './availability.js';
import { recordEvent, setStatus } from './events.js';
import { MESSAGES } from './messages.js';
import { refundOf } from './refunds.js';

type BookingRow = typeof bookings.$inferSelect;

/** Why a payment could not take its booking: the API's code and the guest's message. */
export interface UntakenPayment {
  readonly code: 'ORDER_REPLACED' | 'HOLD_EXPIRED';
  readonly message: string;
}

const untaken = (reason: string): UntakenPayment => ({
  code: reason === MESSAGES.replaced ? 'ORDER_REPLACED' : 'HOLD_EXPIRED',
  message: reason,
});

/** The refund already flagged for this order's reference (a replayed late payment), if any. */
export function flaggedRefund(tx: DbOrTransaction, reference: string): UntakenPayment | undefined {
  const refund = refundOf(tx, reference);
  // Only a flagged payment's refund has a reason; a cancellation's has none.
  return refund?.reason ? untaken(refund.reason) : undefined;
}

class NoFreeRoom extends Error {}

/**
 * A payment for an order whose hold ended (expired, or failed): takes a free room of each row's
 * type for its stay through findFreeRoom, the check every hold makes, and confirms the rows, all
 * or none (a savepoint). Returns why not, changing nothing, when a newer order of the same quote
 * exists or a room is no longer free; null once confirmed.
 */
export function confirmLate(
  tx: DbOrTransaction,
  rows: readonly BookingRow[],
  paymentId: string,
  now: string,
): UntakenPayment | null {
  const [first] = rows;
  if (!first) return untaken(MESSAGES.holdLost);
  const newer = first.quoteId
    ? tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.quoteId, first.quoteId),
            ne(bookings.orderId, first.orderId ?? ''),
            inArray(bookings.status, [...LIVE_ORDER_STATUSES]),
          ),
        )
        .get()
    : undefined;
  if (newer) return untaken(MESSAGES.replaced);
  try {
    tx.transaction((savepoint) => {
      for (const row of rows) {
        const kind = savepoint
          .select({ hotelId: rooms.hotelId, type: rooms.type })
          .from(rooms)
          .where(eq(rooms.id, row.roomId))
          .get();
        const room =
          kind && findFreeRoom(savepoint, kind.hotelId, kind.type, row.checkIn, row.checkOut, now);
        if (!room) throw new NoFreeRoom();
        // Confirmed at once, so the order's next room is another one.
        setStatus(savepoint, row, 'confirmed', now, `paid after the hold ended: ${paymentId}`, {
          roomId: room.id,
          paymentId,
          failureReason: null,
        });
      }
    });
  } catch (error) {
    if (error instanceof NoFreeRoom) return untaken(MESSAGES.holdLost);
    throw error;
  }
  return null;
}

/**
 * Flags a payment the booking could not take for refund: a `due` refund of what was paid, with
 * the reason, which the admin bookings screen shows and sends. The rows keep their status.
 */
export function flagForRefund(
  tx: DbOrTransaction,
  rows: readonly BookingRow[],
  paymentId: string,
  reason: UntakenPayment,
  now: string,
): void {
  const [first] = rows;
  if (!first) return;
  tx.insert(refunds)
    .values({
      reference: first.reference,
      amount: rows.reduce((sum, row) => sum + row.amount, 0),
      status: 'due',
      provider: first.provider ?? 'test',
      paymentId,
      reason: reason.message,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .run();
  for (const row of rows) {
    recordEvent(tx, row.id, row.status, row.status, now, `payment ${paymentId} to refund`);
  }
}
