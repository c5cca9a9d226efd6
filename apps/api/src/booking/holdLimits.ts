import type { RoomType } from '@hotel/content';
import { and, count, countDistinct, eq, gt, inArray, or } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, rooms } from '../db/schema.js';
import { ApiFailure } from '../lib/ApiFailure.js';
import { MESSAGES } from './messages.js';
import type { OrderClient } from './ownership.js';

/** How many times in an hour one client may hold the same room type for the same dates. */
const HOLDS_PER_STAY_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/** Rows made by this client: from its address, its account or its browser. */
const madeBy = (client: OrderClient) =>
  or(
    eq(bookings.clientIp, client.ip),
    eq(bookings.clientKeyHash, client.keyHash),
    client.userId === null ? undefined : eq(bookings.userId, client.userId),
  );

export interface HoldAttempt {
  readonly client: OrderClient;
  /** Rooms the new hold would take. */
  readonly rooms: number;
  /** At most this many rooms held unpaid at once per client (content: booking.maxRooms). */
  readonly maxRooms: number;
  readonly hotelId: string;
  readonly type: RoomType;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly now: string;
  readonly holdMinutes: number;
}

/**
 * Refuses (429) a hold that would let one client hoard rooms: more than `maxRooms` rooms held
 * unpaid at once by its address or account (or browser), or a fourth hold in an hour of the same
 * room type for the same dates (a hold renewed as it ends). Call it in the holding transaction.
 */
export function assertClientMayHold(tx: DbOrTransaction, attempt: HoldAttempt): void {
  const { client, now } = attempt;
  const holding =
    tx
      .select({ rooms: count() })
      .from(bookings)
      .where(and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now), madeBy(client)))
      .get()?.rooms ?? 0;
  if (holding + attempt.rooms > attempt.maxRooms) {
    throw new ApiFailure(
      429,
      'HOLD_LIMIT',
      MESSAGES.holdLimit(holding, attempt.maxRooms, attempt.holdMinutes),
    );
  }
  const anHourAgo = new Date(Date.parse(now) - HOUR_MS).toISOString();
  const holds =
    tx
      .select({ holds: countDistinct(bookings.reference) })
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(
        and(
          inArray(bookings.status, ['pending', 'failed', 'expired']),
          gt(bookings.createdAt, anHourAgo),
          eq(bookings.checkIn, attempt.checkIn),
          eq(bookings.checkOut, attempt.checkOut),
          eq(rooms.hotelId, attempt.hotelId),
          eq(rooms.type, attempt.type),
          madeBy(client),
        ),
      )
      .get()?.holds ?? 0;
  if (holds >= HOLDS_PER_STAY_PER_HOUR) {
    throw new ApiFailure(429, 'HOLD_RENEWAL_LIMIT', MESSAGES.renewalLimit(holds));
  }
}
