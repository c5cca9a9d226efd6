import type { RoomType } from '@hotel/content';
import { addDays, nightsBetween } from '@hotel/pricing';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, roomBlocks, rooms } from '../db/schema.js';
import { holdsItsRoom } from './availability.js';

/**
 * Free rooms of one type, night by night, in two queries prepared once: every bookable room of
 * the type with the holding bookings that overlap the range (a room without any appears once,
 * with nulls), and the blocks of those rooms in the range. The counting per night happens here,
 * so a 120-day calendar is still two queries.
 */
export function prepareFreeRoomsByNight(db: Db) {
  const roomOfType = and(
    eq(rooms.hotelId, sql.placeholder('hotelId')),
    eq(rooms.type, sql.placeholder('type')),
    eq(rooms.isAvailable, true),
  );
  const bookingsOfRooms = db
    .select({ roomId: rooms.id, from: bookings.checkIn, until: bookings.checkOut })
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
    .where(roomOfType)
    .prepare();
  const blocksOfRooms = db
    .select({ roomId: rooms.id, from: roomBlocks.from, until: roomBlocks.until })
    .from(roomBlocks)
    .innerJoin(rooms, eq(rooms.id, roomBlocks.roomId))
    .where(
      and(
        roomOfType,
        lt(roomBlocks.from, sql.placeholder('until')),
        gt(roomBlocks.until, sql.placeholder('from')),
      ),
    )
    .prepare();

  /** The free rooms on each night from `from` to `to` (inclusive), in date order. */
  return (hotelId: string, type: RoomType, from: string, to: string, now: string): number[] => {
    const until = addDays(to, 1);
    const args = { hotelId, type, from, until, now };
    const booked = bookingsOfRooms.all(args);
    const roomCount = new Set(booked.map((row) => row.roomId)).size;
    const taken = Array.from({ length: nightsBetween(from, until) }, () => new Set<number>());
    for (const row of [...booked, ...blocksOfRooms.all(args)]) {
      if (row.from === null || row.until === null) continue;
      for (
        let date = row.from < from ? from : row.from;
        date < row.until && date < until;
        date = addDays(date, 1)
      ) {
        taken[nightsBetween(from, date)]?.add(row.roomId);
      }
    }
    return taken.map((busy) => roomCount - busy.size);
  };
}
