import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayInIndia } from '../test/bookingFixtures.js';
import { feedCalendar, startFeedServer, type TestFeedServer } from '../test/feedServer.js';
import { eventBlocks, feedAdmin } from '../test/icalFeeds.js';
import { adminCookie, startTestApp, type TestApp } from '../test/testApp.js';

const day = dayInIndia;
/** 120 ms between turns. */
const OFTEN = '0.002';

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
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, up to 5 s. */
async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

describe('the scheduled iCal sync', () => {
  it('syncs every feed every ICAL_SYNC_MINUTES, and stops when the app closes', async () => {
    const { t, admin } = await start({ ICAL_SYNC_MINUTES: OFTEN });
    feeds.serve('scheduled.ics', feedCalendar([{ uid: 'a@bk', from: day(3), until: day(5) }]));
    await admin.addFeed(feeds.url('scheduled.ics'));
    await eventually(() => eventBlocks(t).length === 1);
    feeds.serve(
      'scheduled.ics',
      feedCalendar([
        { uid: 'a@bk', from: day(3), until: day(5) },
        { uid: 'b@bk', from: day(8) },
      ]),
    );
    await eventually(() => eventBlocks(t).length === 2);
    expect((await admin.list())[0]?.lastSyncAt).toEqual(expect.any(String));

    // A feed that starts failing shows its error; its blocks stay.
    feeds.serve('scheduled.ics', (_request, response) => {
      response.writeHead(503).end();
    });
    await eventually(
      async () => (await admin.list())[0]?.lastError === 'The feed answered HTTP 503.',
    );
    expect(eventBlocks(t)).toHaveLength(2);

    await t.app.close();
    const hits = feeds.hits('scheduled.ics');
    await sleep(600);
    expect(feeds.hits('scheduled.ics')).toBe(hits);
  });

  it('does not delay a shutdown while a feed hangs', async () => {
    const { t, admin } = await start({
      ICAL_SYNC_MINUTES: OFTEN,
      ICAL_FETCH_TIMEOUT_SECONDS: '60',
    });
    feeds.serve('hanging.ics', () => {});
    await admin.addFeed(feeds.url('hanging.ics'));
    await eventually(() => feeds.hits('hanging.ics') > 0);
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never runs on its own with ICAL_SYNC_MINUTES=0; a manual sync still works', async () => {
    const { t, admin } = await start({ ICAL_SYNC_MINUTES: '0' });
    feeds.serve('manual.ics', feedCalendar([{ uid: 'a@bk', from: day(3) }]));
    const id = await admin.addFeed(feeds.url('manual.ics'));
    await sleep(500);
    expect(feeds.hits('manual.ics')).toBe(0);
    expect(eventBlocks(t)).toEqual([]);
    expect((await admin.synced(id)).added).toHaveLength(1);
  });
});
