import { icalConflicts } from '@hotel/validators/responses';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { icalConflicts as conflictRows } from '../../../db/icalSchema.js';
import { bookings } from '../../../db/schema.js';
import {
  bodyValidationError,
  expectErrorShape,
  expectFailure,
} from '../../../test/apiAssertions.js';
import { dayInIndia, insertBooking, roomIdOf } from '../../../test/bookingFixtures.js';
import { feedCalendar, type TestEvent } from '../../../test/feedServer.js';
import { calendarFree, searchFree } from '../../../test/freeRooms.js';
import { eventBlocks, feedImportForEachTest } from '../../../test/icalFeeds.js';
import { adminCookie } from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';
const day = dayInIndia;

const ical = feedImportForEachTest();
let path = '';
beforeEach((context) => {
  path = `feed-${context.task.id}.ics`;
});

const publish = (events: readonly TestEvent[]) => ical.feeds.serve(path, feedCalendar(events));

/** Books every single-bed room of the Grand for the nights; answers the booking ids. */
const sellOut = (checkIn: string, checkOut: string) =>
  ['101', '102', '103'].map((room) =>
    insertBooking(ical.t.app.db, {
      roomId: roomIdOf(ical.t.app.db, GRAND, room),
      checkIn,
      checkOut,
      status: 'confirmed',
    }),
  );

const cancel = (bookingId: number | undefined) =>
  ical.t.app.db
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(eq(bookings.id, bookingId ?? 0))
    .run();

const conflictList = async () => {
  const response = await ical.t.app.inject({
    method: 'GET',
    url: '/api/admin/ical-conflicts',
    headers: { cookie: await adminCookie(ical.t.app, 'second@example.com') },
  });
  expect(response.statusCode, response.body).toBe(200);
  return icalConflicts.parse(response.json());
};

describe('POST /api/admin/ical-feeds', () => {
  it('stores a feed (201), not yet synced, and lists it', async () => {
    const url = ical.feeds.url(path);
    const response = await ical.admin.add({
      roomTypeId: 'grand-single-bed',
      name: 'Booking.com',
      url,
    });
    expect(response.statusCode, response.body).toBe(201);
    const expected = {
      id: expect.any(Number),
      roomTypeId: 'grand-single-bed',
      name: 'Booking.com',
      url,
      createdAt: expect.any(String),
      lastSyncAt: null,
      lastError: null,
      lastErrorAt: null,
      blocks: 0,
      conflicts: [],
    };
    expect(response.json()).toEqual(expected);
    expect(await ical.admin.list()).toEqual([expected]);
    expect(ical.feeds.hits(path)).toBe(0);
  });

  it('explains each bad field, refuses an unknown room type and an address twice, storing nothing', async () => {
    const url = ical.feeds.url(path);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { roomTypeId: 'grand-single-bed', name: 'Airbnb', url: 'ftp://example.com/cal.ics' },
        { url: 'The feed’s address must be a web address starting with http:// or https://.' },
      ],
      [
        { roomTypeId: 'grand-single-bed', name: ' ', url: 'not an address' },
        {
          name: 'Please enter a name.',
          url: 'The feed’s address must be a web address starting with http:// or https://.',
        },
      ],
      [
        {},
        {
          roomTypeId: 'Please choose a room type.',
          name: 'Please enter a name.',
          url: 'Please enter the feed’s address.',
        },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await ical.admin.add(payload);
      expect(response.json()).toEqual(bodyValidationError(fields));
    }
    const extra = await ical.admin.add({ roomTypeId: 'grand-single-bed', name: 'A', url, id: 7 });
    expect(extra.statusCode).toBe(400);
    expectErrorShape(extra);
    expect(ical.t.count('ical_feeds')).toBe(0);
    await ical.admin.addFeed(url);
    const refusals = [
      [
        { roomTypeId: 'no-such-room', name: 'Airbnb' },
        404,
        'NOT_FOUND',
        'We could not find that room type.',
      ],
      [
        { roomTypeId: 'grand-single-bed', name: 'Again' },
        409,
        'FEED_EXISTS',
        'This room type already imports that address.',
      ],
    ] as const;
    for (const [feed, status, code, message] of refusals) {
      expectFailure(await ical.admin.add({ ...feed, url }), status, code, message);
    }
    expect(ical.t.count('ical_feeds')).toBe(1);
  });
});

describe('POST /api/admin/ical-feeds/:id/sync', () => {
  it('blocks a room for each event, moves a changed one and releases one gone, across syncs', async () => {
    const id = await ical.admin.addFeed(ical.feeds.url(path));
    publish([
      { uid: 'past@bk', summary: 'Gone guest', from: day(-5), until: day(-1) },
      { uid: 'p@bk', summary: 'Staying guest', from: day(-2), until: day(2) },
      { uid: 'a@bk', summary: 'Reservation A', from: day(3), until: day(5) },
      { uid: 'b@bk', summary: 'Reservation B', from: day(10) },
    ]);
    const first = await ical.admin.synced(id);
    expect(first).toMatchObject({ feedId: id, events: 3, skipped: 0, unchanged: 0 });
    expect(first.added).toEqual([
      { uid: 'p@bk', summary: 'Staying guest', from: day(0), to: day(1), roomNumber: '101' },
      { uid: 'a@bk', summary: 'Reservation A', from: day(3), to: day(4), roomNumber: '101' },
      { uid: 'b@bk', summary: 'Reservation B', from: day(10), to: day(10), roomNumber: '101' },
    ]);
    expect([first.moved, first.released, first.conflicts]).toEqual([[], [], []]);
    expect(eventBlocks(ical.t)).toEqual([
      {
        uid: 'a@bk',
        room: '101',
        from: day(3),
        until: day(5),
        source: 'ical',
        reason: 'Booking.com: Reservation A',
      },
      expect.objectContaining({ uid: 'b@bk', room: '101', from: day(10), until: day(11) }),
      expect.objectContaining({ uid: 'p@bk', room: '101', from: day(0), until: day(2) }),
    ]);
    expect(await searchFree(ical.t, day(3), day(5))).toBe(2);
    expect(await calendarFree(ical.t, 'grand-single-bed', day(2), day(6))).toEqual([3, 2, 2, 3, 3]);
    const [listed] = await ical.admin.list();
    expect(listed).toMatchObject({ blocks: 3, lastSyncAt: first.syncedAt, lastError: null });

    // A moves a night later, B is cancelled on the site, D is new, P's summary changes.
    publish([
      { uid: 'p@bk', summary: 'Staying guest (2 adults)', from: day(-2), until: day(2) },
      { uid: 'a@bk', summary: 'Reservation A', from: day(4), until: day(6) },
      { uid: 'd@bk', summary: 'Reservation D', from: day(3), until: day(4) },
    ]);
    const second = await ical.admin.synced(id);
    expect(second).toMatchObject({ events: 3, unchanged: 1, conflicts: [] });
    expect(second.moved).toEqual([
      {
        uid: 'a@bk',
        summary: 'Reservation A',
        from: day(4),
        to: day(5),
        roomNumber: '101',
        previous: { from: day(3), to: day(4), roomNumber: '101' },
      },
    ]);
    expect(second.released).toEqual([
      { uid: 'b@bk', summary: 'Reservation B', from: day(10), to: day(10), roomNumber: '101' },
    ]);
    expect(second.added).toEqual([
      { uid: 'd@bk', summary: 'Reservation D', from: day(3), to: day(3), roomNumber: '101' },
    ]);
    expect(
      eventBlocks(ical.t).map(({ uid, from, until, reason }) => [uid, from, until, reason]),
    ).toEqual([
      ['a@bk', day(4), day(6), 'Booking.com: Reservation A'],
      ['d@bk', day(3), day(4), 'Booking.com: Reservation D'],
      ['p@bk', day(0), day(2), 'Booking.com: Staying guest (2 adults)'],
    ]);
    expect(await calendarFree(ical.t, 'grand-single-bed', day(2), day(6))).toEqual([3, 2, 2, 2, 3]);
    expect(await searchFree(ical.t, day(10), day(11))).toBe(3);

    // Nothing changed on the site: nothing changes here.
    const third = await ical.admin.synced(id);
    expect(third).toMatchObject({ unchanged: 3, added: [], moved: [], released: [] });
    expect(ical.t.count('room_blocks')).toBe(3);
  });

  it('blocks each night of a recurring event up to the last bookable night, and follows a changed one', async () => {
    const id = await ical.admin.addFeed(ical.feeds.url(path));
    const compact = (date: string) => date.replaceAll('-', '');
    const recurring = (...change: string[]) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:weekly@owner',
        'SUMMARY:Closed for repairs',
        `DTSTART;VALUE=DATE:${compact(day(-7))}`,
        `DTEND;VALUE=DATE:${compact(day(-6))}`,
        'RRULE:FREQ=WEEKLY',
        'END:VEVENT',
        ...change,
        'END:VCALENDAR',
        '',
      ].join('\r\n');
    ical.feeds.serve(path, recurring());
    const first = await ical.admin.synced(id);
    // Every 7th night from today to the last one a guest could book (365 days ahead + 30 nights).
    const nights = Array.from({ length: Math.ceil(395 / 7) }, (_, week) => day(7 * week));
    expect(first).toMatchObject({ events: nights.length, skipped: 0, conflicts: [] });
    expect(first.added.map((added) => [added.uid, added.from, added.to])).toEqual(
      nights.map((night) => [`weekly@owner#${night}`, night, night]),
    );
    expect(await calendarFree(ical.t, 'grand-single-bed', day(6), day(8))).toEqual([3, 2, 3]);

    // Next week's closure moves a night later; nothing else changes.
    ical.feeds.serve(
      path,
      recurring(
        'BEGIN:VEVENT',
        'UID:weekly@owner',
        `RECURRENCE-ID;VALUE=DATE:${compact(day(7))}`,
        `DTSTART;VALUE=DATE:${compact(day(8))}`,
        `DTEND;VALUE=DATE:${compact(day(9))}`,
        'END:VEVENT',
      ),
    );
    const second = await ical.admin.synced(id);
    expect(second).toMatchObject({ added: [], released: [], unchanged: nights.length - 1 });
    expect(second.moved).toEqual([
      expect.objectContaining({
        uid: `weekly@owner#${day(7)}`,
        from: day(8),
        previous: expect.objectContaining({ from: day(7) }),
      }),
    ]);
    expect(await calendarFree(ical.t, 'grand-single-bed', day(6), day(9))).toEqual([3, 3, 2, 3]);
  });

  it('stores an overbooking alert when the type is sold out, still importing the other events', async () => {
    const id = await ical.admin.addFeed(ical.feeds.url(path));
    const sold = sellOut(day(20), day(22));
    publish([
      { uid: 'e@mmt', summary: 'Guest E', from: day(20), until: day(22) },
      { uid: 'f@mmt', summary: 'Guest F', from: day(30) },
    ]);
    const first = await ical.admin.synced(id);
    expect(first.added.map((event) => event.uid)).toEqual(['f@mmt']);
    const alert = {
      id: expect.any(Number),
      feedId: id,
      feedName: 'Booking.com',
      roomTypeId: 'grand-single-bed',
      uid: 'e@mmt',
      summary: 'Guest E',
      from: day(20),
      to: day(21),
      held: null,
      detectedAt: first.syncedAt,
      message: `Booking.com sold “Guest E”, but no Single Bed room at Hotel Grand Imperial is free for the nights of ${day(20)} to ${day(21)}: find the guest a room, or close the booking on Booking.com.`,
    };
    expect(first.conflicts).toEqual([alert]);
    expect((await ical.admin.list())[0]).toMatchObject({ blocks: 1, conflicts: [alert] });
    expect(await conflictList()).toEqual([alert]);

    // The next sync keeps the one alert, as first detected.
    const second = await ical.admin.synced(id);
    expect(second.conflicts).toEqual([alert]);
    expect(ical.t.count('ical_conflicts')).toBe(1);

    // A guest cancels here: the event fits now, and the alert is resolved.
    cancel(sold[1]);
    const third = await ical.admin.synced(id);
    expect(third.added).toEqual([
      { uid: 'e@mmt', summary: 'Guest E', from: day(20), to: day(21), roomNumber: '102' },
    ]);
    expect(third.conflicts).toEqual([]);
    expect(await conflictList()).toEqual([]);
    expect(await searchFree(ical.t, day(20), day(22))).toBe(0);

    // An alert whose event leaves the feed is resolved too.
    sellOut(day(40), day(41));
    publish([
      { uid: 'e@mmt', summary: 'Guest E', from: day(20), until: day(22) },
      { uid: 'f@mmt', summary: 'Guest F', from: day(30) },
      { uid: 'g@mmt', summary: 'Guest G', from: day(40) },
    ]);
    expect((await ical.admin.synced(id)).conflicts.map((c) => c.uid)).toEqual(['g@mmt']);
    publish([{ uid: 'e@mmt', summary: 'Guest E', from: day(20), until: day(22) }]);
    const last = await ical.admin.synced(id);
    expect(last.conflicts).toEqual([]);
    expect(last.released.map((event) => event.uid)).toEqual(['f@mmt']);
    const rows = ical.t.app.db.select().from(conflictRows).all();
    expect(rows.map((row) => [row.uid, row.resolvedAt === null])).toEqual([
      ['e@mmt', false],
      ['g@mmt', false],
    ]);
  });

  it('keeps a changed event’s old nights, with an alert, until its new nights can be had', async () => {
    const id = await ical.admin.addFeed(ical.feeds.url(path));
    publish([{ uid: 'h@airbnb', summary: 'Guest H', from: day(50), until: day(51) }]);
    expect((await ical.admin.synced(id)).added[0]?.roomNumber).toBe('101');
    const sold = sellOut(day(60), day(61));
    publish([{ uid: 'h@airbnb', summary: 'Guest H', from: day(60), until: day(61) }]);
    const stuck = await ical.admin.synced(id);
    expect(stuck.moved).toEqual([]);
    expect(stuck.conflicts).toEqual([
      expect.objectContaining({
        uid: 'h@airbnb',
        from: day(60),
        to: day(60),
        held: { from: day(50), to: day(50) },
        message: expect.stringContaining(
          `it keeps the night of ${day(50)} blocked until the new nights fit`,
        ),
      }),
    ]);
    expect(eventBlocks(ical.t)).toEqual([
      expect.objectContaining({ uid: 'h@airbnb', room: '101', from: day(50), until: day(51) }),
    ]);

    cancel(sold[1]);
    const moved = await ical.admin.synced(id);
    expect(moved.moved).toEqual([
      expect.objectContaining({
        uid: 'h@airbnb',
        from: day(60),
        roomNumber: '102',
        previous: { from: day(50), to: day(50), roomNumber: '101' },
      }),
    ]);
    expect(moved.conflicts).toEqual([]);
    expect(await searchFree(ical.t, day(50), day(51))).toBe(3);
  });

  it('answers 404 for a feed that does not exist, 400 for an id that cannot', async () => {
    expectFailure(
      await ical.admin.sync(999),
      404,
      'NOT_FOUND',
      'We could not find that iCal feed.',
    );
    const bad = await ical.admin.sync('abc');
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad);
  });
});

describe('DELETE /api/admin/ical-feeds/:id', () => {
  it('releases the feed’s blocks and forgets its alerts', async () => {
    const id = await ical.admin.addFeed(ical.feeds.url(path));
    sellOut(day(7), day(8));
    publish([
      { uid: 'x@bk', from: day(5), until: day(7) },
      { uid: 'y@bk', from: day(6), until: day(8) },
    ]);
    const synced = await ical.admin.synced(id);
    expect(synced.added).toHaveLength(1);
    expect(synced.conflicts).toHaveLength(1);
    expect(await searchFree(ical.t, day(5), day(6))).toBe(2);
    const removed = await ical.admin.remove(id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(ical.t.count('room_blocks')).toBe(0);
    expect(ical.t.count('ical_conflicts')).toBe(0);
    expect(await searchFree(ical.t, day(5), day(6))).toBe(3);
    expect(await ical.admin.list()).toEqual([]);
    expectFailure(
      await ical.admin.remove(id),
      404,
      'NOT_FOUND',
      'We could not find that iCal feed.',
    );
  });
});
