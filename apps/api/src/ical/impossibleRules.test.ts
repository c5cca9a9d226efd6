import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { neverMatches } from './impossibleRules.js';

const never = (rule: string) => neverMatches(ICAL.Recur.fromString(rule));

describe('neverMatches', () => {
  it.each([
    'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=31',
    'FREQ=MONTHLY;BYMONTH=4,6,9,11;BYMONTHDAY=31',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-30',
    'FREQ=YEARLY;BYYEARDAY=1;BYMONTH=2',
    'FREQ=YEARLY;BYYEARDAY=60;BYMONTHDAY=15',
    'FREQ=MONTHLY;BYDAY=5FR;BYMONTHDAY=1',
    'FREQ=MONTHLY;BYDAY=6MO',
    'FREQ=YEARLY;BYMONTH=2;BYDAY=-5MO;BYMONTHDAY=28',
  ])('%s: no day of any year', (rule) => {
    expect(never(rule)).toBe(true);
  });

  it.each([
    'FREQ=WEEKLY',
    'FREQ=DAILY;COUNT=10',
    'FREQ=WEEKLY;BYDAY=MO,FR',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
    'FREQ=MONTHLY;BYMONTHDAY=31',
    'FREQ=MONTHLY;BYMONTHDAY=-1',
    'FREQ=MONTHLY;BYDAY=5FR',
    'FREQ=MONTHLY;BYDAY=-1SU',
    'FREQ=YEARLY;BYYEARDAY=366',
    'FREQ=YEARLY;BYYEARDAY=-1;BYMONTH=12;BYMONTHDAY=31',
    // The fifth Monday of February: only in a leap year that starts February on a Monday.
    'FREQ=YEARLY;BYMONTH=2;BYDAY=5MO',
    'FREQ=YEARLY;BYDAY=53MO',
    'FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13',
  ])('%s: matches some day', (rule) => {
    expect(never(rule)).toBe(false);
  });
});
