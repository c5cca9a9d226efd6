import { icalFeedMessages } from '@hotel/validators';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { icalFeeds } from '../../../db/icalSchema.js';
import { FEED_FAILURES } from '../../../ical/FeedError.js';
import { bodyValidationError, expectFailure } from '../../../test/apiAssertions.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { feedCalendar, startFeedServer, type TestFeedServer } from '../../../test/feedServer.js';
import { feedAdmin } from '../../../test/icalFeeds.js';
import { adminCookie, startTestApp, type TestApp } from '../../../test/testApp.js';

let feeds: TestFeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.serve('calendar.ics', feedCalendar([{ uid: 'a@bk', from: dayInIndia(3) }]));
});
afterAll(async () => {
  await feeds.close();
});

let t: TestApp;
let admin: ReturnType<typeof feedAdmin>;
beforeEach(async () => {
  t = await startTestApp();
  admin = feedAdmin(t, await adminCookie(t.app));
});
afterEach(async () => {
  await t.close();
});

const add = (url: string) => admin.add({ roomTypeId: 'grand-single-bed', name: 'Airbnb', url });

/** A feed row as a version before the address checks could have stored it. */
const storedFeed = (url: string) =>
  t.app.db
    .insert(icalFeeds)
    .values({ roomTypeId: 'grand-single-bed', name: 'Old feed', url })
    .returning({ id: icalFeeds.id })
    .get().id;

describe('a feed address (ICAL_FEED_ALLOW_PRIVATE off, as in production)', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost:8080/calendar.ics',
    'http://[::1]/calendar.ics',
    'http://0x7f000001/calendar.ics',
    'http://2130706433/calendar.ics',
    'http://017700000001/calendar.ics',
    'http://[::ffff:127.0.0.1]/calendar.ics',
    'http://192.168.1.10/calendar.ics',
    'http://10.0.0.7/calendar.ics',
    'http://100.64.1.1/calendar.ics',
    'http://0.0.0.0/calendar.ics',
  ])('%s is refused when added (400), nothing stored', async (url) => {
    const response = await add(url);
    expect(response.json()).toEqual({
      ...bodyValidationError({ url: icalFeedMessages.notPublic }),
      message: 'Please correct the highlighted fields.',
    });
    expect(t.count('ical_feeds')).toBe(0);
  });

  it('with a user name or password is refused when added (400), nothing stored', async () => {
    for (const url of [
      'https://user:secret@calendar.example.com/feed.ics',
      'https://secret@calendar.example.com/feed.ics',
    ]) {
      expect((await add(url)).json()).toEqual(
        bodyValidationError({ url: icalFeedMessages.credentials }),
      );
    }
    expect(t.count('ical_feeds')).toBe(0);
  });

  it('stored before these checks: a loopback one is never fetched, credentials never shown nor sent', async () => {
    const loopback = storedFeed(feeds.url('calendar.ics'));
    expectFailure(await admin.sync(loopback), 502, 'FEED_FAILED', FEED_FAILURES.UNREACHABLE());

    const withCredentials = storedFeed(
      feeds.url('calendar.ics').replace('http://', 'http://user:secret@'),
    );
    const listed = await admin.list();
    expect(listed.map((feed) => feed.url)).toEqual([
      feeds.url('calendar.ics'),
      feeds.url('calendar.ics'),
    ]);
    expectFailure(
      await admin.sync(withCredentials),
      502,
      'FEED_FAILED',
      FEED_FAILURES.CREDENTIALS(),
    );
    expect(feeds.hits('calendar.ics')).toBe(0);
  });

  it('is fetched from 127.0.0.1 with ICAL_FEED_ALLOW_PRIVATE=true (the hotel’s own network, tests)', async () => {
    const allowed = await startTestApp({ ICAL_FEED_ALLOW_PRIVATE: 'true' });
    try {
      const owner = feedAdmin(allowed, await adminCookie(allowed.app));
      feeds.serve('allowed.ics', feedCalendar([{ uid: 'a@bk', from: dayInIndia(3) }]));
      const id = await owner.addFeed(feeds.url('allowed.ics'));
      expect((await owner.synced(id)).added).toHaveLength(1);
      expect(feeds.hits('allowed.ics')).toBe(1);
    } finally {
      await allowed.close();
    }
  });
});
