import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hotels, rooms, roomTypes } from '../../../db/schema.js';
import { expectFailure, expectFieldErrors } from '../../../test/apiAssertions.js';
import { adminCookie, guestCookie, startTestApp, type TestApp } from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';
const SEEDED_ROOMS = 36;

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await startTestApp();
  cookie = await adminCookie(t.app);
});
afterEach(async () => {
  await t.close();
});

const addRoom = (payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'POST', url: '/api/rooms', headers, payload: payload as object });

/** Adds Hotel Sunrise Inn as an admin does (no room types of its own yet) and answers its id. */
const addHotel = async (): Promise<string> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/hotels',
    headers: { cookie },
    payload: { name: 'Hotel Sunrise Inn', location: 'Cidco' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id;
};

/** Adds hotel-lodge (an admin's hotel) with one room type of its own. */
const lodgeOffering = (roomType: Omit<typeof roomTypes.$inferInsert, 'hotelId'>) => {
  t.app.db
    .insert(hotels)
    .values({ id: 'hotel-lodge', name: 'Lodge', location: 'Cidco', source: 'admin' })
    .run();
  t.app.db
    .insert(roomTypes)
    .values({ ...roomType, hotelId: 'hotel-lodge' })
    .run();
};

/** An admin's GET. */
const adminGet = (url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: { cookie } });

const storedRoom = (hotelId: string, roomNumber: string) =>
  t.app.db
    .select()
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.roomNumber, roomNumber)))
    .get();

describe('POST /api/rooms', () => {
  const room = { hotelId: GRAND, roomNumber: '501', type: 'luxury-room' };

  it('adds a room for an admin, available unless the form says otherwise', async () => {
    const response = await addRoom(room);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      _id: expect.any(Number),
      hotelId: GRAND,
      roomNumber: '501',
      type: 'luxury-room',
      isAvailable: true,
    });
    expect(storedRoom(GRAND, '501')).toMatchObject({ isAvailable: true });
    const closed = await addRoom({
      hotelId: GRAND,
      roomNumber: 502,
      type: 'Single',
      isAvailable: false,
    });
    expect(closed.json()).toMatchObject({
      roomNumber: '502',
      type: 'single-bed',
      isAvailable: false,
    });
  });

  it('refuses a price of its own: a room is charged at its room type’s rates', async () => {
    const response = await addRoom({ ...room, price: 3499 });
    expectFieldErrors(response, {
      price:
        'A room has no price of its own: it is charged at its room type’s rates, set in the content.',
    });
    expect(t.count('rooms')).toBe(SEEDED_ROOMS);
  });

  it('refuses a visitor without a session (401) and a guest (403), storing nothing', async () => {
    const anonymous = await addRoom(room, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    const unreadable = await addRoom({ roomNumber: [] }, {});
    expect(unreadable.statusCode).toBe(401);
    const guest = await addRoom(room, { cookie: await guestCookie(t.app) });
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(t.count('rooms')).toBe(SEEDED_ROOMS);
  });

  it('refuses a room number the hotel already has with 409', async () => {
    const response = await addRoom({ ...room, roomNumber: ' 101 ' });
    expectFailure(response, 409, 'ROOM_EXISTS', 'Room 101 already exists at this hotel.');
    expect(t.count('rooms')).toBe(SEEDED_ROOMS);
    const otherHotel = await addRoom({ ...room, roomNumber: '501' });
    expect(otherHotel.statusCode).toBe(201);
    const again = await addRoom({ ...room, roomNumber: '501' });
    expect(again.statusCode).toBe(409);
    expect(t.count('rooms')).toBe(SEEDED_ROOMS + 1);
  });

  it('refuses an unknown hotel with a message on hotelId', async () => {
    const response = await addRoom({ ...room, hotelId: 'hotel-nowhere' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { hotelId: 'We could not find that hotel. Please choose one from the list.' },
    });
    expect(t.count('rooms')).toBe(SEEDED_ROOMS);
  });

  it('refuses a type the hotel does not offer', async () => {
    lodgeOffering({ id: 'lodge-single-bed', type: 'single-bed', title: 'Single Bed' });
    const response = await addRoom({ ...room, hotelId: 'hotel-lodge' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { type: 'This hotel has no Luxury Room rooms. Choose one of: Single Bed.' },
    });
    expect(t.count('rooms')).toBe(SEEDED_ROOMS);
  });

  it('lets a hotel added by an admin, with no room types yet, take any of the four', async () => {
    const hotelId = await addHotel();
    for (const [roomNumber, type] of [
      ['1', 'single-bed'],
      ['2', 'Double Bed'],
      ['3', 'family-suite'],
      ['4', 'Luxury Room'],
    ]) {
      expect((await addRoom({ hotelId, roomNumber, type })).statusCode).toBe(201);
    }
    expect(t.count('rooms')).toBe(SEEDED_ROOMS + 4);
  });

  it.each([
    ['no hotel', { hotelId: undefined }, 'hotelId', 'Please choose a hotel.'],
    ['an empty room number', { roomNumber: '  ' }, 'roomNumber', 'Please enter a room number.'],
    ['a room type of another site', { type: 'Deluxe' }, 'type', 'Please choose a room type.'],
    [
      'an availability that is not true or false',
      { isAvailable: 'yes' },
      'isAvailable',
      'Available must be true or false.',
    ],
    ['an unknown field', { floor: 5 }, '_', 'Unrecognized key: "floor"'],
  ])('refuses %s with 400 naming the field', async (_name, change, field, message) => {
    const response = await addRoom({ ...room, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    expect(t.count('rooms')).toBe(SEEDED_ROOMS);
  });
});

describe('GET /api/rooms', () => {
  it('lists a hotel’s physical rooms for an admin, in room-number order', async () => {
    await addRoom({ hotelId: GRAND, roomNumber: '105', type: 'single-bed' });
    const response = await adminGet('/api/rooms', { hotelId: GRAND });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(13);
    expect(list.map((room: { roomNumber: string }) => room.roomNumber).slice(0, 4)).toEqual([
      '101',
      '102',
      '103',
      '105',
    ]);
    expect(list[0]).toEqual({
      _id: expect.any(Number),
      hotelId: GRAND,
      roomNumber: '101',
      type: 'single-bed',
      isAvailable: true,
    });
  });

  it('lists every hotel’s rooms without a filter, and 404s for an unknown hotel', async () => {
    const all = await adminGet('/api/rooms');
    expect(all.json()).toHaveLength(SEEDED_ROOMS);
    const unknown = await adminGet('/api/rooms?hotelId=hotel-nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'We could not find that hotel.',
    });
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/rooms' })).statusCode).toBe(401);
    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/rooms',
      headers: { cookie: await guestCookie(t.app) },
    });
    expect(guest.statusCode).toBe(403);
  });
});

describe('GET /api/rooms/types', () => {
  const typesOf = (hotelId: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url: '/api/rooms/types', query: { hotelId }, headers });

  it('gives a content hotel’s own room types, which POST /api/rooms takes', async () => {
    const response = await typesOf(GRAND);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ hotelId: GRAND, own: true });
    expect(body.types.map((type: { type: string }) => type.type)).toEqual([
      'single-bed',
      'double-bed',
      'family-suite',
      'luxury-room',
    ]);
    const seeded = t.app.db.select().from(roomTypes).where(eq(roomTypes.hotelId, GRAND)).all();
    expect(body.types).toEqual(
      expect.arrayContaining(seeded.map(({ type, title }) => ({ type, title }))),
    );
  });

  it('gives only the types a hotel has, as POST /api/rooms checks them', async () => {
    lodgeOffering({ id: 'lodge-double', type: 'double-bed', title: 'Twin' });
    expect((await typesOf('hotel-lodge')).json()).toEqual({
      hotelId: 'hotel-lodge',
      own: true,
      types: [{ type: 'double-bed', title: 'Twin' }],
    });
  });

  it('says a hotel added by an admin has no room types of its own and takes all four', async () => {
    const hotelId = await addHotel();
    expect((await typesOf(hotelId)).json()).toEqual({
      hotelId,
      own: false,
      types: [
        { type: 'single-bed', title: 'Single Bed' },
        { type: 'double-bed', title: 'Double Bed' },
        { type: 'family-suite', title: 'Family Suite' },
        { type: 'luxury-room', title: 'Luxury Room' },
      ],
    });
  });

  it('404s for an unknown hotel and asks for a hotel when none is given', async () => {
    const unknown = await typesOf('hotel-nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const missing = await adminGet('/api/rooms/types');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { hotelId: 'Please choose a hotel.' },
    });
  });

  it('is for admins only', async () => {
    expect((await typesOf(GRAND, {})).statusCode).toBe(401);
    expect((await typesOf(GRAND, { cookie: await guestCookie(t.app) })).statusCode).toBe(403);
  });
});
