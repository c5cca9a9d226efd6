import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInPriceRange, roundPriceRanges } from './priceRanges';

describe('roundPriceRanges', () => {
  it('cuts Hotel Grand Imperial’s "from" prices into round ranges, one room in each', () => {
    expect(roundPriceRanges([2413.95, 1890, 3148.95, 4198.95])).toEqual([
      { id: '1000-2000', min: 1000, max: 2000, label: '₹1,000 to ₹2,000' },
      { id: '2000-3000', min: 2000, max: 3000, label: '₹2,000 to ₹3,000' },
      { id: '3000-4000', min: 3000, max: 4000, label: '₹3,000 to ₹4,000' },
      { id: '4000-5000', min: 4000, max: 5000, label: '₹4,000 to ₹5,000' },
    ]);
  });

  it('skips a step no price falls in', () => {
    expect(roundPriceRanges([1575, 1575, 3500]).map((range) => range.id)).toEqual([
      '1500-2000',
      '3500-4000',
    ]);
  });

  it('offers nothing when every price falls in one range: that filter could only match all', () => {
    expect(roundPriceRanges([1575, 1575, 1575])).toEqual([]);
    expect(roundPriceRanges([1575])).toEqual([]);
  });

  it('never offers an empty range, and puts every price in exactly one (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 5_000_000 }), { minLength: 2, maxLength: 20 }),
        (paise) => {
          const prices = paise.map((amount) => amount / 100);
          const ranges = roundPriceRanges(prices);
          expect(ranges.length).toBeLessThanOrEqual(5);
          for (const range of ranges) {
            expect(prices.some((price) => isInPriceRange(range, price))).toBe(true);
          }
          if (ranges.length === 0) return;
          for (const price of prices) {
            expect(ranges.filter((range) => isInPriceRange(range, price))).toHaveLength(1);
          }
        },
      ),
    );
  });

  it('takes a range’s lower end in and leaves its upper end out', () => {
    const [range] = roundPriceRanges([1000, 2500]);
    if (!range) throw new Error('no range');
    expect(range).toMatchObject({ min: 1000, max: 1500 });
    expect(isInPriceRange(range, 1000)).toBe(true);
    expect(isInPriceRange(range, 1499.99)).toBe(true);
    expect(isInPriceRange(range, 1500)).toBe(false);
  });
});
