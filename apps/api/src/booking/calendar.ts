import type { RoomType } from '@hotel/content';
import { addDays } from '@hotel/pricing';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, rooms } from '../db/schema.js';
import { holdsItsRoom } from './availability.js';

/**
 * Free rooms of one type, night by night, in one query prepared once: every bookable room of
 * the type with the holding bookings that overlap the range (a room without any appears once,
 * with nulls). The counting per night happens here, so a 120-day calendar is still one query.
 */
export function prepareFreeRoomsByNight(db: Db) {
  const statement = db
    .select({ roomId: rooms.id, checkIn: bookings.checkIn, checkOut: bookings.checkOut })
    .from(rooms)
    .leftJoin(
      bookings,
      and(
        eq(bookings.roomId, rooms.id),
        lt(bookings.checkIn, sql.placeholder('until')),
        gt(bookings.checkOut, sql.placeholder('from')),
        holdsItsRoom(sql.placeholder('now')),
      ),
    )
    .where(
      and(
        eq(rooms.hotelId, sql.placeholder('hotelId')),
        eq(rooms.type, sql.placeholder('type')),
        eq(rooms.isAvailable, true),
      ),
    )
    .prepare();

  /** The free rooms on each night from `from` to `to` (inclusive), in date order. */
  return (hotelId: string, type: RoomType, from: string, to: string, now: string): number[] => {
    const until = addDays(to, 1);
    const rows = statement.all({ hotelId, type, from, until, now });
    const roomCount = new Set(rows.map((row) => row.roomId)).size;
    const nights = Math.round((Date.parse(until) - Date.parse(from)) / 86_400_000);
    const taken = Array.from({ length: nights }, () => new Set<number>());
    for (const row of rows) {
      if (row.checkIn === null || row.checkOut === null) continue;
      for (
        let date = row.checkIn < from ? from : row.checkIn;
        date < row.checkOut && date < until;
        date = addDays(date, 1)
      ) {
        taken[Math.round((Date.parse(date) - Date.parse(from)) / 86_400_000)]?.add(row.roomId);
      }
    }
    return taken.map((busy) => roomCount - busy.size);
  };
}
