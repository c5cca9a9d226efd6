import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, isGstin } from './gstin.js';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeUndefined();
  });

  it.each([
    ['27AAPFU0939F1ZW', 'has a wrong check character (the last one): please copy the GSTIN again'],
    [
      '27AAPFU0939F1Z',
      'should be a GSTIN: 15 characters, e.g. 27AAPFU0939F1ZV (state code, PAN, entity number, Z, check character)',
    ],
    [
      '27aapfu0939f1zv',
      'should be a GSTIN: 15 characters, e.g. 27AAPFU0939F1ZV (state code, PAN, entity number, Z, check character)',
    ],
    [
      '27AAPFU0939F1YV',
      'should be a GSTIN: 15 characters, e.g. 27AAPFU0939F1ZV (state code, PAN, entity number, Z, check character)',
    ],
    ['00AAPFU0939F1ZV', 'should start with a state code from 01 to 38 (found 00)'],
  ])('refuses %s: %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('catches every single-character typo and swap of neighbours the check character can see', () => {
    const valid = '27AAPFU0939F1ZV';
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.constantFrom(...alphabet), (index, char) => {
        const typo = valid.slice(0, index) + char + valid.slice(index + 1);
        if (typo === valid) return;
        expect(isGstin(typo)).toBe(false);
      }),
    );
    expect(gstinCheckCharacter(valid)).toBe('V');
  });
});
