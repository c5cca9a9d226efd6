import { icalFeedList } from '@hotel/validators/responses';
import { describe, expect, it } from 'vitest';
import { FEED_FAILURES } from '../../../ical/FeedError.js';
import { expectFailure } from '../../../test/apiAssertions.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { eventBlocks, feedImportForEachTest } from '../../../test/icalFeeds.js';
import { adminCookie } from '../../../test/testApp.js';

const ical = feedImportForEachTest();

const compact = (date: string) => date.replaceAll('-', '');

/** An iCalendar text of these VEVENT bodies, as short as travel sites write them. */
const calendarOf = (events: readonly string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example Travel Site//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/*
 * The feed is read in a worker thread (readFeedInWorker.test.ts proves the event loop stays free
 * while a read runs to its time limit); these feeds' reading is cut short by the limits within
 * milliseconds, so here the refusal is what counts.
 */

describe('a feed too big to apply', () => {
  it('of 14,000 plain events (0.9 MB) is refused, its blocks kept', async () => {
    const text = calendarOf(
      Array.from({ length: 14_000 }, (_, i) => [
        `UID:${i}@bk`,
        `DTSTART;VALUE=DATE:${compact(dayInIndia(1 + (i % 300)))}`,
      ]),
    );
    expect(text.length).toBeGreaterThan(900_000);
    ical.feeds.serve('huge.ics', text);
    const id = await ical.admin.addFeed(ical.feeds.url('huge.ics'));

    const response = await ical.admin.sync(id);
    const message = FEED_FAILURES.TOO_MANY_EVENTS(5000);
    expectFailure(response, 502, 'FEED_FAILED', message);
    expect(message).toBe('The feed holds more than 5,000 events from today on; nothing changed.');
    expect(eventBlocks(ical.t)).toEqual([]);
    expect((await ical.admin.list())[0]).toMatchObject({ lastError: message, conflicts: [] });
  });

  it('of 3,000 events repeating daily is refused', async () => {
    const text = calendarOf(
      Array.from({ length: 3000 }, (_, i) => [
        `UID:daily-${i}@owner`,
        `DTSTART;VALUE=DATE:${compact(dayInIndia(i % 30))}`,
        'RRULE:FREQ=DAILY',
      ]),
    );
    ical.feeds.serve('daily.ics', text);
    const id = await ical.admin.addFeed(ical.feeds.url('daily.ics'));

    const response = await ical.admin.sync(id);
    expectFailure(response, 502, 'FEED_FAILED', FEED_FAILURES.TOO_MANY_OCCURRENCES(10_000));
    expect(eventBlocks(ical.t)).toEqual([]);
  });
});

describe('a feed that oversells a room type', () => {
  /** `count` one-night events on the same night: the Grand's three single-bed rooms take three. */
  const oversold = (count: number) =>
    calendarOf(
      Array.from({ length: count }, (_, i) => [
        `UID:${String(i).padStart(4, '0')}@bk`,
        `DTSTART;VALUE=DATE:${compact(dayInIndia(10 + (i % 2)))}`,
        'SUMMARY:Reserved',
      ]),
    );

  it('keeps 500 alerts one by one and sums up the rest in one, the same on every sync', async () => {
    ical.feeds.serve('oversold.ics', oversold(900));
    const id = await ical.admin.addFeed(ical.feeds.url('oversold.ics'));
    const first = await ical.admin.synced(id);
    expect(first.added).toHaveLength(6);
    expect(first.conflicts).toHaveLength(501);
    const summary = first.conflicts.find((alert) => alert.uid === '');
    expect(summary).toMatchObject({
      summary: '394 more events',
      from: dayInIndia(11),
      to: dayInIndia(11),
      held: null,
    });
    expect(summary?.message).toBe(
      `Booking.com sold 394 more events that no Single Bed room at Hotel Grand Imperial is free for, from ${dayInIndia(11)} to ${dayInIndia(11)}; only the first 500 are listed one by one. Find the guests rooms, or close the bookings on Booking.com.`,
    );
    const listed = await ical.t.app.inject({
      method: 'GET',
      url: '/api/admin/ical-feeds',
      headers: { cookie: await adminCookie(ical.t.app) },
    });
    expect(icalFeedList.parse(listed.json())[0]?.conflicts).toHaveLength(501);
    expect(listed.body.length).toBeLessThan(300_000);

    const rows = ical.t.count('ical_conflicts');
    const again = await ical.admin.synced(id);
    expect(again.conflicts).toEqual(first.conflicts);
    expect(ical.t.count('ical_conflicts')).toBe(rows);

    // Fewer oversold events: every one is listed again, and the summary is closed.
    ical.feeds.serve('oversold.ics', oversold(400));
    const fewer = await ical.admin.synced(id);
    expect(fewer.conflicts).toHaveLength(394);
    expect(fewer.conflicts.some((alert) => alert.uid === '')).toBe(false);
  });
});
