import { eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, hotels, rooms } from '../db/schema.js';
import type { SessionUser } from '../plugins/auth.js';
import { type ApiFailure, notFound, unauthorized } from './ApiFailure.js';

type DeskUser = Pick<SessionUser, 'role' | 'hotelId'>;

export const DESK_MESSAGES = {
  unknownHotel: 'We could not find that hotel.',
} as const;

/** Whether the account runs this hotel's desk: any admin, or that hotel's staff. */
const managesHotel = (user: DeskUser | null, hotelId: string): boolean =>
  user?.role === 'admin' || (user?.role === 'staff' && user.hotelId === hotelId);

/**
 * Throws `unknown()` (what the route answers for a booking, room, block or hotel that does not
 * exist) unless the account runs this hotel's desk; 401 without an account. Another hotel's
 * staff thus cannot tell its bookings, rooms and blocks from ones that do not exist.
 */
export function ensureHotel(
  user: DeskUser | null,
  hotelId: string,
  unknown: () => ApiFailure,
): void {
  if (!user) throw unauthorized();
  if (!managesHotel(user, hotelId)) throw unknown();
}

/**
 * Throws 404 'We could not find that hotel.' unless the hotel exists and the account runs its
 * desk (another hotel's staff get the same answer as for one that does not exist).
 */
export function ensureKnownHotel(
  db: DbOrTransaction,
  user: DeskUser | null,
  hotelId: string,
): void {
  const unknown = () => notFound(DESK_MESSAGES.unknownHotel);
  ensureHotel(user, hotelId, unknown);
  if (!db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).get()) {
    throw unknown();
  }
}

/**
 * The hotel filter a list must use for the account: the staff's own hotel (another answers 404,
 * as an unknown one does), or what an admin asked for (undefined: every hotel).
 */
export function hotelFilterFor(user: DeskUser | null, asked: string | undefined) {
  if (user?.role !== 'staff') return asked;
  if (asked !== undefined && asked !== user.hotelId) throw notFound(DESK_MESSAGES.unknownHotel);
  return user.hotelId ?? '';
}

/** The hotel of a physical room, or undefined. */
export const hotelOfRoom = (tx: DbOrTransaction, roomId: number): string | undefined =>
  tx.select({ hotelId: rooms.hotelId }).from(rooms).where(eq(rooms.id, roomId)).get()?.hotelId;

/** The hotel of a booking reference (its rooms are all in one), or undefined. */
export const hotelOfReference = (tx: DbOrTransaction, reference: string): string | undefined =>
  tx
    .select({ hotelId: rooms.hotelId })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(eq(bookings.reference, reference))
    .get()?.hotelId;
