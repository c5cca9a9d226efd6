import { hotels } from '@hotel/content';
import { PRINTABLE_NAME_RANGES, unprintableInName } from '@hotel/validators';
import { describe, expect, it } from 'vitest';
import { documentFonts, fontHas } from './documentFonts.js';
import { fontRuns, unprintableIn } from './fontRuns.js';

const printable = (codePoint: number) =>
  fontHas('latin', codePoint) || fontHas('devanagari', codePoint);

describe('the tax documents’ fonts', () => {
  it('print every character a guest’s name may hold (the validators’ ranges), in both weights', () => {
    const fonts = documentFonts();
    const missing: string[] = [];
    for (const [from, to] of PRINTABLE_NAME_RANGES) {
      for (let codePoint = from; codePoint <= to; codePoint += 1) {
        const inLatin = fonts.latin.regular.hasGlyphForCodePoint(codePoint);
        const inDevanagari = fonts.devanagari.regular.hasGlyphForCodePoint(codePoint);
        const bold =
          (inLatin && fonts.latin.bold.hasGlyphForCodePoint(codePoint)) ||
          (inDevanagari && fonts.devanagari.bold.hasGlyphForCodePoint(codePoint));
        if (!(inLatin || inDevanagari) || !bold) missing.push(`U+${codePoint.toString(16)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('refuse, through the validators, what they cannot print: CJK, emoji, Tamil, Arabic', () => {
    for (const name of ['王小明', 'Asha 😀', 'அனில்', 'أنيل']) {
      expect(unprintableInName(name).length, name).toBeGreaterThan(0);
      expect([...name].some((character) => !printable(character.codePointAt(0) ?? 0))).toBe(true);
    }
  });

  it('print every hotel’s legal name, address and room names as the content gives them', () => {
    const texts = hotels.flatMap((hotel) => [
      hotel.legal.name,
      ...Object.values(hotel.address).map(String),
      ...hotel.rooms.map((room) => room.title),
    ]);
    expect(unprintableIn(texts.flatMap((text) => fontRuns(text, fontHas)))).toEqual([]);
  });

  it('are read and parsed once per process, and give each character its own glyph', () => {
    expect(documentFonts()).toBe(documentFonts());
    // Shared across documents, a glyph maps back (ToUnicode) to the character it was first
    // drawn for: sound only while no glyph stands for two characters.
    for (const script of ['latin', 'devanagari'] as const) {
      for (const font of Object.values(documentFonts()[script])) {
        const ids = font.characterSet.map((codePoint) => font.glyphForCodePoint(codePoint).id);
        expect(new Set(ids).size, font.postscriptName).toBe(ids.length);
      }
    }
  });

  it('shape Devanagari: the i-matra drawn before its consonant, र् over the next as a reph', () => {
    const { devanagari } = documentFonts();
    const glyphs = (text: string) =>
      devanagari.regular
        .layout(text)
        .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints));
    // अनिल: ि (U+093F) is typed after न but drawn before it.
    expect(glyphs('अनिल')).toEqual(['अ', 'ि', 'न', 'ल']);
    // शर्मा: र् + म is one reph glyph set over मा, not a र with a visible virama.
    const sharma = glyphs('शर्मा');
    expect(sharma).not.toContain('्');
    expect(sharma.length).toBeLessThan([...'शर्मा'].length);
  });
});
