import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nightsBetween, stayDateProblems, todayInIndia } from './dates.js';
import { wholeNumber } from './fields.js';
import { availabilityQuery, quoteRequest, stayDates } from './stay.js';

beforeEach(() => {
  // 22 Nov 2026, 20:00 UTC is already 23 Nov in India.
  vi.useFakeTimers({ now: new Date('2026-11-22T20:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

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
    expect(
      issuesOf(stayDates.safeParse({ checkIn: '2026-11-22', checkOut: '2026-11-22' })),
    ).toEqual([
      ['checkIn', 'Check-in cannot be in the past.'],
      ['checkOut', 'Check-out must be after check-in.'],
    ]);
  });

  it('refuses a date that does not exist', () => {
    expect(
      issuesOf(stayDates.safeParse({ checkIn: '2027-02-29', checkOut: '2027-03-01' })),
    ).toEqual([['checkIn', 'Check-in must be a date like 2026-12-31.']]);
  });
});

describe('stayDateProblems (the zod-free check the room page uses)', () => {
  it.each([
    ['2026-11-23', '2026-11-25'],
    ['2026-11-22', '2026-11-22'],
    ['2026-11-24', '2026-11-23'],
    ['2027-02-29', '2027-03-01'],
    ['2026-11-23', '2026-13-01'],
    ['23/11/2026', '2026-11-25'],
    ['', ''],
    ['2028-02-29', '2028-03-01'],
  ])('says what the API says of %s → %s', (checkIn, checkOut) => {
    const api = availabilityQuery.safeParse({ hotel: 'h', adults: 1, checkIn, checkOut });
    // The first message of each date field, as the forms show it.
    const fromApi: Record<string, string> = {};
    for (const { path, message } of api.error?.issues ?? []) {
      const field = String(path[0]);
      if (field === 'checkIn' || field === 'checkOut') fromApi[field] ??= message;
    }
    expect(stayDateProblems(checkIn, checkOut)).toEqual(fromApi);
  });
});

describe('wholeNumber', () => {
  const rooms = wholeNumber('Rooms', 1, 10);

  it.each([
    [2, 2],
    ['2', 2],
    [' 3 ', 3],
  ])('reads %j as %j', (input, expected) => {
    expect(rooms.parse(input)).toBe(expected);
  });

  it.each([
    [true, 'Rooms must be a number.'],
    ['', 'Rooms must be a number.'],
    ['abc', 'Rooms must be a number.'],
    ['2abc', 'Rooms must be a number.'],
    [[3], 'Rooms must be a number.'],
    [null, 'Rooms must be a number.'],
    [Number.NaN, 'Rooms must be a number.'],
    [1.5, 'Rooms must be a whole number.'],
    ['-1', 'Rooms must be at least 1.'],
    [11, 'Rooms can be at most 10.'],
  ])('refuses %j with “%s”, never coercing it', (input, message) => {
    expect(rooms.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('availabilityQuery', () => {
  const query = { hotel: 'hotel-grand-imperial', checkIn: '2026-11-24', checkOut: '2026-11-26' };

  it('reads the Book A Room form’s query string, with defaults for what it leaves empty', () => {
    expect(
      availabilityQuery.parse({ ...query, adults: '2', child: '', rooms: '', roomType: '' }),
    ).toEqual({ ...query, adults: 2, child: 0, rooms: 1 });
    expect(
      availabilityQuery.parse({
        ...query,
        adults: '5',
        child: '3',
        rooms: '2',
        roomType: 'luxury-room',
      }),
    ).toEqual({ ...query, adults: 5, child: 3, rooms: 2, roomType: 'luxury-room' });
  });

  it('names every bad field at once', () => {
    expect(
      issuesOf(
        availabilityQuery.safeParse({
          hotel: 'h',
          checkIn: '2026-11-26',
          checkOut: '2026-11-24',
          adults: '6',
          child: '-1',
          roomType: 'Suite',
        }),
      ),
    ).toEqual([
      ['adults', 'Adults can be at most 5.'],
      ['child', 'Children must be at least 0.'],
      ['roomType', 'Please choose a room type.'],
      ['checkOut', 'Check-out must be after check-in.'],
    ]);
  });
});

describe('quoteRequest', () => {
  it('defaults children and meals to 0 and reads numbers from strings, never NaN', () => {
    expect(quoteRequest.parse({ roomId: 'aagam-single-bed', rooms: '2', adults: 3 })).toEqual({
      roomId: 'aagam-single-bed',
      rooms: 2,
      adults: 3,
      children: 0,
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

  it('checks the dates like the search form does', () => {
    const selection = { roomId: 'x', rooms: 1, adults: 1 };
    expect(
      issuesOf(
        quoteRequest.safeParse({ ...selection, checkIn: '2026-11-22', checkOut: '2026-11-21' }),
      ),
    ).toEqual([
      ['checkIn', 'Check-in cannot be in the past.'],
      ['checkOut', 'Check-out must be after check-in.'],
    ]);
  });

  it('refuses any amount from the browser: the server prices the stay', () => {
    expect(
      issuesOf(quoteRequest.safeParse({ roomId: 'x', rooms: 1, adults: 1, total: 1, amount: 1 })),
    ).toEqual([['', 'Unexpected fields: total, amount. Prices are worked out by the server.']]);
  });
});
