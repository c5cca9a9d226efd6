import { m } from '@hotel/i18n/messages';

/**
 * The characters a name on a tax invoice may hold: those its fonts (Noto Sans, Noto Sans
 * Devanagari) print. Latin with every accent (Zoë Ångström, Nguyễn), Devanagari (Hindi,
 * Marathi; with the joiners that choose a half form), Greek and Cyrillic, spaces, digits, and a
 * name's punctuation (D’Souza, Bhide & Sons Pvt. Ltd.). apps/api checks each one against the
 * fonts (documents/documentFonts.test.ts), so nothing accepted here can print as garbage.
 */
export const PRINTABLE_NAME_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0100, 0x024f], // Latin Extended-A and -B
  [0x02b0, 0x02ff], // spacing modifier letters: ʻ ʼ
  [0x0300, 0x036f], // combining accents (a name typed decomposed)
  [0x0370, 0x0377], // Greek
  [0x037a, 0x037f],
  [0x0384, 0x038a],
  [0x038c, 0x038c],
  [0x038e, 0x03a1],
  [0x03a3, 0x03e1],
  [0x03f0, 0x03ff],
  [0x0400, 0x04ff], // Cyrillic
  [0x0900, 0x097f], // Devanagari
  [0x1e00, 0x1eff], // Latin Extended Additional: Vietnamese
  [0x200c, 0x200d], // zero-width non-joiner and joiner
  [0x2010, 0x2027], // dashes, quotes ’ “ ”, bullets, ellipsis
];

const printable = (codePoint: number) =>
  PRINTABLE_NAME_RANGES.some(([from, to]) => from <= codePoint && codePoint <= to);

/** The characters of `value` a tax invoice cannot print, each once, in order. */
export const unprintableInName = (value: string): string[] => [
  ...new Set([...value].filter((character) => !printable(character.codePointAt(0) ?? 0))),
];

/**
 * The message for a name holding `characters`, which the invoice cannot print, in the language
 * being rendered (the payment page's guest reads it in theirs).
 */
export const unprintableNameMessage = (characters: readonly string[]): string =>
  m.fields_nameUnprintable({
    characters: characters
      .slice(0, 5)
      .map((character) => `“${character}”`)
      .join(' '),
  });
