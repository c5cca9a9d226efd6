import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, users } from '../../../db/schema.js';
import { expectFailure } from '../../../test/apiAssertions.js';
import { dayInIndia, insertBooking, roomIdOf } from '../../../test/bookingFixtures.js';
import { adminCookie, startTestApp, type TestApp } from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';

let t: TestApp;
let admin: string;
let adminId: number;
beforeEach(async () => {
  t = await startTestApp();
  admin = await adminCookie(t.app, 'desk@example.com');
  adminId =
    t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'desk@example.com')).get()
      ?.id ?? 0;
});
afterEach(async () => {
  await t.close();
});

/** A confirmed booking of two rooms, from `checkIn` days ahead for two nights. */
function confirmedBooking(reference: string, checkIn = 0) {
  for (const [line, room] of [
    [1, '101'],
    [2, '102'],
  ] as const) {
    insertBooking(t.app.db, {
      reference,
      line,
      roomId: roomIdOf(t.app.db, GRAND, room),
      checkIn: dayInIndia(checkIn),
      checkOut: dayInIndia(checkIn + 2),
      status: 'confirmed',
    });
  }
}

const step = (reference: string, name: 'check-in' | 'check-out' | 'no-show') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${reference}/${name}`,
    headers: { cookie: admin },
  });

const statuses = (reference: string) =>
  t.app.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .all()
    .map((row) => row.status);

const freeSingles = async (checkIn: string, checkOut: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/availability',
      query: { hotel: GRAND, checkIn, checkOut, adults: '1' },
    })
  )
    .json()
    .find((option: { type: string }) => option.type === 'single-bed')?.freeRooms ?? 0;

describe('a stay at the desk', () => {
  it('checks every room in, then out, each change an event naming who did it', async () => {
    confirmedBooking('DSH-STAY01');
    const checkedIn = await step('DSH-STAY01', 'check-in');
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json()).toEqual({ reference: 'DSH-STAY01', status: 'checked_in' });
    expect(statuses('DSH-STAY01')).toEqual(['checked_in', 'checked_in']);
    // A guest in the room holds it like a confirmed booking.
    expect(await freeSingles(dayInIndia(0), dayInIndia(1))).toBe(1);

    const checkedOut = await step('DSH-STAY01', 'check-out');
    expect(checkedOut.json()).toEqual({ reference: 'DSH-STAY01', status: 'checked_out' });
    expect(statuses('DSH-STAY01')).toEqual(['checked_out', 'checked_out']);
    // Gone a night early: the room is free again for the night they did not stay.
    expect(await freeSingles(dayInIndia(1), dayInIndia(2))).toBe(3);

    const events = t.app.db
      .select({
        from: bookingEvents.from,
        to: bookingEvents.to,
        note: bookingEvents.note,
        actorId: bookingEvents.actorId,
      })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(eq(bookings.reference, 'DSH-STAY01'))
      .orderBy(asc(bookingEvents.id))
      .all();
    expect(events).toEqual([
      { from: 'confirmed', to: 'checked_in', note: 'checked in at the desk', actorId: adminId },
      { from: 'confirmed', to: 'checked_in', note: 'checked in at the desk', actorId: adminId },
      { from: 'checked_in', to: 'checked_out', note: 'checked out at the desk', actorId: adminId },
      { from: 'checked_in', to: 'checked_out', note: 'checked out at the desk', actorId: adminId },
    ]);
  });

  it('marks a no-show from the check-in date on, which frees the rooms', async () => {
    confirmedBooking('DSH-LATE01');
    expect(await freeSingles(dayInIndia(0), dayInIndia(1))).toBe(1);
    const response = await step('DSH-LATE01', 'no-show');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reference: 'DSH-LATE01', status: 'no_show' });
    expect(statuses('DSH-LATE01')).toEqual(['no_show', 'no_show']);
    expect(await freeSingles(dayInIndia(0), dayInIndia(1))).toBe(3);
  });

  it('refuses a no-show or a check-in before the check-in date, changing nothing', async () => {
    confirmedBooking('DSH-SOON01', 1);
    const events = t.count('booking_events');
    expectFailure(
      await step('DSH-SOON01', 'no-show'),
      409,
      'TOO_EARLY',
      `Booking DSH-SOON01 checks in on ${dayInIndia(1)}; it can be marked a no-show from that day on.`,
    );
    expectFailure(
      await step('DSH-SOON01', 'check-in'),
      409,
      'TOO_EARLY',
      `Booking DSH-SOON01 checks in on ${dayInIndia(1)}; it can be checked in from that day on.`,
    );
    expect(statuses('DSH-SOON01')).toEqual(['confirmed', 'confirmed']);
    expect(t.count('booking_events')).toBe(events);
  });

  it('refuses a check-in on or after the check-out date', async () => {
    confirmedBooking('DSH-GONE01', -2);
    expectFailure(
      await step('DSH-GONE01', 'check-in'),
      409,
      'STAY_OVER',
      `Booking DSH-GONE01 ended on ${dayInIndia(0)}; it can no longer be checked in.`,
    );
  });

  it('refuses every step out of order with 409, saying the status it is in', async () => {
    confirmedBooking('DSH-ORDER1');
    expectFailure(
      await step('DSH-ORDER1', 'check-out'),
      409,
      'STAY_STATUS',
      'Booking DSH-ORDER1 is confirmed; only a checked in booking can be checked out.',
    );
    await step('DSH-ORDER1', 'check-in');
    for (const [name, message] of [
      ['check-in', 'Booking DSH-ORDER1 is checked in; only a confirmed booking can be checked in.'],
      [
        'no-show',
        'Booking DSH-ORDER1 is checked in; only a confirmed booking can be marked a no-show.',
      ],
    ] as const) {
      expectFailure(await step('DSH-ORDER1', name), 409, 'STAY_STATUS', message);
    }
    await step('DSH-ORDER1', 'check-out');
    expectFailure(
      await step('DSH-ORDER1', 'check-out'),
      409,
      'STAY_STATUS',
      'Booking DSH-ORDER1 is checked out; only a checked in booking can be checked out.',
    );
    for (const status of ['pending', 'failed', 'expired', 'cancelled'] as const) {
      insertBooking(t.app.db, {
        reference: `DSH-${status}`,
        roomId: roomIdOf(t.app.db, GRAND, '103'),
        checkIn: dayInIndia(0),
        checkOut: dayInIndia(1),
        status,
      });
      expect((await step(`DSH-${status}`, 'check-in')).statusCode).toBe(409);
    }
  });

  it('answers 404 for an unknown reference', async () => {
    expectFailure(
      await step('DSH-NOPE00', 'check-in'),
      404,
      'NOT_FOUND',
      'We could not find that booking.',
    );
  });

  it('keeps a checked-in booking from being cancelled', async () => {
    confirmedBooking('DSH-CANC01');
    await step('DSH-CANC01', 'check-in');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/DSH-CANC01/cancel',
      headers: { cookie: admin },
    });
    expectFailure(
      response,
      409,
      'NOT_CONFIRMED',
      'Only a confirmed booking can be cancelled; this one is checked in.',
    );
  });

  it('lists the new statuses in the admin bookings list and filters by them', async () => {
    confirmedBooking('DSH-LIST01');
    await step('DSH-LIST01', 'check-in');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      query: { status: 'checked_in' },
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((row: { reference: string }) => row.reference)).toEqual([
      'DSH-LIST01',
      'DSH-LIST01',
    ]);
  });
});
