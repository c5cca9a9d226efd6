import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { icalFeed, icalFeedList } from '@hotel/validators/responses';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FEED_FAILURES } from '../../../ical/FeedError.js';
import { expectFailure, fromFetch } from '../../../test/apiAssertions.js';
import { startFeedServer, type TestFeedServer } from '../../../test/feedServer.js';
import { type ServerProcess, startServerProcess } from '../../../test/serverProcess.js';

const ADMIN = { email: 'owner@example.com', password: 'correct horse battery staple' };

const calendarWith = (uid: string, start: string, rule: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example Owner//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${start}`,
    `RRULE:${rule}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

let feeds: TestFeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(async () => {
  await feeds.close();
});

let server: ServerProcess | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** An admin of the server process: signs in over HTTP, adds and syncs feeds. */
async function signIn(url: string) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const call = (method: string, path: string, body?: object) =>
    fetch(`${url}/api${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then(fromFetch);
  return {
    async addFeed(feedUrl: string) {
      const added = await call('POST', '/admin/ical-feeds', {
        roomTypeId: 'grand-single-bed',
        name: 'Owner',
        url: feedUrl,
      });
      expect(added.statusCode, added.body).toBe(201);
      return icalFeed.parse(JSON.parse(added.body)).id;
    },
    sync: (id: number) => call('POST', `/admin/ical-feeds/${id}/sync`),
    list: async () => icalFeedList.parse(JSON.parse((await call('GET', '/admin/ical-feeds')).body)),
  };
}

describe.each([
  ['its TypeScript sources (tsx)', 'source'],
  ['dist/ (pnpm build; node dist/server.js)', 'compiled'],
] as const)('the server run from %s', (_name, from) => {
  it('stays up while a feed’s rule sends ical.js searching forever: the read is stopped at ICAL_READ_TIMEOUT_SECONDS, and /api/health answers meanwhile', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hotel-feeds-'));
    server = await startServerProcess(
      {
        DATABASE_PATH: join(dir, 'hotel.db'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ICAL_SYNC_MINUTES: '0',
        ICAL_READ_TIMEOUT_SECONDS: '2',
        ICAL_FEED_ALLOW_PRIVATE: 'true',
      },
      from,
    );
    const admin = await signIn(server.url);

    // Every seventh day from a Monday, on Tuesdays: never a date, and no check can list them all.
    const path = `endless-${from}.ics`;
    let fetched = () => {};
    const feedFetched = new Promise<void>((resolve) => {
      fetched = resolve;
    });
    const endless = calendarWith('tuesdays@owner', '20260202', 'FREQ=DAILY;INTERVAL=7;BYDAY=TU');
    feeds.serve(path, (_request, response) => {
      fetched();
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(endless);
    });
    const id = await admin.addFeed(feeds.url(path));
    let synced = false;
    const syncing = admin.sync(id).finally(() => {
      synced = true;
    });
    await feedFetched;
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(synced).toBe(false);

    const message = FEED_FAILURES.TOO_SLOW(2000);
    expect(message).toBe(
      'Reading the feed took longer than 2 s, so it was stopped; nothing changed.',
    );
    expectFailure(await syncing, 502, 'FEED_FAILED', message);
    expect((await admin.list())[0]).toMatchObject({ lastError: message, blocks: 0 });

    // The rule the black-box run used, 30 February every day, is refused before it is expanded.
    feeds.serve(
      path,
      calendarWith('feb-30@owner', '20261201', 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
    );
    expectFailure(
      await admin.sync(id),
      502,
      'FEED_FAILED',
      FEED_FAILURES.IMPOSSIBLE_RULE('feb-30@owner'),
    );
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
