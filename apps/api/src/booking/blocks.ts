import { addDays } from '@hotel/pricing';
import type { RoomBlock } from '@hotel/validators/responses';
import { eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { roomBlocks, rooms } from '../db/schema.js';
import { conflict, notFound } from '../lib/ApiFailure.js';
import { roomTakenBy } from './availability.js';

export const BLOCK_MESSAGES = {
  roomNotFound: 'We could not find that room.',
  blockNotFound: 'We could not find that block.',
  booked: (room: string, night: string, reference: string) =>
    `Room ${room} is booked on the night of ${night} (booking ${reference}); a block cannot cover a booked night.`,
  blocked: (room: string, night: string, reason: string) =>
    `Room ${room} is already blocked on the night of ${night} (${reason}).`,
} as const;

export interface BlockRequest {
  /** The physical room (rooms.id). */
  readonly roomId: number;
  /** The first blocked night. */
  readonly from: string;
  /** The morning the room is back: the last blocked night plus one day (exclusive). */
  readonly until: string;
  readonly reason: string;
  readonly source: 'admin' | 'ical';
  /** The account that blocks it; null for the iCal sync. */
  readonly createdBy: number | null;
  readonly now: string;
}

type BlockRow = typeof roomBlocks.$inferSelect;

const roomOf = (tx: DbOrTransaction, roomId: number) =>
  tx
    .select({ id: rooms.id, hotelId: rooms.hotelId, roomNumber: rooms.roomNumber })
    .from(rooms)
    .where(eq(rooms.id, roomId))
    .get();

/** A block as the API shows it: `to` is the last blocked night. */
const shown = (block: BlockRow, room: { hotelId: string; roomNumber: string }): RoomBlock => ({
  id: block.id,
  roomId: block.roomId,
  roomNumber: room.roomNumber,
  hotelId: room.hotelId,
  from: block.from,
  to: addDays(block.until, -1),
  reason: block.reason,
  source: block.source,
});

/**
 * Takes a physical room out of sale for the nights `from` to `until` (exclusive). Refuses (409,
 * naming the booking or block) when a holding booking or another block has one of those nights.
 * Call it inside an `immediate` transaction, as orders hold rooms: the check and the insert
 * happen together, so a block and an order never both get the same night.
 */
export function blockRoom(tx: DbOrTransaction, request: BlockRequest): RoomBlock {
  const room = roomOf(tx, request.roomId);
  if (!room) throw notFound(BLOCK_MESSAGES.roomNotFound);
  const taker = roomTakenBy(tx, room.id, request.from, request.until, request.now);
  if (taker) {
    // biome-ignore lint/complexity/useMathMinMax: dates are text; Math.max would give NaN.
    const night = taker.from < request.from ? request.from : taker.from;
    throw taker.kind === 'booking'
      ? conflict('ROOM_BOOKED', BLOCK_MESSAGES.booked(room.roomNumber, night, taker.reference))
      : conflict('ROOM_BLOCKED', BLOCK_MESSAGES.blocked(room.roomNumber, night, taker.reason));
  }
  const block = tx
    .insert(roomBlocks)
    .values({
      roomId: room.id,
      from: request.from,
      until: request.until,
      reason: request.reason,
      source: request.source,
      createdBy: request.createdBy,
      createdAt: request.now,
    })
    .returning()
    .get();
  return shown(block, room);
}

/** A block with its room's hotel and number, or undefined. */
export function blockOf(tx: DbOrTransaction, id: number): RoomBlock | undefined {
  const row = tx
    .select({ block: roomBlocks, hotelId: rooms.hotelId, roomNumber: rooms.roomNumber })
    .from(roomBlocks)
    .innerJoin(rooms, eq(rooms.id, roomBlocks.roomId))
    .where(eq(roomBlocks.id, id))
    .get();
  return row ? shown(row.block, row) : undefined;
}

/** Puts the room back on sale for the block's nights; 404 when there is no such block. */
export function releaseBlock(tx: DbOrTransaction, id: number): RoomBlock {
  const block = blockOf(tx, id);
  if (!block) throw notFound(BLOCK_MESSAGES.blockNotFound);
  tx.delete(roomBlocks).where(eq(roomBlocks.id, id)).run();
  return block;
}
