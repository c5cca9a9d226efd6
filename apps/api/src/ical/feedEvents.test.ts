import { describe, expect, it } from 'vitest';
import { MAX_OCCURRENCES, readFeedEvents } from './feedEvents.js';

/** A feed as travel sites write it (Airbnb's and Booking.com's shapes), lines joined by CRLF. */
const feed = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Example//EN', ...lines, 'END:VCALENDAR', ''].join(
    '\r\n',
  );

/** The nights that matter in these tests (syncFeed passes today to the last bookable night). */
const window = { from: '2026-11-01', until: '2027-12-31' };

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
    expect(readFeedEvents(text, window)).toEqual({
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
    expect(readFeedEvents(text, window).events).toEqual([
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
    expect(readFeedEvents(text, window)).toEqual({
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
      expect(() => readFeedEvents(text, window)).toThrow(
        'The feed’s answer is not an iCalendar file (no VCALENDAR in it).',
      );
    }
    expect(readFeedEvents(feed(), window)).toEqual({ events: [], skipped: 0 });
  });

  it('takes each occurrence of a recurring event in the window, changed and excluded ones as they are now', () => {
    const text = feed(
      'BEGIN:VEVENT',
      'UID:mondays@owner',
      'SUMMARY:Closed for painting',
      'DTSTART;VALUE=DATE:20261005',
      'DTEND;VALUE=DATE:20261006',
      // Every Monday from 5 Oct, the last on 28 Dec; 16 Nov and 7 Dec not.
      'RRULE:FREQ=WEEKLY;UNTIL=20261228',
      'EXDATE;VALUE=DATE:20261116,20261207',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:mondays@owner',
      'RECURRENCE-ID;VALUE=DATE:20261123',
      'SUMMARY:Closed for painting (two nights)',
      'DTSTART;VALUE=DATE:20261124',
      'DTEND;VALUE=DATE:20261126',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:mondays@owner',
      'RECURRENCE-ID;VALUE=DATE:20261214',
      'STATUS:CANCELLED',
      'DTSTART;VALUE=DATE:20261214',
      'END:VEVENT',
      // Another UID's change is not this event's.
      'BEGIN:VEVENT',
      'UID:other@owner',
      'RECURRENCE-ID;VALUE=DATE:20261221',
      'DTSTART;VALUE=DATE:20261222',
      'END:VEVENT',
    );
    const night = (
      first: string,
      from: string,
      until: string,
      summary = 'Closed for painting',
    ) => ({
      uid: `mondays@owner#${first}`,
      summary,
      from,
      until,
    });
    expect(readFeedEvents(text, { from: '2026-11-02', until: '2027-01-31' })).toEqual({
      events: [
        night('2026-11-02', '2026-11-02', '2026-11-03'),
        night('2026-11-09', '2026-11-09', '2026-11-10'),
        night('2026-11-23', '2026-11-24', '2026-11-26', 'Closed for painting (two nights)'),
        night('2026-11-30', '2026-11-30', '2026-12-01'),
        night('2026-12-21', '2026-12-21', '2026-12-22'),
        night('2026-12-28', '2026-12-28', '2026-12-29'),
      ],
      skipped: 0,
    });
  });

  it('expands an endless recurring event only to the end of the window', () => {
    const text = feed(
      'BEGIN:VEVENT',
      'UID:weekends@owner',
      'DTSTART;VALUE=DATE:20261205',
      'DTEND;VALUE=DATE:20261207',
      'RRULE:FREQ=WEEKLY',
      'END:VEVENT',
    );
    const { events } = readFeedEvents(text, { from: '2026-12-01', until: '2026-12-20' });
    expect(events.map((event) => [event.from, event.until])).toEqual([
      ['2026-12-05', '2026-12-07'],
      ['2026-12-12', '2026-12-14'],
      ['2026-12-19', '2026-12-21'],
    ]);
  });

  it(`refuses a feed whose repeating events come to more than ${MAX_OCCURRENCES.toLocaleString('en-IN')} dates`, () => {
    const text = feed(
      'BEGIN:VEVENT',
      'UID:every-second@owner',
      'DTSTART:20261201T000000Z',
      'DTEND:20261201T000001Z',
      'RRULE:FREQ=SECONDLY',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:single@owner',
      'DTSTART;VALUE=DATE:20261210',
      'END:VEVENT',
    );
    // Applied, the dates found so far would release the blocks of those not reached.
    expect(() => readFeedEvents(text, window)).toThrow(
      'The feed’s repeating events come to more than 10,000 dates; nothing changed.',
    );
  });

  it('refuses a feed with a rule no date can match (BYMONTH=2;BYMONTHDAY=30) before expanding it', () => {
    const text = feed(
      'BEGIN:VEVENT',
      'UID:never@owner',
      'DTSTART;VALUE=DATE:20261201',
      'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
      'END:VEVENT',
    );
    expect(() => readFeedEvents(text, window)).toThrow(
      'The feed’s event “never@owner” repeats by a rule no date can match (such as 30 February); nothing changed.',
    );
  });
});
