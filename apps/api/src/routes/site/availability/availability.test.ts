import { activeRule, getRoom, pricingOptions } from '@hotel/content';
import { quote } from '@hotel/pricing';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotels, rooms } from '../../../db/schema.js';
import { expectFailure, expectFieldRefusal } from '../../../test/apiAssertions.js';
import { dayInIndia, insertBooking, roomIdOf } from '../../../test/bookingFixtures.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

const NOW = new Date('2026-11-22T20:00:00Z'); // 23 Nov 2026, 01:30 in India
const GRAND = 'hotel-grand-imperial';

let t: TestApp;
/** The stay most tests search for: three nights from five days ahead (Sat 28 Nov to Tue 1 Dec). */
let stay: { checkIn: string; checkOut: string };
let party: Record<string, string | number>;
beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  stay = { checkIn: dayInIndia(5), checkOut: dayInIndia(8) };
  party = { hotel: GRAND, ...stay, adults: 2, child: 1, rooms: 1 };
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
  vi.useRealTimers();
});

const search = (query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: '/api/availability',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

/** Books a Grand Imperial room by its number, in any status for any nights. */
const book = (roomNumber: string, booking: Omit<Parameters<typeof insertBooking>[1], 'roomId'>) =>
  insertBooking(t.app.db, { roomId: roomIdOf(t.app.db, GRAND, roomNumber), ...booking });

const freeRoomsOf = async (query: Record<string, string | number> = party) =>
  Object.fromEntries(
    (await search(query))
      .json()
      .map((option: { type: string; freeRooms: number }) => [option.type, option.freeRooms]),
  );

describe('GET /api/availability', () => {
  it('lists all four room types of a fresh hotel with 3 free rooms each, cheapest first', async () => {
    const response = await search(party);
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.map((option: { roomId: string }) => option.roomId)).toEqual([
      'grand-double-bed',
      'grand-single-bed',
      'grand-family-suite',
      'grand-luxury-room',
    ]);
    expect(options[0]).toEqual({
      roomId: 'grand-double-bed',
      title: 'Double Bed',
      type: 'double-bed',
      path: '/GrandDoublebed',
      freeRooms: 3,
      nightlyRate: 150000,
      quote: expect.objectContaining({ nights: 3, rooms: 1, adults: 2, rate: 180000 }),
    });
    for (const option of options) {
      const room = getRoom(option.roomId);
      if (!room) throw new Error(option.roomId);
      expect(option.freeRooms).toBe(3);
      expect(option.quote).toEqual(
        quote(
          activeRule(room),
          { rooms: 1, adults: 2, nights: 3, checkIn: stay.checkIn },
          pricingOptions(room),
        ),
      );
    }
  });

  it('prices the whole party: 2 rooms for 4 adults over 3 nights', async () => {
    const options = (await search({ ...party, adults: 4, rooms: 2 })).json();
    const luxury = options.find((option: { type: string }) => option.type === 'luxury-room');
    // Grand Imperial's weekend: Saturday ₹4,999 + 15% = ₹5,748.85, then Sunday and Monday at
    // ₹4,999: 2 rooms × ₹15,746.85 = ₹31,493.70; each night ≤ ₹7,500, so 5% GST ₹1,574.685 → ₹1,574.69.
    expect(luxury.quote).toMatchObject({
      rate: 499900,
      roomCost: 3149370,
      gst: 157469,
      total: 3306839,
    });
    expect(luxury.quote.nightly).toEqual([
      { date: '2026-11-28', rate: 574885, adjustment: 'Weekend', gstRate: 5 },
      { date: '2026-11-29', rate: 499900, adjustment: null, gstRate: 5 },
      { date: '2026-11-30', rate: 499900, adjustment: null, gstRate: 5 },
    ]);
  });

  it('counts rooms held by a confirmed booking and by a live pending hold', async () => {
    book('201', { status: 'confirmed', ...stay });
    book('202', {
      status: 'pending',
      holdExpiresAt: '2026-11-22T20:15:00.000Z',
      // Overlaps the last night only.
      checkIn: dayInIndia(7),
      checkOut: dayInIndia(10),
    });
    book('401', {
      status: 'confirmed',
      // Covers the whole stay and more.
      checkIn: dayInIndia(4),
      checkOut: dayInIndia(9),
    });
    expect(await freeRoomsOf()).toEqual({
      'double-bed': 1,
      'single-bed': 3,
      'family-suite': 3,
      'luxury-room': 2,
    });
  });

  it('does not count expired holds, ended or failed bookings, or a stay that ends on check-in day', async () => {
    book('101', { status: 'pending', holdExpiresAt: '2026-11-22T19:59:59.999Z', ...stay });
    book('102', { status: 'confirmed', checkIn: dayInIndia(2), checkOut: stay.checkIn });
    book('103', { status: 'confirmed', checkIn: stay.checkOut, checkOut: dayInIndia(12) });
    for (const status of ['failed', 'expired', 'cancelled'] as const) {
      book('301', { status, ...stay });
    }
    expect(await freeRoomsOf()).toEqual({
      'double-bed': 3,
      'single-bed': 3,
      'family-suite': 3,
      'luxury-room': 3,
    });
  });

  it('releases a pending hold once it expires', async () => {
    book('101', { status: 'pending', holdExpiresAt: '2026-11-22T20:15:00.000Z', ...stay });
    expect((await freeRoomsOf())['single-bed']).toBe(2);
    vi.setSystemTime(new Date('2026-11-22T20:15:00.001Z'));
    expect((await freeRoomsOf())['single-bed']).toBe(3);
  });

  it('leaves out rooms an admin marked unavailable', async () => {
    t.app.db
      .update(rooms)
      .set({ isAvailable: false })
      .where(and(eq(rooms.hotelId, GRAND), eq(rooms.roomNumber, '303')))
      .run();
    expect((await freeRoomsOf())['family-suite']).toBe(2);
  });

  it('hides room types with fewer free rooms than asked for', async () => {
    // Every room needs an adult: 4 rooms for 4 adults, 3 rooms for 3.
    expect(await search({ ...party, rooms: 4, adults: 4 })).toMatchObject({ statusCode: 200 });
    expect((await search({ ...party, rooms: 4, adults: 4 })).json()).toEqual([]);
    book('201', { status: 'confirmed', ...stay });
    expect(await freeRoomsOf({ ...party, rooms: 3, adults: 3 })).toEqual({
      'single-bed': 3,
      'family-suite': 3,
      'luxury-room': 3,
    });
  });

  it('leaves out the room types that cannot sleep the party in that many rooms', async () => {
    const types = async (adults: number, rooms: number) =>
      (await search({ ...party, adults, rooms }))
        .json()
        .map((option: { type: string }) => option.type);
    expect((await types(3, 1)).sort()).toEqual(['double-bed', 'family-suite', 'luxury-room']);
    expect(await types(5, 1)).toEqual(['family-suite']);
    expect((await types(5, 2)).sort()).toEqual(['double-bed', 'family-suite', 'luxury-room']);
    expect((await types(4, 2)).sort()).toEqual([
      'double-bed',
      'family-suite',
      'luxury-room',
      'single-bed',
    ]);
  });

  it('filters by room type', async () => {
    const options = (await search({ ...party, roomType: 'family-suite' })).json();
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({ roomId: 'grand-family-suite', path: '/GrandFamilysuite' });
  });

  it('reads an empty child, rooms or room type from the form as not given', async () => {
    const response = await search({ ...party, child: '', rooms: '', roomType: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(4);
  });

  it('accepts a check-in today in India, though it is still yesterday in UTC', async () => {
    const response = await search({ ...party, checkIn: '2026-11-23', checkOut: '2026-11-24' });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].quote.nights).toBe(1);
  });

  it('answers 404 for an unknown hotel, and an empty list for a hotel without room types', async () => {
    const unknown = await search({ ...party, hotel: 'hotel-nowhere' });
    expectFailure(unknown, 404, 'NOT_FOUND', 'We could not find that hotel.');
    t.app.db
      .insert(hotels)
      .values({ id: 'hotel-new', name: 'Hotel New', location: 'Cidco', source: 'admin' })
      .run();
    const empty = await search({ ...party, hotel: 'hotel-new' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });

  it.each([
    [
      'a check-in in the past',
      { checkIn: '2026-11-22' },
      'checkIn',
      'Check-in cannot be in the past.',
    ],
    [
      'a check-out on the check-in day',
      { checkIn: '2026-11-28', checkOut: '2026-11-28' },
      'checkOut',
      'Check-out must be after check-in.',
    ],
    [
      'a date that is no date',
      { checkOut: '2026-13-01' },
      'checkOut',
      'Check-out must be a date like 2026-12-31.',
    ],
    [
      'a stay over 30 nights',
      { checkOut: '2026-12-29' },
      'checkOut',
      'A stay can be at most 30 nights. Please contact the hotel for longer stays.',
    ],
    [
      'a check-in more than 365 days ahead',
      { checkIn: '2027-11-24', checkOut: '2027-11-25' },
      'checkIn',
      'Bookings open 365 days ahead: please choose a check-in on or before 2027-11-23.',
    ],
    [
      'more rooms than one booking may take',
      { rooms: 6, adults: 5 },
      'rooms',
      'You can book at most 5 rooms at once. Please contact the hotel for more.',
    ],
    [
      'fewer adults than rooms',
      { rooms: 3, adults: 2 },
      'adults',
      'Each room needs an adult: please choose at least 3 adults for 3 rooms.',
    ],
    [
      'more adults than the chosen room type sleeps',
      { roomType: 'single-bed', rooms: 1, adults: 3 },
      'adults',
      'At most 2 adults can stay in one room, so 1 room takes at most 2 adults. Please add a room.',
    ],
    ['six adults', { adults: 6 }, 'adults', 'Adults can be at most 5.'],
    ['no adults', { adults: 0 }, 'adults', 'Adults must be at least 1.'],
    ['adults that are not a number', { adults: 'abc' }, 'adults', 'Adults must be a number.'],
    ['four children', { child: 4 }, 'child', 'Children can be at most 3.'],
    [
      'a room type of another site',
      { roomType: 'Deluxe' },
      'roomType',
      'Please choose a room type.',
    ],
  ])('refuses %s with 400 naming the field', async (_name, change, field, message) => {
    const response = await search({ ...party, ...change });
    expectFieldRefusal(response, field, message);
  });

  it('names every missing field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/availability' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'adults',
      'checkIn',
      'checkOut',
      'hotel',
    ]);
  });
});
