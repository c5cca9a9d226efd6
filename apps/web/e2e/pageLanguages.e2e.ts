import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes, site } from '@hotel/content';
import { DEFAULT_LANG, type Lang, pathIn } from '@hotel/i18n';
import { describe, expect, it } from 'vitest';
import { assetFile, initialScripts } from '../scripts/initialAssets';
import { EVERY_LANGUAGE } from '../vite/staticLanguage';

/**
 * Issue 30: "only the page's own language is shipped". The built pages (apps/web/dist, one build a
 * language: scripts/build.mjs) load scripts with their own language's message texts, and none of
 * Marathi's or Hindi's when they are of another language. (English words are also in code that is
 * not a message, shared by every language's pages: the staff's labels of @hotel/validators, the
 * room types' names, React Router's error title. vite/staticLanguage.test.ts shows the English
 * text of each message cut from a Marathi build.)
 */
const catalogs = join(
  dirname(fileURLToPath(import.meta.resolve('@hotel/i18n/package.json'))),
  'messages',
);

/** Every text of `lang`'s catalogs without a placeholder (a plural's variants too). */
function textsOf(lang: Lang): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (!value.includes('{')) texts.add(value);
    } else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) collect(inner);
    }
  };
  for (const area of readdirSync(catalogs)) {
    const catalog = JSON.parse(readFileSync(join(catalogs, area, `${lang}.json`), 'utf8'));
    for (const [key, message] of Object.entries(catalog)) {
      if (key !== '$schema' && !EVERY_LANGUAGE.has(key)) collect(message);
    }
  }
  return texts;
}

const texts = new Map(site.languages.map((lang) => [lang, textsOf(lang)]));

/**
 * `lang`'s texts that no other language has, long enough not to be a word of the code (an
 * English label such as "Email" can be a property name in a script).
 */
function onlyIn(lang: Lang): string[] {
  const others = site.languages.filter((other) => other !== lang);
  return [...(texts.get(lang) ?? [])].filter(
    (text) => text.length >= 12 && others.every((other) => !texts.get(other)?.has(text)),
  );
}

/** The kinds of page checked in each language, and the app shell. */
const KINDS = ['landing', 'hotel', 'room', 'contact', 'search', 'payment'] as const;

function pagesIn(lang: Lang): string[] {
  const paths = KINDS.map(
    (kind) => routes().find((route) => route.lang === lang && route.kind === kind)?.path,
  );
  if (paths.some((path) => path === undefined))
    throw new Error(`A kind of page has no ${lang} path.`);
  return [...(paths as string[]), pathIn('/__spa-fallback.html', lang)];
}

describe('the scripts of a page', () => {
  it.each(site.languages)('carry the %s texts only', (lang) => {
    const own = onlyIn(lang);
    const foreign = site.languages
      .filter((other) => other !== lang && other !== DEFAULT_LANG)
      .flatMap((other) => onlyIn(other).map((text) => ({ other, text })));
    for (const page of pagesIn(lang)) {
      const scripts = initialScripts(page)
        .map((script) => readFileSync(assetFile(script), 'utf8'))
        .join('\n');
      // The check can fail: the page's own texts are in its scripts.
      expect(
        own.filter((text) => scripts.includes(text)).length,
        `${page}'s own texts`,
      ).toBeGreaterThan(0);
      expect(
        foreign.filter(({ text }) => scripts.includes(text)),
        `${page} carries another language's texts`,
      ).toEqual([]);
    }
  });
});
