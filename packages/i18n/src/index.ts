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
 * the day by its name, as CLDR gives it ('दुपार 2:00', 'दोपहर 2:00'), never a Latin 'PM'.
 */
export const TIME_OF_DAY: Readonly<Record<Lang, Intl.DateTimeFormatOptions>> = {
  en: { timeStyle: 'short' },
  mr: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
  hi: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
};

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
