import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hotels as contentHotels } from '@hotel/content';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCookie, startTestApp, type TestApp } from '../test/testApp.js';
import { hotels, rooms } from './schema.js';

let dir: string;
let databasePath: string;
const running = new Set<TestApp>();
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hotel-seed-'));
  databasePath = join(dir, 'hotel.db');
});
afterEach(async () => {
  for (const t of running) await stop(t);
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the server on the same database file each time, as a restart does. */
async function start(): Promise<TestApp> {
  const t = await startTestApp({ DATABASE_PATH: databasePath });
  running.add(t);
  return t;
}

async function stop(t: TestApp): Promise<void> {
  running.delete(t);
  await t.close();
}

const counts = (t: TestApp) => ({
  hotels: t.count('hotels'),
  roomTypes: t.count('room_types'),
  rooms: t.count('rooms'),
});

describe('seeding from the content', () => {
  it('gives a new database the 3 hotels, 12 room types and 3 rooms of each type', async () => {
    const t = await start();
    expect(counts(t)).toEqual({ hotels: 3, roomTypes: 12, rooms: 36 });
    const listed = await t.app.inject({ method: 'GET', url: '/api/hotels' });
    expect(listed.json().map((hotel: { _id: string }) => hotel._id)).toEqual(
      contentHotels.map((hotel) => hotel.id),
    );
    await stop(t);
  });

  it('adds nothing twice when the server restarts on the same file', async () => {
    const first = await start();
    const before = counts(first);
    await stop(first);
    const second = await start();
    expect(counts(second)).toEqual(before);
    expect(counts(second)).toEqual({ hotels: 3, roomTypes: 12, rooms: 36 });
    await stop(second);
  });

  it('keeps what admins added and changed across a restart', async () => {
    const first = await start();
    const cookie = await adminCookie(first.app);
    const hotel = await first.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: { cookie },
      payload: { name: 'Hotel Sunrise Inn', location: 'Cidco, Chhatrapati Sambhajinagar' },
    });
    const hotelId = hotel.json()._id;
    const room = await first.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { cookie },
      payload: { hotelId, roomNumber: 'G1', type: 'double-bed' },
    });
    expect(room.statusCode).toBe(201);
    first.app.db
      .update(rooms)
      .set({ isAvailable: false })
      .where(and(eq(rooms.hotelId, 'hotel-grand-imperial'), eq(rooms.roomNumber, '101')))
      .run();
    await stop(first);

    const second = await start();
    expect(counts(second)).toEqual({ hotels: 4, roomTypes: 12, rooms: 37 });
    const hotels = await second.app.inject({ method: 'GET', url: '/api/hotels' });
    expect(hotels.json()).toContainEqual({
      _id: hotelId,
      name: 'Hotel Sunrise Inn',
      location: 'Cidco, Chhatrapati Sambhajinagar',
      description: '',
    });
    const listed = await second.app.inject({
      method: 'GET',
      url: `/api/rooms?hotelId=${hotelId}`,
      headers: { cookie: await adminCookie(second.app) },
    });
    expect(listed.json()).toEqual([
      {
        _id: room.json()._id,
        hotelId,
        roomNumber: 'G1',
        type: 'double-bed',
        isAvailable: true,
      },
    ]);
    expect(
      second.app.db
        .select({ isAvailable: rooms.isAvailable })
        .from(rooms)
        .where(and(eq(rooms.hotelId, 'hotel-grand-imperial'), eq(rooms.roomNumber, '101')))
        .get(),
    ).toEqual({ isAvailable: false });
    await stop(second);
  });

  it('restores a content hotel’s name from the content on restart', async () => {
    const first = await start();
    first.app.db
      .update(hotels)
      .set({ name: 'Renamed By Hand', location: 'Nowhere' })
      .where(eq(hotels.id, 'hotel-aagam-executive'))
      .run();
    await stop(first);
    const second = await start();
    const listed = await second.app.inject({ method: 'GET', url: '/api/hotels' });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({
        _id: 'hotel-aagam-executive',
        name: 'Hotel Aagam Executive',
        location: 'Near the Railway Station, Chhatrapati Sambhajinagar',
      }),
    );
    await stop(second);
  });
});
