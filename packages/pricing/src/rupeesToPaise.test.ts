import { describe, expect, it } from 'vitest';
import { isWholePaise, rupeesToPaise } from './rupeesToPaise.js';

describe('rupeesToPaise', () => {
  it('turns rupees into integer paise, float noise included', () => {
    expect(rupeesToPaise(1999)).toBe(199900);
    expect(rupeesToPaise(1999.5)).toBe(199950);
    expect(rupeesToPaise(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(rupeesToPaise(-250)).toBe(-25000);
  });

  it('refuses fractions of a paisa and amounts that are not numbers', () => {
    expect(isWholePaise(10.005)).toBe(false);
    expect(() => rupeesToPaise(10.005)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow('NaN is not an amount of whole paise');
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
