import type { RoomTypeName } from '@hotel/content/roomTypes';
import { addDays, nightsBetween, todayInIndia } from '@hotel/pricing';
import type { SalesChannel } from '@hotel/validators';
import type { DbOrTransaction } from '../db/client.js';
import type { TaxDocument } from '../documents/taxDocument.js';
import { addSales, type InventoryCell, noSales, type Sales, type SalesCell } from './figures.js';
import {
  blockRows,
  type CancelledRow,
  cancelledRows,
  creditNotesOf,
  type DayRange,
  inventoryRows,
  refundRows,
  type SoldRow,
  soldRows,
} from './liveQueries.js';
import { nightsOf, type QuoteMoney, rowShareOf } from './stayMoney.js';

/** When a hotel's night was closed (ISO), if it was. */
export type ClosedAt = (hotelId: string, date: string) => string | undefined;

const channelOf = (row: { readonly walkIn: number | boolean }): SalesChannel =>
  row.walkIn ? 'walk_in' : 'online';

const quoteOf = (row: SoldRow | CancelledRow): QuoteMoney | null =>
  row.quoteId && row.rooms !== null
    ? {
        rooms: row.rooms,
        roomCost: row.roomCost ?? 0,
        meals: (row.breakfastCost ?? 0) + (row.lunchDinnerCost ?? 0),
        roomGst: row.roomGst ?? 0,
        mealGst: row.mealGst ?? 0,
        nightly: row.nightly ?? [],
      }
    : null;

/** Sales cells, made on first touch. */
class SalesCells {
  readonly cells = new Map<string, SalesCell>();
  at(hotelId: string, date: string, roomType: RoomTypeName, channel: SalesChannel): Sales {
    const key = `${hotelId}|${date}|${roomType}|${channel}`;
    let cell = this.cells.get(key);
    if (!cell) {
      cell = { hotelId, date, roomType, channel, ...noSales() };
      this.cells.set(key, cell);
    }
    return cell;
  }
}

/** What a cancelled row's invoice less its credit note left the hotel (rows share both equally). */
function keptOf(quote: QuoteMoney, note: TaxDocument | undefined, line: number) {
  const invoiced = rowShareOf(quote, line);
  const credited = note
    ? rowShareOf(
        {
          rooms: quote.rooms,
          roomCost: note.taxableValue,
          roomGst: note.cgst + note.sgst,
          meals: note.meals.reduce((sum, meal) => sum + meal.amount, 0),
          mealGst: note.mealGst ? note.mealGst.cgst + note.mealGst.sgst : 0,
          nightly: [],
        },
        line,
      )
    : { roomCost: 0, roomGst: 0, meals: 0, mealGst: 0 };
  return {
    retained: invoiced.roomCost + invoiced.meals - credited.roomCost - credited.meals,
    gst: invoiced.roomGst + invoiced.mealGst - credited.roomGst - credited.mealGst,
  };
}

/**
 * A cancellation on its day: the row counted cancelled; what the hotel kept of its invoice (the
 * invoice less the credit note: a cancellation charge, not room revenue) with that GST; and for
 * nights already closed with the row sold, their revenue and GST taken back (an adjustment).
 */
function addCancellation(
  cells: SalesCells,
  row: CancelledRow,
  note: TaxDocument | undefined,
  closedAt: ClosedAt,
): void {
  const day = todayInIndia(new Date(row.at));
  const cell = cells.at(row.hotelId, day, row.roomType, channelOf(row));
  cell.cancellations += 1;
  const quote = quoteOf(row);
  if (quote && row.invoiced) {
    const kept = keptOf(quote, note, row.line);
    cell.retained += kept.retained;
    cell.gst += kept.gst;
  }
  for (const night of nightsOf(row, quote)) {
    const closed = closedAt(row.hotelId, night.date);
    if (!closed || closed >= row.at) continue;
    cell.roomRevenue -= night.roomRevenue;
    cell.mealsRevenue -= night.mealsRevenue;
    cell.gst -= night.gst;
    cell.adjustments -= night.roomRevenue + night.mealsRevenue;
  }
}

const inRange = (range: DayRange, date: string) => date >= range.from && date <= range.to;

/**
 * The figures of the nights of `range` as the bookings stand now: inventory less the desk's
 * blocks; nights sold by bookings and by travel sites' blocks with their money; the day's
 * cancellations, refunds and adjustments.
 */
export function liveFigures(
  db: DbOrTransaction,
  range: DayRange,
  closedAt: ClosedAt,
): { inventory: InventoryCell[]; sales: SalesCell[] } {
  const days = Array.from({ length: nightsBetween(range.from, range.to) + 1 }, (_, index) =>
    addDays(range.from, index),
  );
  const outOfOrder = new Map<string, Set<number>>();
  const cells = new SalesCells();
  for (const block of blockRows(db, range)) {
    for (let date = block.from; date < block.until; date = addDays(date, 1)) {
      if (!inRange(range, date)) continue;
      if (block.source === 'ical') {
        cells.at(block.hotelId, date, block.roomType, 'ical').roomsSold += 1;
      } else {
        const key = `${block.hotelId}|${date}|${block.roomType}`;
        const blocked = outOfOrder.get(key) ?? new Set<number>();
        blocked.add(block.roomId);
        outOfOrder.set(key, blocked);
      }
    }
  }
  const inventory = inventoryRows(db, range).flatMap((row) =>
    days.map((date) => ({
      hotelId: row.hotelId,
      date,
      roomType: row.roomType,
      inInventory: row.count,
      outOfOrder: outOfOrder.get(`${row.hotelId}|${date}|${row.roomType}`)?.size ?? 0,
    })),
  );
  for (const row of soldRows(db, range)) {
    const channel = channelOf(row);
    for (const night of nightsOf(row, quoteOf(row))) {
      if (!inRange(range, night.date)) continue;
      addSales(cells.at(row.hotelId, night.date, row.roomType, channel), {
        ...noSales(),
        roomsSold: 1,
        roomRevenue: night.roomRevenue,
        mealsRevenue: night.mealsRevenue,
        gst: night.gst,
      });
    }
  }
  const cancelled = cancelledRows(db, range);
  const notes = new Map(
    creditNotesOf(db, [...new Set(cancelled.map((row) => row.reference))]).map((note) => [
      note.reference,
      note.document,
    ]),
  );
  for (const row of cancelled) addCancellation(cells, row, notes.get(row.reference), closedAt);
  for (const refund of refundRows(db, range)) {
    const day = todayInIndia(new Date(refund.at));
    cells.at(refund.hotelId, day, refund.roomType, channelOf(refund)).refunds += refund.amount;
  }
  return { inventory, sales: [...cells.cells.values()] };
}
