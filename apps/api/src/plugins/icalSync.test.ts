import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayInIndia } from '../test/bookingFixtures.js';
import { feedCalendar, startFeedServer, type TestFeedServer } from '../test/feedServer.js';
import { eventBlocks, feedAdmin } from '../test/icalFeeds.js';
import { adminCookie, startTestApp, type TestApp } from '../test/testApp.js';

const day = dayInIndia;
/** 120 ms between turns, on the fake interval the tests move. */
const OFTEN = '0.002';
const TURN_MS = 0.002 * 60_000;
/** The scheduler's next turn, now: the intervals are fake (timeouts stay real, for the I/O). */
const turn = () => vi.advanceTimersByTime(TURN_MS);

let feeds: TestFeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(async () => {
  await feeds.close();
});

const apps: TestApp[] = [];
const start = async (env: Record<string, string>) => {
  const t = await startTestApp({ ICAL_FEED_ALLOW_PRIVATE: 'true', ...env });
  apps.push(t);
  return { t, admin: feedAdmin(t, await adminCookie(t.app)) };
};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
  vi.useRealTimers();
});

/**
 * Waits until `check` holds (vitest's waitFor keeps real timers). The limit only guards against a
 * hang: a sync reads the feed in a worker thread, and with three test runs on the 2 cores the
 * first one took over 5 s.
 */
const eventually = (check: () => boolean | Promise<boolean>) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout: 30_000, interval: 20 },
  );

describe('the scheduled iCal sync', () => {
  it('syncs every feed every ICAL_SYNC_MINUTES, and stops when the app closes', async () => {
    const { t, admin } = await start({ ICAL_SYNC_MINUTES: OFTEN });
    feeds.serve('scheduled.ics', feedCalendar([{ uid: 'a@bk', from: day(3), until: day(5) }]));
    await admin.addFeed(feeds.url('scheduled.ics'));
    turn();
    await eventually(() => eventBlocks(t).length === 1);
    feeds.serve(
      'scheduled.ics',
      feedCalendar([
        { uid: 'a@bk', from: day(3), until: day(5) },
        { uid: 'b@bk', from: day(8) },
      ]),
    );
    turn();
    await eventually(() => eventBlocks(t).length === 2);
    expect((await admin.list())[0]?.lastSyncAt).toEqual(expect.any(String));

    // A feed that starts failing shows its error; its blocks stay.
    feeds.serve('scheduled.ics', (_request, response) => {
      response.writeHead(503).end();
    });
    const hitsBefore = feeds.hits('scheduled.ics');
    turn();
    await eventually(
      async () => (await admin.list())[0]?.lastError === 'The feed answered HTTP 503.',
    );
    expect(eventBlocks(t)).toHaveLength(2);
    // Each turn above fetched the feed: a turn after the close would show here too.
    expect(feeds.hits('scheduled.ics')).toBe(hitsBefore + 1);

    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await t.app.close();
    // No interval is left to run a turn, however long the process lives on.
    expect(vi.getTimerCount()).toBe(0);
    const hits = feeds.hits('scheduled.ics');
    for (let n = 0; n < 10; n += 1) turn();
    expect(feeds.hits('scheduled.ics')).toBe(hits);
  });

  it('does not delay a shutdown while a feed hangs', async () => {
    const { t, admin } = await start({
      ICAL_SYNC_MINUTES: OFTEN,
      ICAL_FETCH_TIMEOUT_SECONDS: '60',
    });
    let hungUp = false;
    feeds.serve('hanging.ics', (request) => {
      request.once('close', () => {
        hungUp = true;
      });
    });
    await admin.addFeed(feeds.url('hanging.ics'));
    turn();
    await eventually(() => feeds.hits('hanging.ics') > 0);
    // The feed never answers and its fetch may wait 60 s, three times the test's time: close()
    // returns only because it aborts the fetch, which the feed server sees as a hang-up.
    await t.app.close();
    await eventually(() => hungUp);
  });

  it('never runs on its own with ICAL_SYNC_MINUTES=0; a manual sync still works', async () => {
    const { t, admin } = await start({ ICAL_SYNC_MINUTES: '0' });
    const withoutSync = vi.getTimerCount();
    // The same app with a schedule sets exactly one interval more: the one that is missing here.
    await start({ ICAL_SYNC_MINUTES: OFTEN });
    expect(vi.getTimerCount() - withoutSync).toBe(withoutSync + 1);
    await apps.pop()?.close();
    feeds.serve('manual.ics', feedCalendar([{ uid: 'a@bk', from: day(3) }]));
    const id = await admin.addFeed(feeds.url('manual.ics'));
    for (let n = 0; n < 10; n += 1) turn();
    expect(feeds.hits('manual.ics')).toBe(0);
    expect(eventBlocks(t)).toEqual([]);
    expect((await admin.synced(id)).added).toHaveLength(1);
  });
});
