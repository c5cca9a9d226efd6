import { and, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { DbOrTransaction } from '../db/client.js';
import { closedDayRooms, closedDaySales, closedDays } from '../db/schema.js';
import type { InventoryCell, SalesCell } from './figures.js';
import type { ClosedAt } from './liveFigures.js';
import type { DayRange } from './liveQueries.js';

const ofHotels = (column: SQLiteColumn, hotelIds: readonly string[] | null): SQL | undefined =>
  hotelIds ? inArray(column, [...hotelIds]) : undefined;

/** When each night of the hotels was closed: every closed night, as the lookup reports use. */
export function closedDaysOf(db: DbOrTransaction, hotelIds: readonly string[] | null): ClosedAt {
  const closed = new Map(
    db
      .select()
      .from(closedDays)
      .where(ofHotels(closedDays.hotelId, hotelIds))
      .all()
      .map((row) => [`${row.hotelId}|${row.date}`, row.closedAt]),
  );
  return (hotelId, date) => closed.get(`${hotelId}|${date}`);
}

/** The stored figures of the closed nights in `range`. */
export function storedFigures(
  db: DbOrTransaction,
  range: DayRange,
): { inventory: InventoryCell[]; sales: SalesCell[] } {
  const inventory = db
    .select()
    .from(closedDayRooms)
    .where(
      and(
        gte(closedDayRooms.date, range.from),
        lte(closedDayRooms.date, range.to),
        ofHotels(closedDayRooms.hotelId, range.hotelIds),
      ),
    )
    .all();
  const sales = db
    .select()
    .from(closedDaySales)
    .where(
      and(
        gte(closedDaySales.date, range.from),
        lte(closedDaySales.date, range.to),
        ofHotels(closedDaySales.hotelId, range.hotelIds),
      ),
    )
    .all();
  return { inventory, sales };
}
