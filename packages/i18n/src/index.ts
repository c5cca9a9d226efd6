import { baseLocale, locales, overwriteGetLocale } from './paraglide/runtime.js';

/** The site's languages: English first (the addresses without a prefix), then Marathi, Hindi. */
export const LANGS = locales;
export type Lang = (typeof LANGS)[number];

/** The language of the addresses without a prefix, and of everything staff see. */
export const DEFAULT_LANG: Lang = baseLocale;

/** Each language's tag for `<html lang>`, `hreflang` and Intl (India's variant of each). */
export const LANG_TAG: Readonly<Record<Lang, string>> = { en: 'en-IN', mr: 'mr-IN', hi: 'hi-IN' };

/** Each language's name in itself, as a language switcher lists them. */
export const LANG_NAME: Readonly<Record<Lang, string>> = {
  en: 'English',
  mr: 'मराठी',
  hi: 'हिन्दी',
};

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/**
 * The locale Intl formats with in a language: its tag with Latin digits. Marathi's default
 * digits are Devanagari (१,२३,४५६); guests compare our prices and dates with travel sites that
 * write 1,23,456, so every language writes Latin digits.
 */
export const intlLocale = (lang: Lang): string => `${LANG_TAG[lang]}-u-nu-latn`;

/**
 * How each language writes a time of day: '2:00 pm' in English; in Marathi and Hindi the part of
 * the day by its name, as CLDR gives it ('दोपहर 2:00'), never a Latin 'PM'.
 */
const TIME_OF_DAY: Readonly<Record<Lang, Intl.DateTimeFormatOptions>> = {
  en: { timeStyle: 'short' },
  mr: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
  hi: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
};

/**
 * CLDR's Marathi names a part of the day as a noun ('सकाळ', 'मध्यान्ह' at noon); a time in a
 * sentence takes its adverbial form, as Marathi speakers write it ('सकाळी 11:00 पर्यंत', 'दुपारी
 * 12:00 पासून'). Every part CLDR gives has its form here (index.test.ts walks the day's hours).
 */
const MARATHI_AT_TIME: Readonly<Record<string, string>> = {
  पहाट: 'पहाटे',
  सकाळ: 'सकाळी',
  मध्यान्ह: 'दुपारी',
  दुपार: 'दुपारी',
  संध्याकाळ: 'संध्याकाळी',
  रात्र: 'रात्री',
};

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's time of day in `timeZone`, as `lang` writes it in a sentence (Latin digits):
 * '2:00 pm', 'दुपारी 2:00', 'दोपहर 2:00'.
 */
export function timeOfDayText(at: Date, lang: Lang, timeZone: string): string {
  const key = `${lang} ${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { ...TIME_OF_DAY[lang], timeZone });
    timeFormats.set(key, format);
  }
  if (lang !== 'mr') return format.format(at);
  return format
    .formatToParts(at)
    .map(({ type, value }) => (type === 'dayPeriod' ? (MARATHI_AT_TIME[value] ?? value) : value))
    .join('');
}

/**
 * A clock time as the content writes it ('14:00', a hotel's check-in) in `lang`'s words: as it is
 * in English (the content's and the English pages' way), 'दुपारी 2:00' and 'दोपहर 2:00'.
 */
export const clockTimeText = (time: string, lang: Lang): string =>
  lang === 'en' ? time : timeOfDayText(new Date(`1970-01-01T${time}:00Z`), lang, 'UTC');

const PREFIX = /^\/(mr|hi)(?=\/|$)/i;

/** The language of a site path: `/mr/…` is Marathi, `/hi/…` Hindi, anything else English. */
export function langOfPath(pathname: string): Lang {
  const prefix = PREFIX.exec(pathname)?.[1]?.toLowerCase();
  return isLang(prefix) ? prefix : DEFAULT_LANG;
}

/** A site path without its language prefix: `/mr/GrandSinglebed` → `/GrandSinglebed`. */
export const unprefixedPath = (pathname: string): string => pathname.replace(PREFIX, '') || '/';

/**
 * The same page in another language: `pathIn('/GrandSinglebed', 'mr')` → `/mr/GrandSinglebed`,
 * `pathIn('/mr', 'en')` → `/`. A query or hash is kept as it is.
 */
export function pathIn(path: string, lang: Lang): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const bare = unprefixedPath(pathname);
  if (lang === DEFAULT_LANG) return `${bare}${rest}`;
  return `/${lang}${bare === '/' ? '' : bare}${rest}`;
}

let rendering: Lang = DEFAULT_LANG;

/**
 * Sets the language the messages render in (`m.…()` without a `locale`): the web app's root sets
 * the page's before its children render; one process renders one page at a time.
 */
export function renderIn(lang: Lang): void {
  rendering = lang;
}

let langSource: () => Lang = () => rendering;

/** The language messages render in now. */
export const renderingLang = (): Lang => langSource();

/**
 * For a server that handles many requests at once (the API): where the language of the request
 * being handled comes from (an AsyncLocalStorage), instead of `renderIn`'s one language.
 */
export function renderLangFrom(source: () => Lang): void {
  langSource = source;
}

overwriteGetLocale(() => langSource());
