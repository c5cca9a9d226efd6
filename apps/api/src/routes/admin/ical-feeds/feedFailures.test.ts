import type { ServerResponse } from 'node:http';
import { freePort } from '@hotel/bench';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEED_FAILURES } from '../../../ical/FeedError.js';
import { expectFailure } from '../../../test/apiAssertions.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import {
  type FeedAnswer,
  feedCalendar,
  startFeedServer,
  type TestFeedServer,
} from '../../../test/feedServer.js';
import { eventBlocks, feedAdmin } from '../../../test/icalFeeds.js';
import { adminCookie, startTestApp, type TestApp } from '../../../test/testApp.js';

const day = dayInIndia;
const LIMIT = 8 * 1024;

let feeds: TestFeedServer;
const timers = new Set<NodeJS.Timeout>();
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(async () => {
  for (const timer of timers) clearInterval(timer);
  await feeds.close();
});

let t: TestApp;
let admin: ReturnType<typeof feedAdmin>;
beforeEach(async () => {
  t = await startTestApp({
    ICAL_FETCH_TIMEOUT_SECONDS: '0.5',
    ICAL_MAX_BYTES: String(LIMIT),
    ICAL_FEED_ALLOW_PRIVATE: 'true',
  });
  admin = feedAdmin(t, await adminCookie(t.app));
});
afterEach(async () => {
  await t.close();
});

const calendar = feedCalendar([
  { uid: 'one@bk', summary: 'Guest one', from: day(3), until: day(5) },
  { uid: 'two@bk', summary: 'Guest two', from: day(4), until: day(6) },
]);

/** A calendar far over the limit: many events, each with a long description. */
const huge = feedCalendar(
  Array.from({ length: 200 }, (_, i) => ({
    uid: `${i}@bk`,
    summary: `Guest ${i} ${'x'.repeat(60)}`,
    from: day(100 + i),
  })),
);

/** Writes 1 KB of a valid calendar every 10 ms and never ends: no Content-Length to go by. */
const endlessStream = (_request: unknown, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/calendar' });
  response.write('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
  const timer = setInterval(() => {
    if (response.destroyed) clearInterval(timer);
    else response.write(`X-FILLER:${'y'.repeat(1012)}\r\n`);
  }, 10);
  timers.add(timer);
};

const failures: [string, FeedAnswer, string][] = [
  ['never answers', () => {}, 'The feed did not answer within 0.5 s.'],
  [
    'sends headers, then stalls',
    (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\n');
    },
    'The feed did not answer within 0.5 s.',
  ],
  [
    'answers 500',
    (_request, response) => {
      response.writeHead(500).end('Internal Server Error');
    },
    'The feed answered HTTP 500.',
  ],
  [
    'is larger than the limit (Content-Length)',
    (_request, response) => {
      response
        .writeHead(200, {
          'content-type': 'text/calendar',
          'content-length': Buffer.byteLength(huge),
        })
        .end(huge);
    },
    'The feed is larger than 8 KB; it was not read.',
  ],
  [
    'streams past the limit without a Content-Length',
    endlessStream,
    'The feed is larger than 8 KB; it was not read.',
  ],
  [
    'answers a web page',
    (_request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>Log in</body></html>');
    },
    'The feed’s answer is not an iCalendar file (no VCALENDAR in it).',
  ],
  [
    'answers an empty body',
    (_request, response) => {
      response.writeHead(200).end();
    },
    'The feed’s answer is not an iCalendar file (no VCALENDAR in it).',
  ],
  [
    'redirects in a loop',
    (_request, response) => {
      response.writeHead(302, { location: '/loop.ics?again' }).end();
    },
    'The feed redirected more than 3 times.',
  ],
  [
    'redirects away from http',
    (_request, response) => {
      response.writeHead(301, { location: 'file:///etc/passwd' }).end();
    },
    'The feed redirected to an address that is not http:// or https://.',
  ],
];

describe('a feed that fails', () => {
  it.each(failures)(
    '%s: keeps its blocks and shows the error (502 to a manual sync)',
    async (_case, answer, message) => {
      const path = `feed-${Math.random().toString(36).slice(2)}.ics`;
      const loop = 'loop.ics';
      feeds.serve(path, calendar);
      const id = await admin.addFeed(feeds.url(path));
      const first = await admin.synced(id);
      expect(first.added).toHaveLength(2);
      const blocks = eventBlocks(t);

      if (message.includes('redirected more')) {
        feeds.serve(loop, answer);
        feeds.serve(path, (_request, response) => {
          response.writeHead(302, { location: `/${loop}` }).end();
        });
      } else feeds.serve(path, answer);
      // The message names what stopped the fetch: the 0.5 s timeout for a silent or stalled feed,
      // the size limit for an endless one (had it read on to the timeout, it would say so). A
      // fetch that ignored the timeout would not answer within the test's time at all.
      const failed = await admin.sync(id);
      expectFailure(failed, 502, 'FEED_FAILED', message);

      expect(eventBlocks(t)).toEqual(blocks);
      const [feed] = await admin.list();
      expect(feed).toMatchObject({
        lastSyncAt: first.syncedAt,
        lastError: message,
        lastErrorAt: expect.any(String),
        blocks: 2,
      });

      // Back to normal: the next sync clears the error.
      feeds.serve(path, calendar);
      const recovered = await admin.synced(id);
      expect(recovered.unchanged).toBe(2);
      expect((await admin.list())[0]).toMatchObject({ lastError: null, lastErrorAt: null });
    },
  );

  it('that cannot be reached says so, without naming the network’s answer', async () => {
    const id = await admin.addFeed(`http://127.0.0.1:${await freePort()}/calendar.ics`);
    expectFailure(await admin.sync(id), 502, 'FEED_FAILED', FEED_FAILURES.UNREACHABLE());
    expect((await admin.list())[0]).toMatchObject({
      lastSyncAt: null,
      lastError:
        'Could not reach the feed’s address (only public http:// and https:// addresses are fetched).',
    });
  });
});

describe('a feed that moved', () => {
  it('is followed through a redirect', async () => {
    feeds.serve('new-home.ics', calendar);
    feeds.serve('old-home.ics', (_request, response) => {
      response.writeHead(301, { location: feeds.url('new-home.ics') }).end();
    });
    const id = await admin.addFeed(feeds.url('old-home.ics'));
    expect((await admin.synced(id)).added).toHaveLength(2);
  });
});
