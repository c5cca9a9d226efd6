import { addDays, nightsBetween } from '@hotel/pricing';
import { type PerformanceQuery, type SalesChannel, salesChannels } from '@hotel/validators';
import type { PerformanceReport, PerformanceRow } from '@hotel/validators/responses';
import type { DbOrTransaction } from '../db/client.js';
import {
  addSales,
  type InventoryCell,
  noSales,
  type Sales,
  type SalesCell,
  withRatios,
} from './figures.js';
import { type ClosedAt, liveFigures } from './liveFigures.js';
import { closedDaysOf, storedFigures } from './storedFigures.js';

/** Rooms available and sales of each period of one series (the total, a channel, a room type). */
class Series {
  private readonly available = new Map<string, number>();
  private readonly sales = new Map<string, Sales>();
  constructor(private readonly periods: readonly string[]) {}
  addRooms(period: string, rooms: number): void {
    this.available.set(period, (this.available.get(period) ?? 0) + rooms);
  }
  addSales(period: string, sales: Sales): void {
    const into = this.sales.get(period) ?? noSales();
    addSales(into, sales);
    this.sales.set(period, into);
  }
  /** Its rows, and their totals, with the ratios worked out on the sums. */
  answer(availableOf: (period: string) => number = (period) => this.available.get(period) ?? 0) {
    const total = noSales();
    let available = 0;
    const rows: PerformanceRow[] = this.periods.map((period) => {
      const sales = this.sales.get(period) ?? noSales();
      addSales(total, sales);
      available += availableOf(period);
      return { period, ...withRatios(availableOf(period), sales) };
    });
    return { rows, totals: withRatios(available, total) };
  }
  roomsOf(period: string): number {
    return this.available.get(period) ?? 0;
  }
}

/** The nights (or the months) of a range. */
function periodsOf(from: string, to: string, by: 'night' | 'month'): string[] {
  const nights = Array.from({ length: nightsBetween(from, to) + 1 }, (_, day) =>
    addDays(from, day),
  );
  return by === 'night' ? nights : [...new Set(nights.map((night) => night.slice(0, 7)))];
}

/** The last night up to which every night of the range is closed for every hotel, or null. */
function closedThrough(closedAt: ClosedAt, hotelIds: readonly string[], from: string, to: string) {
  let through: string | null = null;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!hotelIds.every((hotelId) => closedAt(hotelId, date))) break;
    through = date;
  }
  return through;
}

/**
 * The performance report of some hotels (all: `hotelId` absent) over the nights `from` to `to`:
 * closed nights from their stored figures, open ones worked out from the bookings as they stand.
 */
export function performanceReport(
  db: DbOrTransaction,
  query: PerformanceQuery,
  hotelIds: readonly string[],
): PerformanceReport {
  const { from, to, by } = query;
  const closedAt = closedDaysOf(db, hotelIds);
  const scope = { hotelIds, from, to };
  const stored = storedFigures(db, scope, by);
  const firstOpen = periodsOf(from, to, 'night').find((date) =>
    hotelIds.some((hotelId) => !closedAt(hotelId, date)),
  );
  const live = firstOpen
    ? liveFigures(db, { hotelIds, from: firstOpen, to }, closedAt)
    : { inventory: [], sales: [] };
  const open = (cell: { hotelId: string; date: string }) => !closedAt(cell.hotelId, cell.date);
  const inventory: InventoryCell[] = [...stored.inventory, ...live.inventory.filter(open)];
  const sales: SalesCell[] = [...stored.sales, ...live.sales.filter(open)];

  const periods = periodsOf(from, to, by);
  const periodOf = (date: string) => (by === 'night' ? date : date.slice(0, 7));
  const total = new Series(periods);
  const channels = new Map<SalesChannel, Series>(
    salesChannels.map((channel) => [channel, new Series(periods)]),
  );
  const roomTypes = new Map<string, Series>();
  const typeSeries = (roomType: string) => {
    const series = roomTypes.get(roomType) ?? new Series(periods);
    roomTypes.set(roomType, series);
    return series;
  };
  for (const cell of inventory) {
    const rooms = cell.inInventory - cell.outOfOrder;
    total.addRooms(periodOf(cell.date), rooms);
    typeSeries(cell.roomType).addRooms(periodOf(cell.date), rooms);
  }
  for (const cell of sales) {
    total.addSales(periodOf(cell.date), cell);
    channels.get(cell.channel)?.addSales(periodOf(cell.date), cell);
    typeSeries(cell.roomType).addSales(periodOf(cell.date), cell);
  }
  const allRooms = (period: string) => total.roomsOf(period);
  return {
    hotelId: query.hotelId ?? null,
    from,
    to,
    by,
    closedThrough: closedThrough(closedAt, hotelIds, from, to),
    ...total.answer(),
    byChannel: [...channels].map(([channel, series]) => ({
      channel,
      ...series.answer(allRooms),
    })),
    byRoomType: [...roomTypes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([roomType, series]) => ({ roomType, ...series.answer() })),
  };
}
