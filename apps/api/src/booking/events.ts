import { eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { type BookingStatus, bookingEvents, bookings } from '../db/schema.js';

/** Records one status change of a booking row, and who made it (null: no signed-in account). */
export function recordEvent(
  tx: DbOrTransaction,
  bookingId: number,
  from: BookingStatus | null,
  to: BookingStatus,
  at: string,
  note?: string,
  actorId: number | null = null,
): void {
  tx.insert(bookingEvents)
    .values({ bookingId, from, to, at, note: note ?? null, actorId })
    .run();
}

/** Moves a booking row to a status, with its event (and any other columns that change). */
export function setStatus(
  tx: DbOrTransaction,
  row: { id: number; status: BookingStatus },
  to: BookingStatus,
  at: string,
  note: string | undefined,
  extra: Partial<typeof bookings.$inferInsert> = {},
  actorId: number | null = null,
): void {
  tx.update(bookings)
    .set({ status: to, updatedAt: at, ...extra })
    .where(eq(bookings.id, row.id))
    .run();
  recordEvent(tx, row.id, row.status, to, at, note, actorId);
}
