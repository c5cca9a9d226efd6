import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { FEED_FAILURES } from './FeedError.js';
import { readFeedInWorker } from './readFeedInWorker.js';

const feed = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Example//EN', ...lines, 'END:VCALENDAR', ''].join(
    '\r\n',
  );

const window = { from: '2026-12-01', until: '2027-12-31' };
const limits = { timeoutMs: 1000, maxEvents: 10 };

/** Every seventh day from a Monday, on Tuesdays: never a date; ical.js looks for one forever. */
const endless = feed(
  'BEGIN:VEVENT',
  'UID:tuesdays@owner',
  'DTSTART;VALUE=DATE:20260202',
  'RRULE:FREQ=DAILY;INTERVAL=7;BYDAY=TU',
  'END:VEVENT',
);

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: Error) => error.message,
  );

describe('readFeedInWorker', () => {
  it('reads the events from the window’s first night on, in a worker thread', async () => {
    const text = feed(
      'BEGIN:VEVENT',
      'UID:past@bk',
      'DTSTART;VALUE=DATE:20261101',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:coming@bk',
      'DTSTART;VALUE=DATE:20261203',
      'DTEND;VALUE=DATE:20261205',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'SUMMARY:No UID',
      'DTSTART;VALUE=DATE:20261203',
      'END:VEVENT',
    );
    expect(await readFeedInWorker(text, window, limits)).toEqual({
      events: [{ uid: 'coming@bk', summary: 'Reserved', from: '2026-12-03', until: '2026-12-05' }],
      skipped: 1,
    });
  });

  it('stops a read that runs past its time limit, the event loop free all along', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const started = performance.now();
    delay.enable();
    expect(await failureOf(readFeedInWorker(endless, window, limits))).toBe(
      FEED_FAILURES.TOO_SLOW(1000),
    );
    delay.disable();
    // Read on this thread, the endless rule would be one stall of the whole time (and never
    // end); measured against that time, not a fixed number of milliseconds, which a busy machine
    // (two test runs at once) stretches.
    expect(delay.max / 1e6).toBeLessThan((performance.now() - started) / 2);
  });

  it('stops at once when the server shuts down', async () => {
    const stop = new AbortController();
    const reading = failureOf(
      readFeedInWorker(endless, window, { ...limits, timeoutMs: 60_000 }, stop.signal),
    );
    stop.abort();
    expect(await reading).toBe(FEED_FAILURES.STOPPED());
  });

  it('refuses a feed with more events from today on than it may hold', async () => {
    const events = Array.from({ length: 11 }, (_, i) => [
      'BEGIN:VEVENT',
      `UID:${i}@bk`,
      `DTSTART;VALUE=DATE:202612${String(i + 10)}`,
      'END:VEVENT',
    ]).flat();
    expect(await failureOf(readFeedInWorker(feed(...events), window, limits))).toBe(
      FEED_FAILURES.TOO_MANY_EVENTS(10),
    );
    expect((await readFeedInWorker(feed(...events.slice(4)), window, limits)).events).toHaveLength(
      10,
    );
  });

  it('answers an unreadable feed’s reason as the feed’s error', async () => {
    expect(await failureOf(readFeedInWorker('<html>Sign in</html>', window, limits))).toBe(
      FEED_FAILURES.NOT_ICALENDAR(),
    );
  });
});
