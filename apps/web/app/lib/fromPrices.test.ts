import { fromPrice, getRoom, hotelFromPrice, hotels } from '@hotel/content';
import { describe, expect, it } from 'vitest';
import { fromPriceScan, hotelCardFromPrice, roomFromPrice } from './fromPrices';

// 20:00 UTC on Thursday 26 Nov is 01:30 on Friday 27 Nov in India.
const BUILT_AT = new Date('2026-11-26T20:00:00Z');

describe('the cards’ "from" prices, fixed when the site is built', () => {
  it('look at 2 adults over the 30 nights from the build’s day in India', () => {
    expect(fromPriceScan(BUILT_AT)).toEqual({ adults: 2, from: '2026-11-27', nights: 30 });
  });

  it('are content’s fromPrice for a room and hotelFromPrice for a hotel', () => {
    const room = getRoom('grand-luxury-room');
    if (!room) throw new Error('missing room');
    const scan = { adults: 2, from: '2026-11-27', nights: 30 };
    const expected = fromPrice(room, scan);
    expect(roomFromPrice(room, BUILT_AT)).toEqual({
      amount: expected.amount,
      adults: 2,
    });
    for (const hotel of hotels) {
      expect(hotelCardFromPrice(hotel, BUILT_AT).amount).toBe(hotelFromPrice(hotel, scan).amount);
    }
  });
});
