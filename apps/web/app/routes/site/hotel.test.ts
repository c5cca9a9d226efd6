import { getRoom } from '@hotel/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roomFromPrice } from '../../lib/fromPrices';
import { isInPriceRange } from '../../lib/priceRanges';
import { loader } from './hotel';

// The build runs at 09:30 on Friday 27 Nov 2026 in India.
const BUILT_AT = new Date('2026-11-27T04:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: BUILT_AT, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const dataFor = (path: string) =>
  loader({
    request: new Request(`http://site${path}`),
    params: {},
    context: {},
  } as Parameters<typeof loader>[0]);

describe('the hotel page’s data, made when the site is built', () => {
  it('gives each room card its "from" price of the 30 nights after the build and the policy in brief', () => {
    const { rooms } = dataFor('/Hotel-Grand-Imperial');
    for (const room of rooms) {
      const content = getRoom(room.id);
      if (!content) throw new Error(`missing room ${room.id}`);
      expect(room.fromPrice).toEqual(roomFromPrice(content, BUILT_AT));
      expect(room.cancellation).toBe('Free cancellation up to 48 hours before check-in');
      expect(room).not.toHaveProperty('price');
    }
    // A ₹1,800 weekday night for 2 adults plus 5% GST, not Friday's or Saturday's ₹2,070.
    expect(rooms.find((room) => room.id === 'grand-double-bed')?.fromPrice).toEqual({
      amount: 189_000,
      adults: 2,
    });
  });

  it('cuts the price filter from the rooms’ "from" prices: every room in one range, none empty', () => {
    for (const path of [
      '/Hotel-Aagam-Executive',
      '/Hotel-Grand-Imperial',
      '/Hotel-Akash-Executive',
    ]) {
      const { rooms, priceRanges } = dataFor(path);
      const rupees = rooms.map((room) => room.fromPrice.amount / 100);
      expect(priceRanges.length).toBeGreaterThan(1);
      for (const range of priceRanges) {
        expect(rupees.some((price) => isInPriceRange(range, price))).toBe(true);
      }
      for (const price of rupees) {
        expect(priceRanges.filter((range) => isInPriceRange(range, price))).toHaveLength(1);
      }
    }
  });

  it('states in its structured data the range the room cards show', () => {
    const { seo } = dataFor('/Hotel-Grand-Imperial');
    expect(seo.jsonLd.priceRange).toBe('₹1,890–₹4,198.95');
  });
});
