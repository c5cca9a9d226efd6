import { and, gte, inArray, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { DbOrTransaction } from '../db/client.js';
import { closedDayRooms, closedDaySales, closedHotelDays } from '../db/schema.js';
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
      .from(closedHotelDays)
      .where(ofHotels(closedHotelDays.hotelId, hotelIds))
      .all()
      .map((row) => [`${row.hotelId}|${row.date}`, row.closedAt]),
  );
  return (hotelId, date) => closed.get(`${hotelId}|${date}`);
}

/** The rows of a closed-day table for the range's nights and hotels. */
const inRange = (
  table: { readonly date: SQLiteColumn; readonly hotelId: SQLiteColumn },
  range: DayRange,
) =>
  and(
    gte(table.date, range.from),
    lte(table.date, range.to),
    ofHotels(table.hotelId, range.hotelIds),
  );

const total = (column: SQLiteColumn) => sql<number>`coalesce(${sum(column)}, 0)`.mapWith(Number);

/**
 * The stored figures of the closed nights in `range`, added up in SQLite by night or by month
 * (a cell's `date` is then its month) over the hotels: a two-year report reads a few thousand
 * sums rather than every stored row.
 */
export function storedFigures(
  db: DbOrTransaction,
  range: DayRange,
  by: 'night' | 'month',
): { inventory: InventoryCell[]; sales: SalesCell[] } {
  const periodOf = (column: SQLiteColumn) =>
    (by === 'night' ? sql<string>`${column}` : sql<string>`substr(${column}, 1, 7)`).mapWith(
      String,
    );
  const roomsPeriod = periodOf(closedDayRooms.date);
  const inventory = db
    .select({
      hotelId: sql<string>`''`,
      date: roomsPeriod,
      roomType: closedDayRooms.roomType,
      inInventory: total(closedDayRooms.inInventory),
      outOfOrder: total(closedDayRooms.outOfOrder),
    })
    .from(closedDayRooms)
    .where(inRange(closedDayRooms, range))
    .groupBy(roomsPeriod, closedDayRooms.roomType)
    .all();
  const salesPeriod = periodOf(closedDaySales.date);
  const sales = db
    .select({
      hotelId: sql<string>`''`,
      date: salesPeriod,
      roomType: closedDaySales.roomType,
      channel: closedDaySales.channel,
      roomsSold: total(closedDaySales.roomsSold),
      roomRevenue: total(closedDaySales.roomRevenue),
      mealsRevenue: total(closedDaySales.mealsRevenue),
      gst: total(closedDaySales.gst),
      cancellations: total(closedDaySales.cancellations),
      refunds: total(closedDaySales.refunds),
      retained: total(closedDaySales.retained),
      adjustments: total(closedDaySales.adjustments),
    })
    .from(closedDaySales)
    .where(inRange(closedDaySales, range))
    .groupBy(salesPeriod, closedDaySales.roomType, closedDaySales.channel)
    .all();
  return { inventory, sales };
}
