import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@hotel/pricing';
import { icalExports } from '@hotel/validators/responses';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rooms } from '../../../db/schema.js';
import { loggedUrl } from '../../../lib/requestLog.js';
import { expectFailure } from '../../../test/apiAssertions.js';
import { dayInIndia, insertBooking, roomIdOf } from '../../../test/bookingFixtures.js';
import { readCalendar } from '../../../test/feedServer.js';
import { startServerProcess } from '../../../test/serverProcess.js';
import { adminCookie, startTestApp, type TestApp } from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';
const day = dayInIndia;

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await startTestApp({ SITE_ORIGIN: 'https://hotels.example.com' });
  admin = await adminCookie(t.app);
});
afterEach(async () => {
  await t.close();
});

const exportsList = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/ical',
    headers: { cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return icalExports.parse(response.json());
};

const urlOf = async (roomTypeId: string) => {
  const found = (await exportsList()).find((entry) => entry.roomTypeId === roomTypeId);
  if (!found) throw new Error(`no export for ${roomTypeId}`);
  return found.url;
};

/** GET of an export URL, by its path (the origin is the site's, not the test app's). */
const fetchCalendar = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

const block = async (roomNumber: string, from: string, to: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/rooms/${roomIdOf(t.app.db, GRAND, roomNumber)}/blocks`,
    payload: { from, to, reason: 'Repairs' },
    headers: { cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(201);
};

const book = (roomNumber: string, checkIn: string, checkOut: string, extra = {}) =>
  insertBooking(t.app.db, {
    roomId: roomIdOf(t.app.db, GRAND, roomNumber),
    checkIn,
    checkOut,
    status: 'confirmed',
    ...extra,
  });

/** Every night of the events, as dates. */
const nightsOf = (events: readonly { start: string; end: string }[]) =>
  events.flatMap(({ start, end }) => {
    const nights: string[] = [];
    for (let night = start; night < end; night = addDays(night, 1)) nights.push(night);
    return nights;
  });

describe('GET /api/admin/ical', () => {
  it('lists a secret export URL for every room type, the same on every read', async () => {
    const first = await exportsList();
    expect(first).toHaveLength(12);
    expect(first).toContainEqual({
      roomTypeId: 'grand-single-bed',
      hotelId: GRAND,
      title: expect.any(String),
      url: expect.stringMatching(
        /^https:\/\/hotels\.example\.com\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/,
      ),
    });
    expect(new Set(first.map((entry) => entry.url)).size).toBe(12);
    expect(await exportsList()).toEqual(first);
  });
});

describe('GET /api/ical/:token.ics', () => {
  it('answers an RFC 5545 calendar with one all-day event per run of nights no room is free', async () => {
    const now = new Date().toISOString();
    // Three single-bed rooms (101–103). Nights 3–4: all booked; night 5: two booked, one
    // blocked; night 6: one free. Night 8: booked, held by a payment in progress, blocked.
    // Night 9: a payment hold that has ended does not count, so one room is free.
    for (const room of ['101', '102', '103']) book(room, day(3), day(5));
    book('101', day(5), day(7));
    book('102', day(5), day(7));
    await block('103', day(5), day(5));
    book('101', day(8), day(9));
    book('102', day(8), day(10), {
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
    });
    await block('103', day(8), day(9));
    book('101', day(9), day(10), { status: 'pending', holdExpiresAt: now });

    const response = await fetchCalendar(await urlOf('grand-single-bed'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toContain(`DTSTART;VALUE=DATE:${day(3).replaceAll('-', '')}\r\n`);
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);

    const { calendar, events } = readCalendar(response.body);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(
      /^-\/\/.+\/\/Room availability\/\/EN$/,
    );
    expect(
      events.map(({ start, end, allDay, summary }) => ({ start, end, allDay, summary })),
    ).toEqual([
      { start: day(3), end: day(6), allDay: true, summary: 'Not available' },
      { start: day(8), end: day(9), allDay: true, summary: 'Not available' },
    ]);
    for (const event of events) {
      expect(event.uid).toMatch(/@hotels\.example\.com$/);
      expect(event.stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }

    // Exactly the nights the price calendar shows with no free room.
    const priced = await t.app.inject({
      method: 'GET',
      url: '/api/rooms/grand-single-bed/calendar',
      query: { from: day(0), to: day(30) },
    });
    const soldOut = priced
      .json()
      .filter((night: { freeRooms: number }) => night.freeRooms === 0)
      .map((night: { date: string }) => night.date);
    expect(nightsOf(events)).toEqual(soldOut);

    // The same runs keep their UIDs on the next read; a run that grows keeps its first night's.
    const again = readCalendar((await fetchCalendar(await urlOf('grand-single-bed'))).body);
    expect(again.events.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
    await block('103', day(6), day(6));
    const grown = readCalendar((await fetchCalendar(await urlOf('grand-single-bed'))).body);
    expect(grown.events[0]).toMatchObject({ uid: events[0]?.uid, start: day(3), end: day(7) });
  });

  it('counts rooms marked unavailable as taken, over the whole window from today', async () => {
    t.app.db
      .update(rooms)
      .set({ isAvailable: false })
      .where(and(eq(rooms.hotelId, GRAND), eq(rooms.type, 'luxury-room')))
      .run();
    const luxury = readCalendar((await fetchCalendar(await urlOf('grand-luxury-room'))).body);
    expect(luxury.events.map(({ start, end }) => ({ start, end }))).toEqual([
      { start: day(0), end: day(365) },
    ]);
    // Two of three double rooms out of use, the third booked one night.
    const doubles = ['201', '202'].map((number) => roomIdOf(t.app.db, GRAND, number));
    t.app.db.update(rooms).set({ isAvailable: false }).where(inArray(rooms.id, doubles)).run();
    book('203', day(12), day(13));
    const double = readCalendar((await fetchCalendar(await urlOf('grand-double-bed'))).body);
    expect(double.events.map(({ start, end }) => ({ start, end }))).toEqual([
      { start: day(12), end: day(13) },
    ]);
    // Another hotel's calendar is its own: nothing is sold out there.
    const akash = readCalendar((await fetchCalendar(await urlOf('akash-luxury-room'))).body);
    expect(akash.events).toEqual([]);
  });

  it('answers 404 in the error shape for a wrong token, and for the old one after a rotation', async () => {
    const url = await urlOf('grand-single-bed');
    const notFound = (response: Awaited<ReturnType<typeof fetchCalendar>>) =>
      expectFailure(response, 404, 'NOT_FOUND', 'There is no calendar at this address.');
    notFound(await fetchCalendar(url.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'A'.repeat(43)}.ics`)));
    notFound(await t.app.inject({ method: 'GET', url: '/api/ical/short.ics' }));
    notFound(await t.app.inject({ method: 'GET', url: `/api/ical/${'x'.repeat(100)}.ics` }));

    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ical/grand-single-bed/rotate',
      headers: { cookie: admin },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json()).toMatchObject({ roomTypeId: 'grand-single-bed', hotelId: GRAND });
    expect(rotated.json().url).not.toBe(url);
    notFound(await fetchCalendar(url));
    expect((await fetchCalendar(rotated.json().url)).statusCode).toBe(200);
    expect(await urlOf('grand-single-bed')).toBe(rotated.json().url);

    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/ical/no-such-room/rotate',
        headers: { cookie: admin },
      }),
      404,
      'NOT_FOUND',
      'We could not find that room type.',
    );
  });
});

describe('the request log', () => {
  it('hides an export URL’s token', () => {
    expect(loggedUrl(`/api/ical/${'a'.repeat(43)}.ics`)).toBe('/api/ical/[redacted]');
    expect(loggedUrl('/api/ical/abc.ics?x=1')).toBe('/api/ical/[redacted]?x=1');
    expect(loggedUrl('/api/hotels')).toBe('/api/hotels');
  });

  it('of a running server never contains the token of a calendar it served', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hotel-ical-log-'));
    const email = 'admin@example.com';
    const password = 'correct horse battery staple';
    const server = await startServerProcess({
      DATABASE_PATH: join(dir, 'hotel.db'),
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
    });
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const list = await fetch(`${server.url}/api/admin/ical`, { headers: { cookie } });
      const url = icalExports.parse(await list.json())[0]?.url ?? '';
      const token = /\/ical\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
      expect(token).toHaveLength(43);
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('BEGIN:VCALENDAR');
      const wrong = await fetch(url.replace(token, 'B'.repeat(43)));
      expect(wrong.status).toBe(404);
      // The log is written in blocks: wait for the 404's line itself, the last request's.
      await server.waitUntilOutput(
        (output) =>
          output
            .split('\n')
            .slice(0, -1)
            .some((line) => line.includes('"statusCode":404')),
        'the refused export is logged',
      );
      expect(server.output()).toContain('"url":"/api/ical/[redacted]"');
      expect(server.output()).not.toContain(token);
      expect(server.output()).not.toContain('B'.repeat(43));
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
