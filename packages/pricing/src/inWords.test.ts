import { describe, expect, it } from 'vitest';
import { inWords } from './inWords.js';
import { PricingError } from './PricingError.js';

describe('inWords', () => {
  it.each([
    [1349764, 'Rupees Thirteen Thousand Four Hundred Ninety Seven and Sixty Four Paise Only'],
    [187000, 'Rupees One Thousand Eight Hundred Seventy Only'],
    [0, 'Rupees Zero Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [100, 'Rupees One Only'],
    [1_100, 'Rupees Eleven Only'],
    [2_000_000, 'Rupees Twenty Thousand Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [
      12_345_678_90,
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Paise Only',
    ],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [12_00_00_000_00, 'Rupees Twelve Crore Only'],
    [10_10_10_101_01, 'Rupees Ten Crore Ten Lakh Ten Thousand One Hundred One and One Paise Only'],
  ])('writes %i paise as “%s”', (paise, words) => {
    expect(inWords(paise)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s', (paise) => {
    expect(() => inWords(paise)).toThrow(PricingError);
  });
});
