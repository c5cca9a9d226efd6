import type { RoomType } from '@hotel/content';
import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  lt,
  ne,
  notExists,
  or,
  type Placeholder,
  sql,
} from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, roomBlocks, rooms } from '../db/schema.js';
import { nowIso } from '../lib/clock.js';

/** A value, or a placeholder filled in when a prepared statement runs. */
type Arg = string | Placeholder;

/**
 * A booking holds its room when it is confirmed or its guest is checked in, or pending with a
 * hold that has not yet expired (a checked-out guest has left; a no-show never came). Dates are
 * YYYY-MM-DD and times ISO UTC strings, so text comparison orders them.
 */
export const holdsItsRoom = (now: Arg) =>
  or(
    inArray(bookings.status, ['confirmed', 'checked_in']),
    and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now)),
  );

/**
 * A bookable physical room of the hotel and type: marked available, and no holding booking or
 * block overlaps the stay (existing.checkIn < checkOut and existing.checkOut > checkIn, so a guest
 * may check in on the day another checks out).
 */
function freeRoomWhere(db: DbOrTransaction, hotelId: Arg, checkIn: Arg, checkOut: Arg, now: Arg) {
  const overlapping = db
    .select({ one: sql`1` })
    .from(bookings)
    .where(
      and(
        eq(bookings.roomId, rooms.id),
        lt(bookings.checkIn, checkOut),
        gt(bookings.checkOut, checkIn),
        holdsItsRoom(now),
      ),
    );
  const blocked = db
    .select({ one: sql`1` })
    .from(roomBlocks)
    .where(
      and(
        eq(roomBlocks.roomId, rooms.id),
        lt(roomBlocks.from, checkOut),
        gt(roomBlocks.until, checkIn),
      ),
    );
  return and(
    eq(rooms.hotelId, hotelId),
    eq(rooms.isAvailable, true),
    notExists(overlapping),
    notExists(blocked),
  );
}

/** What keeps a room from a stay: a holding booking (by its reference) or a block. */
export type Taker =
  | { readonly kind: 'booking'; readonly reference: string; readonly from: string }
  | { readonly kind: 'block'; readonly id: number; readonly reason: string; readonly from: string };

/**
 * The first holding booking or block of one room that overlaps `from` to `until` (exclusive),
 * leaving out the booking row `exceptBookingId`; undefined when the room is free then. Blocks
 * and bookings take a room by the same rule.
 */
export function roomTakenBy(
  tx: DbOrTransaction,
  roomId: number,
  from: string,
  until: string,
  now: string,
  exceptBookingId?: number,
): Taker | undefined {
  const booking = tx
    .select({ reference: bookings.reference, from: bookings.checkIn })
    .from(bookings)
    .where(
      and(
        eq(bookings.roomId, roomId),
        exceptBookingId === undefined ? undefined : ne(bookings.id, exceptBookingId),
        lt(bookings.checkIn, until),
        gt(bookings.checkOut, from),
        holdsItsRoom(now),
      ),
    )
    .orderBy(asc(bookings.checkIn))
    .get();
  if (booking) return { kind: 'booking', ...booking };
  const block = tx
    .select({ id: roomBlocks.id, reason: roomBlocks.reason, from: roomBlocks.from })
    .from(roomBlocks)
    .where(
      and(eq(roomBlocks.roomId, roomId), lt(roomBlocks.from, until), gt(roomBlocks.until, from)),
    )
    .orderBy(asc(roomBlocks.from))
    .get();
  return block ? { kind: 'block', ...block } : undefined;
}

/** How many rooms of a type are free for the whole stay. */
export function freeRooms(
  db: DbOrTransaction,
  hotelId: string,
  type: RoomType,
  checkIn: string,
  checkOut: string,
  now: string = nowIso(),
): number {
  const row = db
    .select({ free: count() })
    .from(rooms)
    .where(and(freeRoomWhere(db, hotelId, checkIn, checkOut, now), eq(rooms.type, type)))
    .get();
  return row?.free ?? 0;
}

/**
 * Free rooms of every type of a hotel for a stay, in one query prepared once (building the SQL
 * cost more than running it). Types with none are absent.
 */
export function prepareFreeRoomsByType(db: DbOrTransaction) {
  const statement = db
    .select({ type: rooms.type, free: count() })
    .from(rooms)
    .where(
      freeRoomWhere(
        db,
        sql.placeholder('hotelId'),
        sql.placeholder('checkIn'),
        sql.placeholder('checkOut'),
        sql.placeholder('now'),
      ),
    )
    .groupBy(rooms.type)
    .prepare();
  return (
    hotelId: string,
    checkIn: string,
    checkOut: string,
    now: string = nowIso(),
  ): ReadonlyMap<RoomType, number> =>
    new Map(statement.all({ hotelId, checkIn, checkOut, now }).map((row) => [row.type, row.free]));
}

/**
 * A free room of the type for the stay (the lowest id first), or undefined. Call it inside the
 * transaction that inserts the holding booking, so two guests never get the same room.
 */
export function findFreeRoom(
  tx: DbOrTransaction,
  hotelId: string,
  type: RoomType,
  checkIn: string,
  checkOut: string,
  now: string = nowIso(),
): { readonly id: number; readonly roomNumber: string } | undefined {
  return tx
    .select({ id: rooms.id, roomNumber: rooms.roomNumber })
    .from(rooms)
    .where(and(freeRoomWhere(tx, hotelId, checkIn, checkOut, now), eq(rooms.type, type)))
    .orderBy(asc(rooms.id))
    .limit(1)
    .get();
}
