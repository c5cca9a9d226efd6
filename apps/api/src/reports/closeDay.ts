import type { DbOrTransaction } from '../db/client.js';
import { closedDayRooms, closedDaySales, closedHotelDays, hotels } from '../db/schema.js';
import { liveFigures } from './liveFigures.js';
import { closedDaysOf } from './storedFigures.js';

/** Rows per insert: SQLite takes at most 32,766 bound values in one statement. */
const CHUNK = 500;

function insertAll<Row>(rows: readonly Row[], insert: (chunk: Row[]) => void): void {
  for (let start = 0; start < rows.length; start += CHUNK) {
    insert(rows.slice(start, start + CHUNK));
  }
}

/**
 * A night-audit step: stores the figures of the night `date` (YYYY-MM-DD) for every hotel not
 * yet closed for it, as the bookings stand at `now`: its rooms, its sales by room type and
 * channel, and the day's cancellations, refunds and adjustments. From then on reports read the
 * stored figures for that night, so editing a booking later never changes them; a cancellation
 * or refund made later shows on the day it is made. Closing a night twice stores nothing more.
 * Run it in the audit's write transaction.
 */
export function closeDay(
  tx: DbOrTransaction,
  { date, now }: { readonly date: string; readonly now: string },
): void {
  const closedAt = closedDaysOf(tx, null);
  const open = tx
    .select({ id: hotels.id })
    .from(hotels)
    .all()
    .map((hotel) => hotel.id)
    .filter((hotelId) => !closedAt(hotelId, date));
  if (open.length === 0) return;
  const figures = liveFigures(tx, { hotelIds: open, from: date, to: date }, closedAt);
  insertAll(figures.inventory, (chunk) => tx.insert(closedDayRooms).values(chunk).run());
  insertAll(figures.sales, (chunk) => tx.insert(closedDaySales).values(chunk).run());
  tx.insert(closedHotelDays)
    .values(open.map((hotelId) => ({ hotelId, date, closedAt: now })))
    .run();
}
