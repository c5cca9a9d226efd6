import { addDays } from '@hotel/pricing';
import { nightsBetween } from '@hotel/validators';
import type { OccupancyRow, OccupancyState } from '@hotel/validators/responses';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, roomBlocks, rooms, roomTypes } from '../db/schema.js';
import { holdsItsRoom } from './availability.js';
import { isDueAtHotel } from './paymentMethods.js';

type Day = OccupancyRow['days'][number];

/** Which state shows when two things claim one night (they should not; a stay outranks a block). */
const RANK: Record<OccupancyState, number> = {
  free: 0,
  blocked: 1,
  pending: 2,
  booked: 3,
  checked_in: 4,
};

const stateOf = (status: string): OccupancyState =>
  status === 'checked_in' ? 'checked_in' : status === 'pending' ? 'pending' : 'booked';

/**
 * A hotel's physical rooms night by night from `from` to `to` (inclusive), in three queries for
 * the whole range (rooms, the holding bookings that overlap it, the blocks that overlap it).
 * A night is what takes the room by the availability rule: a confirmed booking (`booked`), a
 * checked-in guest, a live payment hold (`pending`) or a block (with its reason); otherwise
 * `free`. Each room carries its room type's id, which a walk-in for it books by.
 */
export function occupancyOf(
  db: DbOrTransaction,
  hotelId: string,
  from: string,
  to: string,
  now: string,
): OccupancyRow[] {
  const until = addDays(to, 1);
  const hotelRooms = db
    .select({
      roomId: rooms.id,
      roomNumber: rooms.roomNumber,
      type: rooms.type,
      roomTypeId: roomTypes.id,
      isAvailable: rooms.isAvailable,
      housekeeping: rooms.housekeeping,
    })
    .from(rooms)
    .leftJoin(roomTypes, and(eq(roomTypes.hotelId, rooms.hotelId), eq(roomTypes.type, rooms.type)))
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(asc(rooms.roomNumber), asc(rooms.id))
    .all();
  const stays = db
    .select({
      roomId: bookings.roomId,
      from: bookings.checkIn,
      until: bookings.checkOut,
      status: bookings.status,
      reference: bookings.reference,
      paymentMethod: bookings.paymentMethod,
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(
      and(
        eq(rooms.hotelId, hotelId),
        lt(bookings.checkIn, until),
        gt(bookings.checkOut, from),
        holdsItsRoom(now),
      ),
    )
    .all();
  const blocks = db
    .select({
      roomId: roomBlocks.roomId,
      from: roomBlocks.from,
      until: roomBlocks.until,
      id: roomBlocks.id,
      reason: roomBlocks.reason,
    })
    .from(roomBlocks)
    .innerJoin(rooms, eq(rooms.id, roomBlocks.roomId))
    .where(and(eq(rooms.hotelId, hotelId), lt(roomBlocks.from, until), gt(roomBlocks.until, from)))
    .all();

  const dayCount = nightsBetween(from, until);
  const grid = new Map<number, Day[]>(
    hotelRooms.map((room) => [
      room.roomId,
      Array.from({ length: dayCount }, (_, index) => ({
        date: addDays(from, index),
        state: 'free' as OccupancyState,
      })),
    ]),
  );
  const mark = (roomId: number, start: string, end: string, day: Omit<Day, 'date'>) => {
    const days = grid.get(roomId);
    if (!days) return;
    for (let index = Math.max(0, nightsBetween(from, start)); index < dayCount; index += 1) {
      const cell = days[index];
      if (!cell || cell.date >= end) break;
      if (RANK[day.state] > RANK[cell.state]) days[index] = { date: cell.date, ...day };
    }
  };
  for (const stay of stays) {
    mark(stay.roomId, stay.from, stay.until, {
      state: stateOf(stay.status),
      reference: stay.reference,
      ...(isDueAtHotel(stay.paymentMethod) ? { payAtHotel: true } : {}),
    });
  }
  for (const block of blocks) {
    mark(block.roomId, block.from, block.until, {
      state: 'blocked',
      blockId: block.id,
      reason: block.reason,
    });
  }
  return hotelRooms.map((room) => ({ ...room, days: grid.get(room.roomId) ?? [] }));
}
