import type { HousekeepingState } from '@hotel/validators';
import type { HousekeepingRoom } from '@hotel/validators/responses';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { users } from '../db/accountSchema.js';
import type { DbOrTransaction } from '../db/client.js';
import { type HOUSEKEEPING_CAUSES, roomHousekeepingChanges } from '../db/housekeepingSchema.js';
import { rooms } from '../db/propertySchema.js';

export type HousekeepingCause = (typeof HOUSEKEEPING_CAUSES)[number];

export const HOUSEKEEPING_MESSAGES = {
  roomNotFound: 'We could not find that room.',
  dirtyRoom: (rooms: readonly string[]) =>
    `Room ${rooms.join(', ')} ${rooms.length === 1 ? 'is' : 'are'} not cleaned yet. Check the guest in anyway?`,
} as const;

/**
 * Sets rooms' housekeeping state, writing one change row (who, when, why) for each room whose
 * state it changes; a room already in the state, or `skip`'s states, is left as it is.
 * Returns how many rooms changed.
 */
export function setHousekeeping(
  tx: DbOrTransaction,
  roomIds: readonly number[],
  to: HousekeepingState,
  by: {
    readonly cause: HousekeepingCause;
    readonly actorId: number | null;
    readonly now: string;
    readonly skip?: readonly HousekeepingState[];
  },
): number {
  if (roomIds.length === 0) return 0;
  const changing = tx
    .select({ id: rooms.id, from: rooms.housekeeping })
    .from(rooms)
    .where(and(inArray(rooms.id, [...roomIds]), ne(rooms.housekeeping, to)))
    .all()
    .filter((room) => !by.skip?.includes(room.from));
  for (const room of changing) {
    tx.update(rooms).set({ housekeeping: to }).where(eq(rooms.id, room.id)).run();
    tx.insert(roomHousekeepingChanges)
      .values({
        roomId: room.id,
        from: room.from,
        to,
        cause: by.cause,
        changedBy: by.actorId,
        at: by.now,
      })
      .run();
  }
  return changing.length;
}

/** Who made a change, as staff read it: the account's name, or null for the server's own. */
const actorName = (user: {
  username: string | null;
  email: string | null;
  mobile: string | null;
}) => user.username ?? user.email ?? user.mobile;

/** A hotel's physical rooms (or the `only` ones) with their state and its last change. */
export function housekeepingOf(
  tx: DbOrTransaction,
  hotelId: string,
  only?: number,
): HousekeepingRoom[] {
  const hotelRooms = tx
    .select({ roomId: rooms.id, roomNumber: rooms.roomNumber, state: rooms.housekeeping })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), only === undefined ? undefined : eq(rooms.id, only)))
    .orderBy(asc(rooms.roomNumber), asc(rooms.id))
    .all();
  return hotelRooms.map((room) => {
    const last = tx
      .select({
        at: roomHousekeepingChanges.at,
        username: users.username,
        email: users.email,
        mobile: users.mobile,
      })
      .from(roomHousekeepingChanges)
      .leftJoin(users, eq(users.id, roomHousekeepingChanges.changedBy))
      .where(eq(roomHousekeepingChanges.roomId, room.roomId))
      .orderBy(desc(roomHousekeepingChanges.id))
      .limit(1)
      .get();
    return { ...room, changedAt: last?.at ?? null, changedBy: last ? actorName(last) : null };
  });
}
