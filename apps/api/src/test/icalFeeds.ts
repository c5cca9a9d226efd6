import { icalFeed, icalFeedList, icalSyncResult } from '@hotel/validators/responses';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { icalEventBlocks } from '../db/icalSchema.js';
import { roomBlocks, rooms } from '../db/schema.js';
import { startFeedServer, type TestFeedServer } from './feedServer.js';
import { adminCookie, startTestApp, type TestApp } from './testApp.js';

/** The admin's iCal feed calls, for the tests of the import. */
export function feedAdmin(t: TestApp, cookie: string) {
  const headers = { cookie };
  return {
    add: (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/admin/ical-feeds', payload, headers }),

    /** Adds a feed and answers its id (201 expected). */
    async addFeed(url: string, roomTypeId = 'grand-single-bed', name = 'Booking.com') {
      const response = await this.add({ roomTypeId, name, url });
      expect(response.statusCode, response.body).toBe(201);
      return icalFeed.parse(response.json()).id;
    },

    sync: (id: number | string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/ical-feeds/${id}/sync`, headers }),

    /** Syncs and answers what changed (200 expected). */
    async synced(id: number) {
      const response = await this.sync(id);
      expect(response.statusCode, response.body).toBe(200);
      return icalSyncResult.parse(response.json());
    },

    async list() {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/ical-feeds', headers });
      expect(response.statusCode, response.body).toBe(200);
      return icalFeedList.parse(response.json());
    },

    remove: (id: number | string) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/ical-feeds/${id}`, headers }),
  };
}

/** The blocks iCal events hold, by UID: room number and nights (`until` exclusive). */
export const eventBlocks = (t: TestApp) =>
  t.app.db
    .select({
      uid: icalEventBlocks.uid,
      room: rooms.roomNumber,
      from: roomBlocks.from,
      until: roomBlocks.until,
      source: roomBlocks.source,
      reason: roomBlocks.reason,
    })
    .from(icalEventBlocks)
    .innerJoin(roomBlocks, eq(roomBlocks.id, icalEventBlocks.blockId))
    .innerJoin(rooms, eq(rooms.id, roomBlocks.roomId))
    .orderBy(asc(icalEventBlocks.uid))
    .all();

/**
 * A feed server on 127.0.0.1 for the file and, for each test, a fresh app allowed to fetch from
 * it with an admin's feed calls: read `ical.feeds`, `ical.t` and `ical.admin` inside a test.
 */
export function feedImportForEachTest(): {
  readonly feeds: TestFeedServer;
  readonly t: TestApp;
  readonly admin: ReturnType<typeof feedAdmin>;
} {
  const current = {} as { feeds: TestFeedServer; t: TestApp; admin: ReturnType<typeof feedAdmin> };
  beforeAll(async () => {
    current.feeds = await startFeedServer();
  });
  afterAll(async () => {
    await current.feeds.close();
  });
  beforeEach(async () => {
    current.t = await startTestApp({ ICAL_FEED_ALLOW_PRIVATE: 'true' });
    current.admin = feedAdmin(current.t, await adminCookie(current.t.app));
  });
  afterEach(async () => {
    await current.t.close();
  });
  return current;
}
