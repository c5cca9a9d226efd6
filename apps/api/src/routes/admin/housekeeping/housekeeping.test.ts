import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roomHousekeepingChanges, rooms } from '../../../db/schema.js';
import { expectFailure, expectFieldRefusal } from '../../../test/apiAssertions.js';
import { dayInIndia, insertBooking, roomIdOf } from '../../../test/bookingFixtures.js';
import { appWithAdminForEachTest, staffCookie } from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';
const AKASH = 'hotel-akash-executive';
const app = appWithAdminForEachTest();

const room = (number: string, hotelId = GRAND) => roomIdOf(app.t.app.db, hotelId, number);
const setState = (roomId: number, payload: Record<string, unknown>, cookie = app.admin) =>
  app.t.app.inject({
    method: 'PUT',
    url: `/api/admin/rooms/${roomId}/housekeeping`,
    headers: { cookie },
    payload,
  });
const listOf = async (cookie = app.admin) =>
  (
    await app.t.app.inject({
      url: '/api/admin/housekeeping',
      query: { hotelId: GRAND },
      headers: { cookie },
    })
  ).json();
const stateOf = (roomId: number) =>
  app.t.app.db.select().from(rooms).where(eq(rooms.id, roomId)).get()?.housekeeping;
const changesOf = (roomId: number) =>
  app.t.app.db
    .select()
    .from(roomHousekeepingChanges)
    .where(eq(roomHousekeepingChanges.roomId, roomId))
    .orderBy(desc(roomHousekeepingChanges.id))
    .all();

describe('housekeeping', () => {
  it('lists every room of the hotel clean on a fresh database, and a state set by staff with who and when', async () => {
    const staff = await staffCookie(app.t.app, GRAND, 'maya.desk@example.com');
    const rows = await listOf(staff);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      roomId: room('101'),
      roomNumber: '101',
      state: 'clean',
      changedAt: null,
      changedBy: null,
    });

    const changed = await setState(room('101'), { state: 'out_of_order' }, staff);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      roomNumber: '101',
      state: 'out_of_order',
      changedBy: 'maya.desk@example.com',
    });
    expect((await listOf(staff))[0].state).toBe('out_of_order');
    const [change] = changesOf(room('101'));
    expect(change).toMatchObject({ from: 'clean', to: 'out_of_order', cause: 'desk' });
    expect(change?.changedBy).not.toBeNull();
    expect(changed.json().changedAt).toBe(change?.at);
  });

  it('refuses a state that is not one, naming the field, and a room of another hotel as an unknown one', async () => {
    expectFieldRefusal(
      await setState(room('101'), { state: 'sparkling' }),
      'state',
      'State must be one of clean, dirty, inspected, out_of_order.',
    );
    const staff = await staffCookie(app.t.app, GRAND);
    for (const roomId of [room('101', AKASH), 999999]) {
      expectFailure(
        await setState(roomId, { state: 'dirty' }, staff),
        404,
        'NOT_FOUND',
        'We could not find that room.',
      );
    }
    expect(stateOf(room('101', AKASH))).toBe('clean');
    expect(changesOf(room('101', AKASH))).toEqual([]);
  });

  it('sets the rooms dirty when the guest checks out, in the same write, and shows it on the grid', async () => {
    insertBooking(app.t.app.db, {
      reference: 'DSH-LEAVING',
      roomId: room('201'),
      checkIn: dayInIndia(-1),
      checkOut: dayInIndia(0),
      status: 'checked_in',
    });
    const out = await app.t.app.inject({
      method: 'POST',
      url: '/api/admin/bookings/DSH-LEAVING/check-out',
      headers: { cookie: app.admin },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(stateOf(room('201'))).toBe('dirty');
    expect(changesOf(room('201'))[0]).toMatchObject({
      from: 'clean',
      to: 'dirty',
      cause: 'check-out',
    });
    const grid = await app.t.app.inject({
      url: '/api/admin/occupancy',
      query: { hotelId: GRAND, from: dayInIndia(0), to: dayInIndia(0) },
      headers: { cookie: app.admin },
    });
    const row = grid.json().find((r: { roomNumber: string }) => r.roomNumber === '201');
    expect(row.housekeeping).toBe('dirty');
  });

  it('asks before checking a guest into a dirty room, and checks in once the desk confirms', async () => {
    insertBooking(app.t.app.db, {
      reference: 'DSH-ARRIVES',
      roomId: room('301'),
      checkIn: dayInIndia(0),
      checkOut: dayInIndia(1),
      status: 'confirmed',
    });
    expect((await setState(room('301'), { state: 'dirty' })).statusCode).toBe(200);
    const checkIn = (payload?: Record<string, boolean>) =>
      app.t.app.inject({
        method: 'POST',
        url: '/api/admin/bookings/DSH-ARRIVES/check-in',
        headers: { cookie: app.admin },
        ...(payload === undefined ? {} : { payload }),
      });
    expectFailure(
      await checkIn(),
      409,
      'DIRTY_ROOM',
      'Room 301 is not cleaned yet. Check the guest in anyway?',
    );
    expectFailure(
      await checkIn({ acceptDirtyRoom: false }),
      409,
      'DIRTY_ROOM',
      'Room 301 is not cleaned yet. Check the guest in anyway?',
    );
    const accepted = await checkIn({ acceptDirtyRoom: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ reference: 'DSH-ARRIVES', status: 'checked_in' });
  });
});
