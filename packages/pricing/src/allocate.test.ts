import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate.js';

describe('allocate', () => {
  it('splits evenly, the remainder to the first part', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(1349764, [1, 1])).toEqual([674882, 674882]);
    expect(allocate(5, [1, 1])).toEqual([3, 2]);
  });

  it('splits in proportion: a half refund of an invoice’s lines', () => {
    // 999800 room cost, 89982 + 89982 GST, 50000 + 120000 meals: a 50% refund of 1349764.
    expect(allocate(674882, [999800, 89982, 89982, 50000, 120000])).toEqual([
      499900, 44991, 44991, 25000, 60000,
    ]);
  });

  it('gives a zero ratio nothing (unless it is first and takes the remainder)', () => {
    expect(allocate(10, [1, 0, 2])).toEqual([4, 0, 6]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
  });

  it('refuses a total that is not whole paise, no ratios, a negative one, or only zeros', () => {
    expect(() => allocate(10.5, [1])).toThrow(RangeError);
    expect(() => allocate(10, [])).toThrow('give at least one ratio');
    expect(() => allocate(10, [1, -1])).toThrow('0 or more');
    expect(() => allocate(10, [0, 0])).toThrow('more than 0');
  });

  it('always adds up to the total; every part but the first is its share rounded down', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, ratios) => {
          fc.pre(ratios.some((ratio) => ratio > 0));
          const parts = allocate(total, ratios);
          const sum = ratios.reduce((whole, ratio) => whole + ratio, 0);
          expect(parts.reduce((whole, part) => whole + part, 0)).toBe(total);
          parts.forEach((part, index) => {
            expect(Number.isSafeInteger(part)).toBe(true);
            const share = (total * (ratios[index] ?? 0)) / sum;
            if (index > 0) expect(part).toBe(Math.trunc(share));
            else expect(part - share).toBeLessThan(ratios.length);
            expect(part).toBeGreaterThanOrEqual(0);
          });
        },
      ),
    );
  });
});
