import { workedExampleSelection } from '@hotel/test-fixtures';
import { quoteRequest } from '@hotel/validators';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  nightsOf,
  readChildren,
  readStayPrefill,
  readStaySelection,
  type StaySelection,
  staySearchParams,
} from './stayParams';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T06:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const selection: StaySelection = {
  ...workedExampleSelection,
  checkOut: '2026-12-03',
};

describe('staySearchParams', () => {
  it('writes every part of the selection under the keys /Payment reads, in a fixed order', () => {
    expect(staySearchParams(selection).toString()).toBe(
      'roomId=akash-luxury-room&rooms=2&adults=4&breakfasts=2&lunchDinners=1&checkIn=2026-12-01&checkOut=2026-12-03',
    );
  });

  it('leaves the dates out unless both are chosen', () => {
    const { checkOut: _, ...withCheckInOnly } = selection;
    expect(staySearchParams(withCheckInOnly).has('checkIn')).toBe(false);
  });
});

describe('readStaySelection', () => {
  it('reads back exactly what staySearchParams wrote (round trip)', () => {
    expect(readStaySelection(staySearchParams(selection), quoteRequest)).toEqual({
      kind: 'valid',
      selection,
    });
    const { checkIn: _in, checkOut: _out, ...oneNight } = selection;
    expect(readStaySelection(staySearchParams(oneNight), quoteRequest)).toEqual({
      kind: 'valid',
      selection: oneNight,
    });
  });

  it('carries the party’s children as the search names them (`child`), there and back', () => {
    const withChild = { ...selection, children: 2 };
    const params = staySearchParams(withChild);
    expect(params.get('child')).toBe('2');
    expect(readStaySelection(params, quoteRequest)).toEqual({
      kind: 'valid',
      selection: withChild,
    });
    expect(staySearchParams(selection).has('child')).toBe(false);
  });

  it('survives a trip through a real URL string', () => {
    const url = new URL(`https://hotels.example.com/Payment?${staySearchParams(selection)}`);
    expect(readStaySelection(url.searchParams, quoteRequest)).toEqual({ kind: 'valid', selection });
  });

  it('says there is no selection when no room is named', () => {
    expect(readStaySelection(new URLSearchParams(''), quoteRequest)).toEqual({ kind: 'none' });
    expect(readStaySelection(new URLSearchParams('rooms=2&adults=2'), quoteRequest)).toEqual({
      kind: 'none',
    });
  });

  it('defaults missing meal counts to 0 and ignores params it does not know', () => {
    expect(
      readStaySelection(
        new URLSearchParams('roomId=aagam-single-bed&rooms=1&adults=2&utm=x'),
        quoteRequest,
      ),
    ).toEqual({
      kind: 'valid',
      selection: {
        roomId: 'aagam-single-bed',
        rooms: 1,
        adults: 2,
        children: 0,
        breakfasts: 0,
        lunchDinners: 0,
      },
    });
  });

  it('refuses counts that are not whole numbers, with the reason, never NaN', () => {
    const result = readStaySelection(
      new URLSearchParams('roomId=aagam-single-bed&rooms=two&adults=0'),
      quoteRequest,
    );
    expect(result).toEqual({
      kind: 'invalid',
      roomId: 'aagam-single-bed',
      problems: ['Number of rooms must be a number.', 'Number of adults must be at least 1.'],
    });
  });

  it('refuses a stay in the past or with only one date', () => {
    const past = readStaySelection(
      new URLSearchParams('roomId=x&rooms=1&adults=1&checkIn=2026-11-01&checkOut=2026-11-02'),
      quoteRequest,
    );
    expect(past).toMatchObject({ kind: 'invalid', problems: ['Check-in cannot be in the past.'] });
    const half = readStaySelection(
      new URLSearchParams('roomId=x&rooms=1&adults=1&checkIn=2026-12-01'),
      quoteRequest,
    );
    expect(half).toMatchObject({
      kind: 'invalid',
      problems: ['Please give both check-in and check-out, or neither.'],
    });
  });
});

describe('readStayPrefill', () => {
  it('takes a search’s dates, adults, children and rooms', () => {
    expect(
      readStayPrefill(
        new URLSearchParams('checkIn=2026-12-01&checkOut=2026-12-04&adults=3&rooms=2&child=1'),
      ),
    ).toEqual({
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      adults: '3',
      child: '1',
      rooms: '2',
    });
  });

  it('skips values that are not a count or a date, so the form keeps its defaults', () => {
    expect(
      readStayPrefill(new URLSearchParams('checkIn=tomorrow&adults=-1&rooms=1.5&breakfasts=02')),
    ).toEqual({ breakfasts: '2' });
  });
});

describe('readChildren', () => {
  it('reads the children a search passed, and none from anything else', () => {
    expect(readChildren(new URLSearchParams('quote=q&child=2'))).toBe(2);
    expect(readChildren(new URLSearchParams('quote=q'))).toBe(0);
    expect(readChildren(new URLSearchParams('child=-1'))).toBe(0);
    expect(readChildren(new URLSearchParams('child=7'))).toBe(0);
    expect(readChildren(new URLSearchParams('child=two'))).toBe(0);
  });
});

describe('nightsOf', () => {
  it('counts the nights between the dates, and 1 night without dates', () => {
    expect(nightsOf({ checkIn: '2026-12-30', checkOut: '2027-01-02' })).toBe(3);
    expect(nightsOf({})).toBe(1);
    expect(nightsOf({ checkIn: '2026-12-30' })).toBe(1);
  });
});
