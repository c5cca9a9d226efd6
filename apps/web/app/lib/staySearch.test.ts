import { describe, expect, it } from 'vitest';
import { readStaySearch, searchParamsOf, staySearchProblems } from './staySearch';

const LIMITS = { bookAheadDays: 365, maxNights: 30, maxRooms: 5 };
const TODAY = '2026-11-23';

describe('readStaySearch', () => {
  it('reads a search from the URL, with 2 adults, no child and 1 room when they are left out', () => {
    expect(readStaySearch(new URLSearchParams('checkIn=2026-12-28&checkOut=2026-12-30'))).toEqual({
      checkIn: '2026-12-28',
      checkOut: '2026-12-30',
      adults: 2,
      child: 0,
      rooms: 1,
      hotel: undefined,
    });
    expect(
      readStaySearch(
        new URLSearchParams(
          'checkIn=2026-12-28&checkOut=2026-12-30&adults=3&child=1&rooms=2&hotel=hotel-grand-imperial&utm_source=x',
        ),
      ),
    ).toMatchObject({ adults: 3, child: 1, rooms: 2, hotel: 'hotel-grand-imperial' });
  });

  it.each([
    ['no dates', ''],
    ['a date that is none', 'checkIn=2026-02-30&checkOut=2026-03-02'],
    ['check-out before check-in', 'checkIn=2026-12-30&checkOut=2026-12-28'],
    ['no adult', 'checkIn=2026-12-28&checkOut=2026-12-30&adults=0'],
    ['a count that is no number', 'checkIn=2026-12-28&checkOut=2026-12-30&rooms=two'],
  ])('is null for %s', (_, query) => {
    expect(readStaySearch(new URLSearchParams(query))).toBeNull();
  });

  it('writes a search back into the same params, in a stable order', () => {
    const search = readStaySearch(
      new URLSearchParams(
        'hotel=hotel-akash-executive&rooms=1&child=1&adults=2&checkOut=2026-12-30&checkIn=2026-12-28',
      ),
    );
    if (!search) throw new Error('no search');
    expect(searchParamsOf(search).toString()).toBe(
      'checkIn=2026-12-28&checkOut=2026-12-30&adults=2&child=1&rooms=1&hotel=hotel-akash-executive',
    );
  });
});

describe('staySearchProblems', () => {
  const stay = { checkIn: '2026-12-28', checkOut: '2026-12-30', adults: 2, child: 0, rooms: 1 };

  it('finds nothing wrong with a stay within the limits', () => {
    expect(staySearchProblems(stay, LIMITS, TODAY)).toEqual({});
  });

  it('says what the API would, on the field', () => {
    expect(staySearchProblems({ ...stay, checkIn: '2026-11-20' }, LIMITS, TODAY)).toEqual({
      checkIn: 'Check-in cannot be in the past.',
    });
    expect(staySearchProblems({ ...stay, rooms: 3 }, LIMITS, TODAY)).toEqual({
      adults: 'Each room needs an adult: please choose at least 3 adults for 3 rooms.',
    });
    expect(staySearchProblems({ ...stay, checkOut: '2027-02-01' }, LIMITS, TODAY).checkOut).toBe(
      'A stay can be at most 30 nights. Please contact the hotel for longer stays.',
    );
  });
});
