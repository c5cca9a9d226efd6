import { describe, expect, it } from 'vitest';
import { fontHas } from './documentFonts.js';
import { fontRuns, REPLACEMENT, unprintableIn } from './fontRuns.js';

const runsOf = (text: string) =>
  fontRuns(text, fontHas).map(({ script, text: drawn }) => [script, drawn]);

describe('fontRuns: text cut by script, each in a font that has it', () => {
  it('sets a Devanagari name, its spaces included, in the Devanagari font alone', () => {
    expect(runsOf('अनिल शर्मा')).toEqual([['devanagari', 'अनिल शर्मा']]);
    // A joiner (the half form of क्‍ष) and a danda stay in the run.
    expect(runsOf('क्‍ष।')).toEqual([['devanagari', 'क्‍ष।']]);
  });

  it('sets Latin with accents, precomposed or combining, in the Latin font alone', () => {
    expect(runsOf('Zoë Ångström')).toEqual([['latin', 'Zoë Ångström']]);
    expect(runsOf('Zoe\u0308 Nguyễn')).toEqual([['latin', 'Zoe\u0308 Nguyễn']]);
  });

  it('cuts a mixed text where the script changes; a neutral character stays with the run before it', () => {
    expect(runsOf('Anil (अनिल), ₹500')).toEqual([
      ['latin', 'Anil ('],
      ['devanagari', 'अनिल), ₹500'],
    ]);
  });

  it('sends a neutral character its run’s font lacks to the other font', () => {
    // Noto Sans Devanagari has no replacement sign; Noto Sans has.
    expect(fontHas('devanagari', 0xfffd)).toBe(false);
    expect(runsOf(`अनिल${REPLACEMENT}`)).toEqual([
      ['devanagari', 'अनिल'],
      ['latin', REPLACEMENT],
    ]);
  });

  it('draws a character neither font has as the replacement sign, and names it', () => {
    const runs = fontRuns('王 Li 😀', fontHas);
    expect(runs).toEqual([
      {
        script: 'latin',
        text: `${REPLACEMENT} Li ${REPLACEMENT}`,
        original: '王 Li 😀',
        unprintable: ['王', '😀'],
      },
    ]);
    expect(unprintableIn(runs)).toEqual(['王', '😀']);
    expect(fontRuns('', fontHas)).toEqual([]);
  });
});
