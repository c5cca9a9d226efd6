import { describe, expect, it } from 'vitest';
import { addDays, DAY_MS, nightsBetween } from './calendarDate.js';
import * as india from './indiaTime.js';

const HOUR_MS = 3_600_000;

describe('calendar dates in India', () => {
  it('names one offset three ways that agree: the string, the milliseconds and the zone', () => {
    expect(india.INDIA_OFFSET).toBe('+05:30');
    expect(india.INDIA_OFFSET_MS).toBe(5.5 * HOUR_MS);
    expect(DAY_MS).toBe(24 * HOUR_MS);
    const longOffset = new Intl.DateTimeFormat('en-US', {
      timeZone: india.INDIA_TIME_ZONE,
      timeZoneName: 'longOffset',
    }).format(new Date('2026-06-01T00:00:00Z'));
    expect(longOffset).toMatch(/GMT\+05:30$/);
  });

  it('puts 23:59 in India on that day and 00:00 on the next, whatever the UTC date says', () => {
    const lastMinute = india.instantInIndia('2026-12-31', '23:59');
    const midnight = india.instantInIndia('2027-01-01');
    expect(lastMinute.toISOString()).toBe('2026-12-31T18:29:00.000Z');
    expect(midnight.toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(india.todayInIndia(lastMinute)).toBe('2026-12-31');
    expect(india.todayInIndia(midnight)).toBe('2027-01-01');
    expect(india.todayInIndia(new Date(midnight.getTime() - 1))).toBe('2026-12-31');
    expect(india.dayInIndia(1, lastMinute)).toBe('2027-01-01');
    expect(india.dayInIndia(-1, midnight)).toBe('2026-12-31');
  });

  it('agrees with the time zone database for Asia/Kolkata, at every day’s edge and in between', () => {
    const tzdb = new Intl.DateTimeFormat('en-CA', { timeZone: india.INDIA_TIME_ZONE });
    const edge = Date.parse('2020-01-01T18:30:00Z');
    // 20,000 instants: the disagreements are gathered and compared once (an expect each took
    // 5 s on a loaded machine).
    const disagreements: string[] = [];
    for (let day = 0; day < 366 * 11; day += 1) {
      for (const offset of [-1, 0, 1, 4 * HOUR_MS, 12 * HOUR_MS]) {
        const now = new Date(edge + day * DAY_MS + offset);
        const ours = india.todayInIndia(now);
        const theirs = tzdb.format(now);
        if (ours !== theirs) disagreements.push(`${now.toISOString()}: ${ours}, not ${theirs}`);
      }
    }
    expect(disagreements).toEqual([]);
    // The day is worked out once and kept: an earlier instant after a later one is its own day.
    for (const instant of [
      '2030-06-01T18:29:59.999Z',
      '2024-02-28T18:30:00Z',
      '2030-06-01T18:30:00Z',
    ]) {
      expect(india.todayInIndia(new Date(instant))).toBe(tzdb.format(new Date(instant)));
    }
  });

  it.each([
    ['2026-11-23', '2026-11-25', 2],
    ['2026-11-30', '2026-12-01', 1],
    ['2026-12-31', '2027-01-01', 1],
    ['2027-02-28', '2027-03-01', 1],
    ['2028-02-28', '2028-03-01', 2],
    ['2026-12-20', '2027-01-10', 21],
    ['2027-01-01', '2026-12-31', -1],
    ['2026-12-31', '2026-12-31', 0],
  ])('counts the nights from %s to %s: %i', (checkIn, checkOut, nights) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(nights);
    expect(addDays(checkIn, nights)).toBe(checkOut);
  });

  it('formats an instant as India reads it, from a Date or an ISO string', () => {
    expect(india.formatIndiaDateTime('2026-11-22T10:15:00Z')).toBe('22 Nov 2026, 3:45 pm');
    expect(india.formatIndiaDateTime(india.instantInIndia('2026-11-29', '12:00'))).toBe(
      '29 Nov 2026, 12:00 pm',
    );
    expect(india.formatIndiaDateTime('2026-12-31T18:29:00Z')).toBe('31 Dec 2026, 11:59 pm');
    expect(india.formatIndiaClock('2026-11-22T06:15:00Z')).toBe('11:45 am');
  });
});
