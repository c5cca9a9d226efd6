import { describe, expect, it } from 'vitest';
import { formatINR } from './formatINR.js';
import { PricingError } from './PricingError.js';

describe('formatINR', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [235882, '₹2,358.82'],
    [1349764, '₹13,497.64'],
    [10000000, '₹1,00,000.00'],
    [123456789012, '₹1,23,45,67,890.12'],
    [-150, '-₹1.50'],
  ])('formats %i paise as %s', (paise, expected) => {
    expect(formatINR(paise)).toBe(expected);
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => formatINR(1.5)).toThrow(PricingError);
  });
});
