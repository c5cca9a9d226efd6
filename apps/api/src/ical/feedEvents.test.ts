import { describe, expect, it } from 'vitest';
import { readFeedEvents } from './feedEvents.js';

/** A feed as travel sites write it (Airbnb's and Booking.com's shapes), lines joined by CRLF. */
const feed = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Example//EN', ...lines, 'END:VCALENDAR', ''].join(
    '\r\n',
  );

describe('readFeedEvents', () => {
  it('reads all-day events with DTEND exclusive, and one night for a DTSTART alone', () => {
    const text = feed(
      'BEGIN:VEVENT',
      'UID:1418fb94e984-1@airbnb.com',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;VALUE=DATE:20261203',
      'DTEND;VALUE=DATE:20261205',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:2@booking.com',
      'DTSTART;VALUE=DATE:20261210',
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    );
    expect(readFeedEvents(text)).toEqual({
      events: [
        {
          uid: '1418fb94e984-1@airbnb.com',
          summary: 'Reserved',
          from: '2026-12-03',
          until: '2026-12-05',
        },
        {
          uid: '2@booking.com',
          summary: 'CLOSED - Not available',
          from: '2026-12-10',
          until: '2026-12-11',
        },
      ],
      skipped: 0,
    });
  });

  it('takes the nights of timed events: a UTC time by the date in India, a local time by its own', () => {
    const text = feed(
      'BEGIN:VEVENT',
      'UID:utc@site',
      // 20:00 UTC on 2 Dec is 01:30 on 3 Dec in India; 05:30 UTC on 5 Dec is 11:00 there.
      'DTSTART:20261202T200000Z',
      'DTEND:20261205T053000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:local@site',
      'DTSTART;TZID=Asia/Kolkata:20261207T140000',
      'DTEND;TZID=Asia/Kolkata:20261207T180000',
      'END:VEVENT',
    );
    expect(readFeedEvents(text).events).toEqual([
      { uid: 'utc@site', summary: 'Reserved', from: '2026-12-03', until: '2026-12-05' },
      // Ends on the day it starts: still that night.
      { uid: 'local@site', summary: 'Reserved', from: '2026-12-07', until: '2026-12-08' },
    ]);
  });

  it('leaves out cancelled events, a UID’s second VEVENT and changed occurrences; counts the unusable', () => {
    const text = feed(
      'BEGIN:VEVENT',
      'UID:twice@site',
      'DTSTART;VALUE=DATE:20261201',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:twice@site',
      'DTSTART;VALUE=DATE:20261215',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:twice@site',
      'RECURRENCE-ID;VALUE=DATE:20261201',
      'DTSTART;VALUE=DATE:20261220',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:cancelled@site',
      'STATUS:CANCELLED',
      'DTSTART;VALUE=DATE:20261201',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261201',
      'SUMMARY:No UID',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:no-start@site',
      'END:VEVENT',
    );
    expect(readFeedEvents(text)).toEqual({
      events: [{ uid: 'twice@site', summary: 'Reserved', from: '2026-12-01', until: '2026-12-02' }],
      skipped: 2,
    });
  });

  it('refuses what is not iCalendar', () => {
    for (const text of [
      '',
      '<!doctype html><p>Sign in',
      'BEGIN:VCARD\r\nFN:Asha\r\nEND:VCARD\r\n',
    ]) {
      expect(() => readFeedEvents(text)).toThrow(
        'The feed’s answer is not an iCalendar file (no VCALENDAR in it).',
      );
    }
    expect(readFeedEvents(feed())).toEqual({ events: [], skipped: 0 });
  });
});
