import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectFieldErrors } from '../../../test/apiAssertions.js';
import { insertBooking, roomIdOf } from '../../../test/bookingFixtures.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

const NOW = new Date('2026-11-22T20:00:00Z'); // 23 Nov 2026, 01:30 in India
const GRAND = 'hotel-grand-imperial';

let t: TestApp;
beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
  vi.useRealTimers();
});

const calendar = (roomId: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/rooms/${roomId}/calendar`, query });

// 1–7 Dec 2026: Tuesday to Monday; the 4th and 5th are a Friday and a Saturday.
const WEEK = { from: '2026-12-01', to: '2026-12-07' };

describe('GET /api/rooms/:roomId/calendar', () => {
  it('gives each day its nightly rate, the weekend 15% up at the Grand Imperial, and 3 free rooms', async () => {
    const response = await calendar('grand-single-bed', { ...WEEK, adults: '1' });
    expect(response.statusCode).toBe(200);
    const day = (date: string, rate: number, adjustment: string | null) => ({
      date,
      rate,
      adjustment,
      freeRooms: 3,
    });
    // ₹1,999 × 1.15 = ₹2,298.85
    expect(response.json()).toEqual([
      day('2026-12-01', 199900, null),
      day('2026-12-02', 199900, null),
      day('2026-12-03', 199900, null),
      day('2026-12-04', 229885, 'Weekend'),
      day('2026-12-05', 229885, 'Weekend'),
      day('2026-12-06', 199900, null),
      day('2026-12-07', 199900, null),
    ]);
  });

  it('prices the party: 3 adults in the single room pay its 3-adult rate', async () => {
    const days = (await calendar('grand-single-bed', { ...WEEK, adults: '3' })).json();
    // ₹2,299 + ₹300 for the third adult = ₹2,599; the weekend ₹2,988.85
    expect(days.map((entry: { rate: number }) => entry.rate)).toEqual([
      259900, 259900, 259900, 298885, 298885, 259900, 259900,
    ]);
  });

  it('has no adjustment where the room has none, and one adult when adults is left out', async () => {
    const days = (await calendar('aagam-single-bed', WEEK)).json();
    expect(days).toHaveLength(7);
    for (const entry of days) expect(entry).toMatchObject({ rate: 120000, adjustment: null });
  });

  it('counts the rooms taken each night: confirmed bookings and live holds, not expired holds', async () => {
    const db = t.app.db;
    const room = (number: string) => roomIdOf(db, GRAND, number);
    // 101 from before the range to the 3rd (nights of the 1st and 2nd in the range)
    insertBooking(db, {
      roomId: room('101'),
      status: 'confirmed',
      checkIn: '2026-11-28',
      checkOut: '2026-12-03',
    });
    // 102 held for the 2nd to the 5th (nights 2, 3, 4)
    insertBooking(db, {
      roomId: room('102'),
      status: 'pending',
      holdExpiresAt: '2026-11-22T20:15:00.000Z',
      checkIn: '2026-12-02',
      checkOut: '2026-12-05',
    });
    // 103: an expired hold and a failed order take nothing; a stay beyond the range neither
    insertBooking(db, {
      roomId: room('103'),
      status: 'pending',
      holdExpiresAt: '2026-11-22T19:59:59.000Z',
      checkIn: '2026-12-01',
      checkOut: '2026-12-08',
    });
    insertBooking(db, {
      roomId: room('103'),
      status: 'failed',
      checkIn: '2026-12-01',
      checkOut: '2026-12-08',
    });
    insertBooking(db, {
      roomId: room('103'),
      status: 'confirmed',
      checkIn: '2026-12-08',
      checkOut: '2026-12-10',
    });
    // 103 also booked on the last night of the range, with a second booking of 101 the same night
    insertBooking(db, {
      roomId: room('103'),
      status: 'confirmed',
      checkIn: '2026-12-07',
      checkOut: '2026-12-08',
    });
    insertBooking(db, {
      roomId: room('101'),
      status: 'confirmed',
      checkIn: '2026-12-06',
      checkOut: '2026-12-09',
    });
    // Another type's bookings do not count
    insertBooking(db, {
      roomId: room('201'),
      status: 'confirmed',
      checkIn: '2026-12-01',
      checkOut: '2026-12-08',
    });

    const days = (await calendar('grand-single-bed', WEEK)).json();
    expect(days.map((entry: { freeRooms: number }) => entry.freeRooms)).toEqual([
      2, 1, 2, 2, 3, 2, 1,
    ]);
  });

  it('answers up to 120 days, and refuses more with a message', async () => {
    const long = await calendar('grand-single-bed', { from: '2026-12-01', to: '2027-03-30' });
    expect(long.statusCode).toBe(200);
    expect(long.json()).toHaveLength(120);
    const tooLong = await calendar('grand-single-bed', { from: '2026-12-01', to: '2027-03-31' });
    expectFieldErrors(tooLong, {
      to: 'The calendar covers at most 120 days at a time.',
    });
  });

  it.each([
    [{ from: '2026-12-07', to: '2026-12-01' }, { to: 'To must not be before from.' }],
    [{ from: '2026-02-30', to: '2026-03-01' }, { from: 'From must be a date like 2026-12-31.' }],
    [{ from: '2026-12-01' }, { to: 'To must be a date like 2026-12-31.' }],
    [{ ...WEEK, adults: '0' }, { adults: 'Adults must be at least 1.' }],
    [{ ...WEEK, adults: 'two' }, { adults: 'Adults must be a number.' }],
  ])('refuses %j with 400 naming the field', async (query, fields) => {
    const response = await calendar('grand-single-bed', query as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields });
  });

  it('answers 404 for a room that does not exist', async () => {
    const response = await calendar('grand-penthouse', WEEK);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('We could not find that room.');
  });
});
