import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nightsBetween, todayInIndia } from './dates.js';
import { quoteRequest, stayDates } from './stay.js';

beforeEach(() => {
  // 22 Nov 2026, 20:00 UTC is already 23 Nov in India.
  vi.useFakeTimers({ now: new Date('2026-11-22T20:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('stay dates', () => {
  it('uses the date in India for “today”', () => {
    expect(todayInIndia()).toBe('2026-11-23');
  });

  it('accepts a stay from today', () => {
    expect(stayDates.parse({ checkIn: '2026-11-23', checkOut: '2026-11-25' })).toEqual({
      checkIn: '2026-11-23',
      checkOut: '2026-11-25',
    });
    expect(nightsBetween('2026-11-23', '2026-11-25')).toBe(2);
  });

  it('refuses a check-in in the past and a check-out not after check-in', () => {
    const result = stayDates.safeParse({ checkIn: '2026-11-22', checkOut: '2026-11-22' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['checkIn', 'Check-in cannot be in the past.'],
      ['checkOut', 'Check-out must be after check-in.'],
    ]);
  });
});

describe('quoteRequest', () => {
  it('defaults meals to 0 and reads numbers from strings, never NaN', () => {
    expect(quoteRequest.parse({ roomId: 'aagam-single-bed', rooms: '2', adults: 3 })).toEqual({
      roomId: 'aagam-single-bed',
      rooms: 2,
      adults: 3,
      breakfasts: 0,
      lunchDinners: 0,
    });
    expect(
      quoteRequest.safeParse({ roomId: 'x', rooms: 'two', adults: 1 }).error?.issues[0]?.message,
    ).toBe('Number of rooms must be a number.');
  });

  it('wants both dates or neither', () => {
    const result = quoteRequest.safeParse({
      roomId: 'x',
      rooms: 1,
      adults: 1,
      checkIn: '2026-12-01',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['checkOut'],
      message: 'Please give both check-in and check-out, or neither.',
    });
  });
});
