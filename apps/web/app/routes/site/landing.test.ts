import { hotelFromPrice, hotels } from '@hotel/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loader } from './landing';

// 20:00 UTC on Thursday 26 Nov is already Friday 27 Nov in India: the nights start then.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T20:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the landing’s property cards, made when the site is built', () => {
  it('give each hotel its cheapest night for 2 adults of the 30 from the build’s day in India', () => {
    const { cards } = loader({ request: new Request('http://site/') });
    for (const hotel of hotels) {
      const { amount } = hotelFromPrice(hotel, { adults: 2, from: '2026-11-27', nights: 30 });
      expect(cards.find((card) => card.id === hotel.id)?.fromPrice).toEqual({ amount, adults: 2 });
    }
    // Aagam's ₹1,500 night for 2 adults plus 5% GST.
    expect(cards.find((card) => card.id === 'hotel-aagam-executive')?.fromPrice?.amount).toBe(
      157_500,
    );
  });

  it('give the banquet hall no price', () => {
    const { cards } = loader({ request: new Request('http://site/') });
    expect(cards.find((card) => card.id === 'akash-banquet-hall')?.fromPrice).toBeNull();
  });
});
