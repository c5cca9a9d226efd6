import { dayInIndia } from '@hotel/validators/dates';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, rooms } from '../db/schema.js';

export { dayInIndia };

/** The id of a seeded physical room, e.g. room 201 of the Grand Imperial. */
export function roomIdOf(db: Db, hotelId: string, roomNumber: string): number {
  const row = db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.roomNumber, roomNumber)))
    .get();
  if (!row) throw new Error(`No room ${roomNumber} at ${hotelId}`);
  return row.id;
}

let sequence = 0;

/** Inserts a booking row as the payment flow would leave it. */
export function insertBooking(
  db: Db,
  booking: Partial<typeof bookings.$inferInsert> &
    Pick<typeof bookings.$inferInsert, 'roomId' | 'checkIn' | 'checkOut' | 'status'>,
): number {
  sequence += 1;
  return db
    .insert(bookings)
    .values({
      reference: `TEST-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
      guestName: 'Asha Patil',
      guestEmail: 'asha@example.com',
      guestMobile: '9000000001',
      amount: 177000,
      ...booking,
    })
    .returning({ id: bookings.id })
    .get().id;
}

/**
 * Books every room of the type at the hotel but one (confirmed, for the stay), so the next
 * order for that stay takes the last free room. Returns the id of the room left free.
 */
export function leaveOneRoomFree(
  db: Db,
  stay: { hotelId: string; type: string; checkIn: string; checkOut: string },
): number {
  const all = db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.hotelId, stay.hotelId), eq(rooms.type, stay.type as 'luxury-room')))
    .orderBy(asc(rooms.id))
    .all();
  const [free, ...taken] = all;
  if (!free) throw new Error(`No ${stay.type} at ${stay.hotelId}`);
  for (const room of taken) {
    insertBooking(db, {
      roomId: room.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      status: 'confirmed',
    });
  }
  return free.id;
}
