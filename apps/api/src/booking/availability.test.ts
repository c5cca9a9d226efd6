import { describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.js';
import { dayInIndia, insertBooking, roomIdOf } from '../test/bookingFixtures.js';
import { appForEachTest } from '../test/testApp.js';
import { findFreeRoom, freeRooms } from './availability.js';

const AAGAM = 'hotel-aagam-executive';

const app = appForEachTest();

describe('findFreeRoom', () => {
  it('hands out each free room once when holds are taken in transactions', () => {
    const db = app.t.app.db;
    const checkIn = dayInIndia(3);
    const checkOut = dayInIndia(5);
    const holdExpiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    const held: string[] = [];
    for (let guest = 1; guest <= 4; guest += 1) {
      const roomNumber = db.transaction((tx) => {
        const room = findFreeRoom(tx, AAGAM, 'luxury-room', checkIn, checkOut);
        if (!room) return undefined;
        tx.insert(bookings)
          .values({
            reference: `HOLD-${guest}`,
            roomId: room.id,
            checkIn,
            checkOut,
            status: 'pending',
            holdExpiresAt,
            guestName: `Guest ${guest}`,
            guestEmail: `guest${guest}@example.com`,
            guestMobile: '9000000001',
            amount: 212400,
          })
          .run();
        return room.roomNumber;
      });
      if (roomNumber) held.push(roomNumber);
    }
    expect(held).toEqual(['401', '402', '403']);
    expect(freeRooms(db, AAGAM, 'luxury-room', checkIn, checkOut)).toBe(0);
    // The nights after the held stay are still free.
    expect(freeRooms(db, AAGAM, 'luxury-room', checkOut, dayInIndia(6))).toBe(3);
  });

  it('skips a room whose booking overlaps by a single night', () => {
    const db = app.t.app.db;
    insertBooking(db, {
      roomId: roomIdOf(db, AAGAM, '101'),
      status: 'confirmed',
      checkIn: dayInIndia(4),
      checkOut: dayInIndia(5),
    });
    expect(findFreeRoom(db, AAGAM, 'single-bed', dayInIndia(1), dayInIndia(10))).toMatchObject({
      roomNumber: '102',
    });
    expect(findFreeRoom(db, AAGAM, 'single-bed', dayInIndia(5), dayInIndia(6))).toMatchObject({
      roomNumber: '101',
    });
  });

  it('finds nothing at a hotel without rooms of the type', () => {
    expect(
      findFreeRoom(app.t.app.db, 'hotel-nowhere', 'single-bed', dayInIndia(1), dayInIndia(2)),
    ).toBe(undefined);
  });
});
