import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, roomBlocks } from '../../../db/schema.js';
import {
  bodyValidationError,
  expectErrorShape,
  expectFailure,
} from '../../../test/apiAssertions.js';
import {
  dayInIndia,
  insertBooking,
  leaveOneRoomFree,
  roomIdOf,
} from '../../../test/bookingFixtures.js';
import { calendarFree, searchFree } from '../../../test/freeRooms.js';
import { customer, newQuote, placeOrder } from '../../../test/orders.js';
import { appWithAdminForEachTest } from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';

const app = appWithAdminForEachTest();

const block = (roomId: number | string, payload: unknown, cookie = app.admin) =>
  app.t.app.inject({
    method: 'POST',
    url: `/api/admin/rooms/${roomId}/blocks`,
    payload: payload as Record<string, unknown>,
    headers: { cookie },
  });

const unblock = (id: number | string, cookie = app.admin) =>
  app.t.app.inject({ method: 'DELETE', url: `/api/admin/blocks/${id}`, headers: { cookie } });

describe('POST /api/admin/rooms/:roomId/blocks', () => {
  it('blocks a room from the night `from` to the night `to`, and answers the block', async () => {
    const room = roomIdOf(app.t.app.db, GRAND, '101');
    const response = await block(room, {
      from: dayInIndia(3),
      to: dayInIndia(4),
      reason: 'Bathroom repairs',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      roomId: room,
      roomNumber: '101',
      hotelId: GRAND,
      from: dayInIndia(3),
      to: dayInIndia(4),
      reason: 'Bathroom repairs',
      source: 'admin',
    });
    const stored = app.t.app.db.select().from(roomBlocks).all();
    // Stored half-open, as a booking's stay: the room is back on the morning after `to`.
    expect(stored).toEqual([
      expect.objectContaining({ roomId: room, from: dayInIndia(3), until: dayInIndia(5) }),
    ]);
    expect(stored[0]?.createdBy).toEqual(expect.any(Number));
  });

  it('takes the blocked nights out of the search, the price calendar and the orders, and only those', async () => {
    const rooms = ['101', '102', '103'].map((number) => roomIdOf(app.t.app.db, GRAND, number));
    for (const room of rooms.slice(0, 2)) {
      const response = await block(room, {
        from: dayInIndia(3),
        to: dayInIndia(4),
        reason: 'Paint',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await searchFree(app.t, dayInIndia(3), dayInIndia(4))).toBe(1);
    expect(await searchFree(app.t, dayInIndia(4), dayInIndia(5))).toBe(1);
    // The morning after the last blocked night, the rooms are back.
    expect(await searchFree(app.t, dayInIndia(5), dayInIndia(6))).toBe(3);
    expect(await calendarFree(app.t, 'grand-single-bed', dayInIndia(2), dayInIndia(5))).toEqual([
      3, 1, 1, 3,
    ]);

    // The last free room goes to one order; the next finds the type sold out.
    const stay = {
      roomId: 'grand-single-bed',
      adults: 1,
      checkIn: dayInIndia(3),
      checkOut: dayInIndia(5),
    };
    const first = await placeOrder(app.t, stay);
    const held = app.t.app.db
      .select({ roomId: bookings.roomId })
      .from(bookings)
      .where(eq(bookings.reference, first.bookingReference))
      .get();
    expect(held?.roomId).toBe(rooms[2]);
    const quoteId = await newQuote(app.t, stay);
    const second = await app.t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      payload: { quoteId, customer },
    });
    expectFailure(second, 409, 'SOLD_OUT', 'Sorry, this room is no longer free for these dates.');
  });

  it('refuses a night the room is booked, naming the booking, and stores nothing', async () => {
    const room = roomIdOf(app.t.app.db, GRAND, '101');
    const booked = insertBooking(app.t.app.db, {
      roomId: room,
      checkIn: dayInIndia(5),
      checkOut: dayInIndia(7),
      status: 'confirmed',
      reference: 'HX7K2P',
    });
    expect(booked).toBeGreaterThan(0);
    const response = await block(room, { from: dayInIndia(2), to: dayInIndia(5), reason: 'Paint' });
    expectFailure(
      response,
      409,
      'ROOM_BOOKED',
      `Room 101 is booked on the night of ${dayInIndia(5)} (booking HX7K2P); a block cannot cover a booked night.`,
    );
    expect(app.t.count('room_blocks')).toBe(0);
    // Up to the guest's arrival day, and from their departure day on, the room can be blocked.
    expect(
      (await block(room, { from: dayInIndia(2), to: dayInIndia(4), reason: 'Paint' })).statusCode,
    ).toBe(201);
    expect(
      (await block(room, { from: dayInIndia(7), to: dayInIndia(8), reason: 'Paint' })).statusCode,
    ).toBe(201);
  });

  it('refuses a night a payment holds, and takes a night whose hold has ended', async () => {
    const room = roomIdOf(app.t.app.db, GRAND, '101');
    const live = new Date(Date.now() + 10 * 60_000).toISOString();
    const ended = new Date(Date.now() - 60_000).toISOString();
    insertBooking(app.t.app.db, {
      roomId: room,
      checkIn: dayInIndia(2),
      checkOut: dayInIndia(3),
      status: 'pending',
      holdExpiresAt: live,
      reference: 'HOLD01',
    });
    insertBooking(app.t.app.db, {
      roomId: room,
      checkIn: dayInIndia(4),
      checkOut: dayInIndia(5),
      status: 'pending',
      holdExpiresAt: ended,
      reference: 'HOLD02',
    });
    const held = await block(room, { from: dayInIndia(2), to: dayInIndia(2), reason: 'Paint' });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toContain('booking HOLD01');
    expect(
      (await block(room, { from: dayInIndia(4), to: dayInIndia(4), reason: 'Paint' })).statusCode,
    ).toBe(201);
  });

  it('refuses to block a night twice', async () => {
    const room = roomIdOf(app.t.app.db, GRAND, '101');
    await block(room, { from: dayInIndia(3), to: dayInIndia(6), reason: 'Owner’s stay' });
    const again = await block(room, { from: dayInIndia(1), to: dayInIndia(3), reason: 'Paint' });
    expectFailure(
      again,
      409,
      'ROOM_BLOCKED',
      `Room 101 is already blocked on the night of ${dayInIndia(3)} (Owner’s stay).`,
    );
    expect(app.t.count('room_blocks')).toBe(1);
  });

  it('keeps a late payment from taking a room blocked after its hold ended', async () => {
    const stay = { checkIn: dayInIndia(3), checkOut: dayInIndia(4) };
    const last = leaveOneRoomFree(app.t.app.db, { hotelId: GRAND, type: 'single-bed', ...stay });
    const order = await placeOrder(app.t, { roomId: 'grand-single-bed', adults: 1, ...stay });
    app.t.app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(bookings.orderId, order.orderId))
      .run();
    expect(
      (await block(last, { from: stay.checkIn, to: stay.checkIn, reason: 'Leak' })).statusCode,
    ).toBe(201);
    const paid = await app.t.app.inject({
      method: 'POST',
      url: '/api/payments/test/complete',
      payload: { orderId: order.orderId, outcome: 'success' },
    });
    expect(paid.statusCode, paid.body).toBe(409);
    expect(paid.json().code).toBe('HOLD_EXPIRED');
  });

  it('explains each bad field and stores nothing', async () => {
    const room = roomIdOf(app.t.app.db, GRAND, '101');
    const cases: [unknown, Record<string, string>][] = [
      [
        { from: dayInIndia(4), to: dayInIndia(3), reason: 'Paint' },
        { to: 'To must not be before From.' },
      ],
      [
        { from: dayInIndia(-1), to: dayInIndia(3), reason: 'Paint' },
        { from: 'From cannot be in the past.' },
      ],
      [
        { from: 'soon', to: dayInIndia(3), reason: ' ' },
        { from: 'From must be a date like 2026-12-31.', reason: 'Please enter a reason.' },
      ],
      [
        { from: dayInIndia(1), to: dayInIndia(400), reason: 'Paint' },
        { to: 'A block covers at most 366 nights.' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await block(room, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(bodyValidationError(fields));
    }
    const unknownField = await block(room, {
      from: dayInIndia(1),
      to: dayInIndia(1),
      reason: 'x',
      roomId: 2,
    });
    expect(unknownField.statusCode).toBe(400);
    expectErrorShape(unknownField);
    expect(app.t.count('room_blocks')).toBe(0);
  });

  it('answers 404 for a room that does not exist, 400 for one that cannot', async () => {
    const payload = { from: dayInIndia(1), to: dayInIndia(1), reason: 'Paint' };
    expectFailure(await block(999999, payload), 404, 'NOT_FOUND', 'We could not find that room.');
    const bad = await block('abc', payload);
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad);
  });
});

describe('DELETE /api/admin/blocks/:id', () => {
  it('puts the room back on sale for the block’s nights', async () => {
    const room = roomIdOf(app.t.app.db, GRAND, '101');
    const made = await block(room, { from: dayInIndia(3), to: dayInIndia(3), reason: 'Paint' });
    expect(await searchFree(app.t, dayInIndia(3), dayInIndia(4))).toBe(2);
    const response = await unblock(made.json().id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await searchFree(app.t, dayInIndia(3), dayInIndia(4))).toBe(3);
    expectFailure(await unblock(made.json().id), 404, 'NOT_FOUND', 'We could not find that block.');
  });
});
