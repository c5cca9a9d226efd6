import { freePort } from '@hotel/bench';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedCalendar, startFeedServer, type TestFeedServer } from '../test/feedServer.js';
import { FEED_FAILURES } from './FeedError.js';
import { isRefusedAddress, type Resolver } from './feedAddress.js';
import { type FeedNetwork, fetchFeed } from './fetchFeed.js';

const UNREACHABLE = FEED_FAILURES.UNREACHABLE();
const limits = { timeoutMs: 5000, maxBytes: 64 * 1024, allowPrivate: false };
const calendar = feedCalendar([{ uid: 'one@bk', from: '2026-12-03', until: '2026-12-05' }]);

/**
 * The internet, as these tests see it: 127.0.0.2 stands in for a public web server (the feed
 * server `site`), every other address is judged as in production; names resolve as listed.
 */
const PUBLIC_STAND_IN = '127.0.0.2';
const internet = (names: Record<string, string> = {}): FeedNetwork & { asked: string[] } => {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    const address = names[hostname];
    if (!address) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    return [{ address, family: 4 }];
  };
  return {
    asked,
    resolve,
    refuses: (address) => address !== PUBLIC_STAND_IN && isRefusedAddress(address, false),
  };
};

let site: TestFeedServer;
let inside: TestFeedServer;
beforeAll(async () => {
  site = await startFeedServer(PUBLIC_STAND_IN);
  inside = await startFeedServer('127.0.0.1');
  inside.serve('secret.ics', calendar);
});
afterAll(async () => {
  await site.close();
  await inside.close();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: Error) => error.message,
  );

describe('fetchFeed, the addresses it fetches', () => {
  it('fetches a loopback feed only with allowPrivate, without connecting to it otherwise', async () => {
    const url = inside.url('secret.ics');
    expect(await fetchFeed(url, { ...limits, allowPrivate: true })).toBe(calendar);
    const hits = inside.hits('secret.ics');
    expect(await failureOf(fetchFeed(url, limits))).toBe(UNREACHABLE);
    const spellings = [
      url.replace('127.0.0.1', '0x7f000001'),
      url.replace('127.0.0.1', '2130706433'),
      url.replace('127.0.0.1', '017700000001'),
      url.replace('127.0.0.1', 'localhost'),
      url.replace('127.0.0.1', '[::ffff:127.0.0.1]'),
    ];
    for (const spelling of spellings) {
      expect(await failureOf(fetchFeed(spelling, limits)), spelling).toBe(UNREACHABLE);
    }
    expect(inside.hits('secret.ics')).toBe(hits);
  });

  it('refuses a name that resolves to a private address, checked after DNS', async () => {
    const network = internet({ 'calendar.example.test': '127.0.0.1' });
    const port = new URL(inside.url('secret.ics')).port;
    const hits = inside.hits('secret.ics');
    expect(
      await failureOf(
        fetchFeed(`http://calendar.example.test:${port}/secret.ics`, limits, undefined, network),
      ),
    ).toBe(UNREACHABLE);
    expect(network.asked).toEqual(['calendar.example.test']);
    expect(inside.hits('secret.ics')).toBe(hits);
  });

  it('connects to the address it checked: one DNS answer per hop, never asked again', async () => {
    site.serve('pinned.ics', calendar);
    const network = internet({ 'calendar.example.test': PUBLIC_STAND_IN });
    const port = new URL(site.url('pinned.ics')).port;
    // The system's resolver knows no such name: only the checked address can have been used.
    const url = `http://calendar.example.test:${port}/pinned.ics`;
    expect(await fetchFeed(url, limits, undefined, network)).toBe(calendar);
    expect(network.asked).toEqual(['calendar.example.test']);
  });

  it('checks every redirect: one to 127.0.0.1 (in any spelling) is refused, one to a public address followed', async () => {
    const network = internet();
    const target = inside.url('secret.ics');
    site.serve('moved-home.ics', calendar);
    site.serve('moved.ics', (_request, response) => {
      response.writeHead(302, { location: '/moved-home.ics' }).end();
    });
    expect(await fetchFeed(site.url('moved.ics'), limits, undefined, network)).toBe(calendar);

    const hits = inside.hits('secret.ics');
    for (const location of [
      target,
      target.replace('127.0.0.1', '0x7f000001'),
      target.replace('127.0.0.1', 'localhost'),
      target.replace('127.0.0.1', '[::1]'),
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      site.serve('inward.ics', (_request, response) => {
        response.writeHead(301, { location }).end();
      });
      expect(
        await failureOf(fetchFeed(site.url('inward.ics'), limits, undefined, network)),
        location,
      ).toBe(UNREACHABLE);
    }
    expect(inside.hits('secret.ics')).toBe(hits);
  });

  it('gives one text for a refused address, a closed port, an unknown name and a redirect with credentials', async () => {
    const network = internet({ 'closed.example.test': PUBLIC_STAND_IN });
    const closed = await freePort();
    site.serve('to-credentials.ics', (_request, response) => {
      response.writeHead(302, { location: `http://user:secret@${PUBLIC_STAND_IN}/x.ics` }).end();
    });
    const failures = await Promise.all(
      [
        inside.url('secret.ics'),
        `http://${PUBLIC_STAND_IN}:${closed}/calendar.ics`,
        `http://closed.example.test:${closed}/calendar.ics`,
        'http://no-such-host.example.test/calendar.ics',
        site.url('to-credentials.ics'),
      ].map((url) => failureOf(fetchFeed(url, limits, undefined, network))),
    );
    expect(failures).toEqual(failures.map(() => UNREACHABLE));
  });

  it('never sends a user name or password', async () => {
    site.serve('with-credentials.ics', calendar);
    const url = site.url('with-credentials.ics').replace('http://', 'http://user:secret@');
    expect(await failureOf(fetchFeed(url, limits, undefined, internet()))).toBe(
      FEED_FAILURES.CREDENTIALS(),
    );
    expect(site.hits('with-credentials.ics')).toBe(0);
  });
});
