import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTENT_DIR = fileURLToPath(new URL('../../../packages/content/json/', import.meta.url));
const MESSAGES_DIR = fileURLToPath(new URL('../../../packages/i18n/messages/', import.meta.url));
/** The languages written in Devanagari: their catalogs and the content's texts in them. */
export const DEVANAGARI_LANGS = ['mr', 'hi'] as const;
const INTL_TAGS = { mr: 'mr-IN', hi: 'hi-IN' } as const;

/**
 * What a guest may type or a page may show whatever the content: printable ASCII, ₹, and the
 * joiners Marathi writes some conjuncts with (र्‍य), with the dotted circle a shaper shows a lone
 * vowel sign on.
 */
const ALWAYS = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 0x20 + i))}₹\u200C\u200D\u25CC`;

/** Every string in a JSON value; `skip` leaves out a language object's entries of other languages. */
function stringsOf(value: unknown, skip: (key: string) => boolean, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, skip, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!skip(key)) stringsOf(item, skip, out);
  }
  return out;
}

const jsonFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The texts of the Marathi and Hindi pages: the content's (its `mr` and `hi` texts and those
 * every language shares, such as the hotels' names), the message catalogs' and the month and
 * weekday names Intl writes in those languages (calendarDateText).
 */
export function devanagariPageTexts({
  contentDir = CONTENT_DIR,
  messagesDir = MESSAGES_DIR,
} = {}): string[] {
  // A text of the content is `{ en, mr, hi }`: its English is never on these pages.
  const english = (key: string) => key === 'en';
  const texts = jsonFiles(contentDir).flatMap((file) => stringsOf(readJson(file), english, []));
  for (const area of readdirSync(messagesDir)) {
    for (const lang of DEVANAGARI_LANGS) {
      texts.push(...stringsOf(readJson(join(messagesDir, area, `${lang}.json`)), () => false, []));
    }
  }
  for (const lang of DEVANAGARI_LANGS) {
    for (const width of ['long', 'short'] as const) {
      const months = new Intl.DateTimeFormat(INTL_TAGS[lang], { month: width, timeZone: 'UTC' });
      const days = new Intl.DateTimeFormat(INTL_TAGS[lang], { weekday: width, timeZone: 'UTC' });
      for (let month = 0; month < 12; month += 1)
        texts.push(months.format(Date.UTC(2026, month, 1)));
      for (let day = 0; day < 7; day += 1) texts.push(days.format(Date.UTC(2026, 0, 4 + day)));
    }
  }
  return texts;
}

/** The characters the font of the Marathi and Hindi pages must have, once each, sorted. */
export function devanagariCharacters(texts = devanagariPageTexts()): string {
  const characters = new Set(ALWAYS);
  for (const text of texts)
    for (const character of text) if (/\S/u.test(character)) characters.add(character);
  return [...characters].sort().join('');
}
