import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Script } from './fontRuns.js';

export type Weight = 'regular' | 'bold';

/**
 * Google Fonts' Noto Sans (Latin with every accent, Greek, Cyrillic and ₹) and Noto Sans
 * Devanagari (Hindi and Marathi, with the OpenType tables fontkit shapes conjuncts and matras
 * with), as the @expo-google-fonts packages ship them: whole TTF files, resolved from the
 * packages so the compiled server finds them wherever pnpm put them.
 */
const FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
};

export type DocumentFonts = Record<Script, Record<Weight, fontkit.Font>>;

const resolve = createRequire(import.meta.url).resolve;

/** The most shaped words kept per font: a few pages of names, labels and amounts. */
const SHAPED_WORDS_KEPT = 2000;

/** A copy of `run` whose positions pdfkit may scale in place (it does) without harm. */
const copyOf = (run: fontkit.GlyphRun): fontkit.GlyphRun =>
  Object.assign(Object.create(Object.getPrototypeOf(run)), run, {
    positions: run.positions.map((position) =>
      Object.assign(Object.create(Object.getPrototypeOf(position)), position),
    ),
  });

/**
 * Keeps the words `font` shapes across documents (pdfkit keeps them for one document): shaping a
 * word through Noto's OpenType tables costs far more than the rest of a page, and an invoice's
 * words ("GSTIN:", "₹9,998.00", the hotel's name) repeat from one document to the next. Sharing
 * the glyphs is sound because no glyph of these fonts stands for two characters
 * (documentFonts.test.ts checks), so a glyph's character is the same in every document.
 */
function keepShapedWords(font: fontkit.Font): fontkit.Font {
  const shape = font.layout.bind(font);
  const shaped = new Map<string, fontkit.GlyphRun>();
  font.layout = (text, features, ...rest) => {
    if (features !== undefined || rest.length > 0) return shape(text, features, ...rest);
    let run = shaped.get(text);
    if (!run) {
      run = shape(text);
      if (shaped.size >= SHAPED_WORDS_KEPT) shaped.delete(shaped.keys().next().value ?? '');
      shaped.set(text, run);
    }
    return copyOf(run);
  };
  return font;
}

function load(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(resolve(file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font.`);
  return keepShapedWords(font);
}

let fonts: DocumentFonts | undefined;

/**
 * The four fonts, read and parsed once per process: fontkit keeps each font's decoded tables, so
 * only the first document pays for them, and pdfkit subsets each document's own glyphs.
 */
export function documentFonts(): DocumentFonts {
  fonts ??= {
    latin: { regular: load(FILES.latin.regular), bold: load(FILES.latin.bold) },
    devanagari: { regular: load(FILES.devanagari.regular), bold: load(FILES.devanagari.bold) },
  };
  return fonts;
}

/** Whether `script`'s font (both weights: they cover the same characters) has `codePoint`. */
export const fontHas = (script: Script, codePoint: number): boolean =>
  documentFonts()[script].regular.hasGlyphForCodePoint(codePoint);
