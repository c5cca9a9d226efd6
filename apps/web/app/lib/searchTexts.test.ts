import type { SearchResult } from '@hotel/validators/responses';
import { describe, expect, it } from 'vitest';
import { cancellationLines, indiaMoment, nightName, partyText, priceRangesOf } from './searchTexts';

describe('the words of a search result', () => {
  it('states a moment as the hotels’ clocks in India show it', () => {
    // 06:30 UTC is 12:00 in India.
    expect(indiaMoment('2026-12-26T06:30:00.000Z')).toBe('12:00, 26 Dec');
    expect(nightName('2027-01-02')).toBe('Sat, 2 Jan');
  });

  it('states the cancellation terms for the dates', () => {
    expect(
      cancellationLines([
        { refundPercent: 100, until: '2026-12-26T06:30:00.000Z' },
        { refundPercent: 50, until: '2026-12-28T06:30:00.000Z' },
      ]),
    ).toEqual(['Free cancellation until 12:00, 26 Dec', 'Then 50% refund until 12:00, 28 Dec']);
    expect(cancellationLines([{ refundPercent: 50, until: '2026-11-24T06:30:00.000Z' }])).toEqual([
      '50% refund until 12:00, 24 Nov',
    ]);
    expect(cancellationLines([{ refundPercent: 0, until: '2026-11-24T06:30:00.000Z' }])).toEqual([
      'Non-refundable',
    ]);
  });

  it('names the party and stay a price is for', () => {
    expect(partyText({ nights: 2, adults: 2, children: 1, rooms: 1 })).toBe(
      '2 nights, 2 adults, 1 child, 1 room',
    );
    expect(partyText({ nights: 1, adults: 1, children: 0, rooms: 1 })).toBe(
      '1 night, 1 adult, 1 room',
    );
  });
});

describe('priceRangesOf', () => {
  const result = (total: number, status: SearchResult['status'] = 'available') =>
    ({ status, quote: { total: total * 100 } }) as unknown as SearchResult;

  it('cuts round ranges that each hold a free room’s total, never an empty one', () => {
    const totals = [3150, 3780, 4200, 9450, 12_600];
    const ranges = priceRangesOf([...totals.map((total) => result(total)), result(1, 'soldOut')]);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.length).toBeLessThanOrEqual(4);
    for (const range of ranges) {
      expect(totals.some((total) => total >= range.min && total < (range.max ?? Infinity))).toBe(
        true,
      );
    }
    for (const total of totals) {
      expect(
        ranges.filter((range) => total >= range.min && total < (range.max ?? Infinity)),
      ).toHaveLength(1);
    }
    expect(ranges[0]?.label).toMatch(/^₹[\d,]+ to ₹[\d,]+$/);
  });

  it('offers no filter for fewer than two prices', () => {
    expect(priceRangesOf([result(3150)])).toEqual([]);
  });
});
