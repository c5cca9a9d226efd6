import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectFailure } from '../../../test/apiAssertions.js';
import { dayInIndia, insertBooking, roomIdOf } from '../../../test/bookingFixtures.js';
import { appWithAdminForEachTest } from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';

const app = appWithAdminForEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

const grid = (query: Record<string, string>) =>
  app.t.app.inject({ url: '/api/admin/occupancy', query, headers: { cookie: app.admin } });

const d = dayInIndia;

describe('GET /api/admin/occupancy', () => {
  it('lists every room of the hotel, each night free on a fresh database', async () => {
    const response = await grid({ hotelId: GRAND, from: d(0), to: d(1) });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json();
    expect(rows.map((row: { roomNumber: string }) => row.roomNumber)).toEqual([
      '101',
      '102',
      '103',
      '201',
      '202',
      '203',
      '301',
      '302',
      '303',
      '401',
      '402',
      '403',
    ]);
    expect(rows[0]).toEqual({
      roomId: roomIdOf(app.t.app.db, GRAND, '101'),
      roomNumber: '101',
      type: 'single-bed',
      roomTypeId: 'grand-single-bed',
      isAvailable: true,
      housekeeping: 'clean',
      days: [
        { date: d(0), state: 'free' },
        { date: d(1), state: 'free' },
      ],
    });
  });

  it('shows each night as what takes the room: booked, checked in, a live hold, a block', async () => {
    const room = (number: string) => roomIdOf(app.t.app.db, GRAND, number);
    const live = new Date(Date.now() + 10 * 60_000).toISOString();
    const ended = new Date(Date.now() - 60_000).toISOString();
    // What takes a room: reference, room, check-in and check-out (days from today), status.
    for (const [reference, number, checkIn, checkOut, status] of [
      ['DSH-BOOKED', '101', 1, 3, 'confirmed'],
      ['DSH-INROOM', '102', -1, 1, 'checked_in'],
      ['DSH-PAYING', '103', 2, 3, 'pending'],
    ] as const) {
      insertBooking(app.t.app.db, {
        reference,
        roomId: room(number),
        checkIn: d(checkIn),
        checkOut: d(checkOut),
        status,
        holdExpiresAt: status === 'pending' ? live : null,
      });
    }
    // What no longer takes one: a lapsed hold and bookings that have ended.
    for (const [reference, status] of [
      ['DSH-LAPSED', 'pending'],
      ['DSH-CANCEL', 'cancelled'],
      ['DSH-LEFT00', 'checked_out'],
      ['DSH-NOSHOW', 'no_show'],
    ] as const) {
      insertBooking(app.t.app.db, {
        reference,
        roomId: room('201'),
        checkIn: d(0),
        checkOut: d(3),
        status,
        holdExpiresAt: ended,
      });
    }
    const block = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/rooms/${room('202')}/blocks`,
      headers: { cookie: app.admin },
      payload: { from: d(1), to: d(2), reason: 'Repairs' },
    });
    const blockId = block.json().id;

    const rows = (await grid({ hotelId: GRAND, from: d(0), to: d(3) })).json();
    const states = Object.fromEntries(
      rows.map((row: { roomNumber: string; days: unknown[] }) => [row.roomNumber, row.days]),
    );
    const free = (day: number) => ({ date: d(day), state: 'free' });
    expect(states['101']).toEqual([
      free(0),
      { date: d(1), state: 'booked', reference: 'DSH-BOOKED' },
      { date: d(2), state: 'booked', reference: 'DSH-BOOKED' },
      free(3),
    ]);
    expect(states['102']).toEqual([
      { date: d(0), state: 'checked_in', reference: 'DSH-INROOM' },
      free(1),
      free(2),
      free(3),
    ]);
    expect(states['103']).toEqual([
      free(0),
      free(1),
      { date: d(2), state: 'pending', reference: 'DSH-PAYING' },
      free(3),
    ]);
    expect(states['201']).toEqual([free(0), free(1), free(2), free(3)]);
    expect(states['202']).toEqual([
      free(0),
      { date: d(1), state: 'blocked', blockId, reason: 'Repairs' },
      { date: d(2), state: 'blocked', blockId, reason: 'Repairs' },
      free(3),
    ]);
  });

  it('gives a room of a hotel without room types no room type id: no walk-in books it', async () => {
    const hotel = await app.t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: { cookie: app.admin },
      payload: { name: 'Hotel Sunrise Inn', location: 'CIDCO' },
    });
    const hotelId = hotel.json()._id;
    await app.t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { cookie: app.admin },
      payload: { hotelId, roomNumber: '1', type: 'double-bed' },
    });
    const rows = (await grid({ hotelId, from: d(0), to: d(0) })).json();
    expect(rows).toEqual([
      expect.objectContaining({ roomNumber: '1', type: 'double-bed', roomTypeId: null }),
    ]);
  });

  it('reads the range in the same few queries for 2 days as for 62', async () => {
    insertBooking(app.t.app.db, {
      roomId: roomIdOf(app.t.app.db, GRAND, '101'),
      checkIn: d(1),
      checkOut: d(3),
      status: 'confirmed',
    });
    const sqlite = (app.t.app.db as unknown as { $client: { prepare: (sql: string) => unknown } })
      .$client;
    const prepare = vi.spyOn(sqlite, 'prepare');
    const queriesFor = async (to: string) => {
      prepare.mockClear();
      const response = await grid({ hotelId: GRAND, from: d(0), to });
      expect(response.statusCode).toBe(200);
      // Leaves out the session lookup every signed-in request makes.
      return prepare.mock.calls.filter(([sql]) => !sql.includes('"sessions"')).length;
    };
    const short = await queriesFor(d(1));
    expect(short).toBe(4); // the hotel, its rooms, their bookings, their blocks
    expect(await queriesFor(d(61))).toBe(short);
  });

  it('explains a bad range or hotel', async () => {
    const fields = async (query: Record<string, string>) => (await grid(query)).json().fields;
    expect(await fields({ hotelId: GRAND, from: d(3), to: d(2) })).toEqual({
      to: 'To must not be before From.',
    });
    expect(await fields({ hotelId: GRAND, from: d(0), to: d(62) })).toEqual({
      to: 'The occupancy grid covers at most 62 days at a time.',
    });
    expect(await fields({ from: 'soon', to: d(2) })).toEqual({
      hotelId: 'Please choose a hotel.',
      from: 'From must be a date like 2026-12-31.',
    });
    expectFailure(
      await grid({ hotelId: 'hotel-nowhere', from: d(0), to: d(1) }),
      404,
      'NOT_FOUND',
      'We could not find that hotel.',
    );
  });
});
