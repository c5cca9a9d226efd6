// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevanagariFont, devanagariSourceFont } from './devanagariFont.ts';

const CONTENT_DIR = fileURLToPath(new URL('../../../packages/content/json/', import.meta.url));
const MESSAGES_DIR = fileURLToPath(new URL('../../../packages/i18n/messages/', import.meta.url));
const GLOBAL_CSS = fileURLToPath(new URL('../app/styles/global.css', import.meta.url));

/** Every string in a JSON value, or only those under an `mr` or `hi` key (`inLanguage`). */
function strings(value: unknown, inLanguage: boolean): string[] {
  if (typeof value === 'string') return inLanguage ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, inLanguage));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    strings(item, inLanguage || key === 'mr' || key === 'hi'),
  );
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const jsonUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));

/** The Marathi and Hindi texts of the content JSON and of the message catalogs. */
const contentTexts = jsonUnder(CONTENT_DIR).flatMap((file) => strings(readJson(file), false));
const catalogTexts = jsonUnder(MESSAGES_DIR)
  .filter((file) => /[\\/](mr|hi)\.json$/.test(file))
  .flatMap((file) => strings(readJson(file), true));
/** What Intl writes on those pages' calendars: month and weekday names. */
const calendarTexts = ['mr-IN', 'hi-IN'].flatMap((tag) =>
  Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(tag, {
      month: 'long',
      weekday: 'long',
      timeZone: 'UTC',
    }).format(Date.UTC(2026, month, 1 + month)),
  ),
);

const cacheDir = mkdtempSync(join(tmpdir(), 'devanagari-font-'));
let font: fontkit.Font;
let woff2: Buffer;

beforeAll(async () => {
  woff2 = readFileSync(await buildDevanagariFont(cacheDir));
  font = fontkit.create(woff2) as fontkit.Font;
});
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** The characters of `texts` (not spaces) the font has no glyph for. */
const missing = (texts: readonly string[]) =>
  [...new Set(texts.join('').replace(/\s/gu, ''))].filter(
    (character) => !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
  );

/**
 * The words of `texts` that shape to a missing glyph (.notdef): a conjunct or vowel sign's form
 * left out. Word by word (no conjunct crosses a space), each once.
 */
const misshaped = (texts: readonly string[]) =>
  [...new Set(texts.flatMap((text) => text.split(/\s+/u)))].filter((word) =>
    font.layout(word).glyphs.some((glyph) => glyph.id === 0),
  );

describe('the Marathi and Hindi pages’ font', () => {
  it('is WOFF2, far smaller than the whole font', () => {
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.familyName).toBe('Noto Sans Devanagari');
    expect(woff2.length).toBeLessThan(readFileSync(devanagariSourceFont()).length / 4);
  });

  it('has every character of the content’s Marathi and Hindi texts', () => {
    expect(contentTexts.join('')).toMatch(/\p{Script=Devanagari}/u);
    expect(missing(contentTexts)).toEqual([]);
  });

  it('has every character of the Marathi and Hindi message catalogs', () => {
    expect(catalogTexts.join('')).toMatch(/\p{Script=Devanagari}/u);
    expect(missing(catalogTexts)).toEqual([]);
  });

  it('has the month and weekday names of the calendars, and the rupee sign', () => {
    expect(missing([...calendarTexts, '₹1,23,456.00'])).toEqual([]);
  });

  it('shapes every text with its conjuncts and vowel signs, no glyph missing', () => {
    expect(misshaped(['क्ष', 'श्र', 'त्र', 'ज्ञ', 'द्द', 'र्‍य'])).toEqual([]);
    expect(misshaped([...contentTexts, ...catalogTexts, ...calendarTexts])).toEqual([]);
  });

  it('leaves out what the pages never show (the Vedic signs)', () => {
    expect(fontkit.openSync(devanagariSourceFont()).hasGlyphForCodePoint(0x1cd0)).toBe(true);
    expect(font.hasGlyphForCodePoint(0x1cd0)).toBe(false);
  });

  it('gives the fallback face the font’s own vertical metrics, so lines keep their height', () => {
    const css = readFileSync(GLOBAL_CSS, 'utf8');
    const fallback = css.match(/font-family: "Noto Sans Devanagari Fallback";[^}]*/)?.[0] ?? '';
    const percent = (units: number) => `${+((units / font.unitsPerEm) * 100).toFixed(1)}%`;
    expect(fallback).toContain(`ascent-override: ${percent(font.ascent)};`);
    expect(fallback).toContain(`descent-override: ${percent(-font.descent)};`);
    expect(fallback).toContain(`line-gap-override: ${percent(font.lineGap)};`);
  });
});
