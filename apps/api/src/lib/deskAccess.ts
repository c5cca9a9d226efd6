import { eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../booking/availability.js';
import { bookings, rooms } from '../db/schema.js';
import type { SessionUser } from '../plugins/auth.js';
import { forbidden, unauthorized } from './ApiFailure.js';

type DeskUser = Pick<SessionUser, 'role' | 'hotelId'>;

export const DESK_MESSAGES = {
  otherHotel: 'Your account manages another hotel.',
} as const;

/** Whether the account runs this hotel's desk: any admin, or that hotel's staff. */
export const managesHotel = (user: DeskUser | null, hotelId: string): boolean =>
  user?.role === 'admin' || (user?.role === 'staff' && user.hotelId === hotelId);

/** 403 unless the account runs this hotel's desk (401 without one). */
export function ensureHotel(user: DeskUser | null, hotelId: string): void {
  if (!user) throw unauthorized();
  if (!managesHotel(user, hotelId)) throw forbidden(DESK_MESSAGES.otherHotel);
}

/**
 * The hotel filter a list must use for the account: the staff's own hotel (asking for another
 * is a 403), or what an admin asked for (undefined: every hotel).
 */
export function hotelFilterFor(user: DeskUser | null, asked: string | undefined) {
  if (user?.role !== 'staff') return asked;
  if (asked !== undefined && asked !== user.hotelId) throw forbidden(DESK_MESSAGES.otherHotel);
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
