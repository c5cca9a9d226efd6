import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from './index.js';

/**
 * The message catalogs, one folder per area of the site (messages/<area>/<lang>.json): every
 * message in every language, none empty, each language with the same placeholders. Paraglide
 * falls back to English for a message a language lacks; here that fails instead, so a page never
 * shows English without anyone knowing.
 */
const messagesDir = join(import.meta.dirname, '..', 'messages');
const areas = readdirSync(messagesDir);

type Catalog = Record<string, unknown>;
const catalog = (area: string, lang: string): Catalog => {
  const { $schema: _, ...messages } = JSON.parse(
    readFileSync(join(messagesDir, area, `${lang}.json`), 'utf8'),
  ) as Catalog;
  return messages;
};

/** Every text of a message: a plain one, or each case of one with variants (plurals). */
const textsOf = (message: unknown): string[] =>
  typeof message === 'string'
    ? [message]
    : (message as { match: Record<string, string> }[]).flatMap((variant) =>
        Object.values(variant.match),
      );

const placeholders = (message: unknown): string[] =>
  [...new Set(textsOf(message).flatMap((text) => text.match(/\{[^}]+\}/g) ?? []))].sort();

describe.each(areas)('the %s messages', (area) => {
  const english = catalog(area, 'en');

  it.each(LANGS.filter((lang) => lang !== 'en'))(
    'are all written in %s, with the same placeholders',
    (lang) => {
      const translated = catalog(area, lang);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        const texts = textsOf(translated[key]);
        expect(texts.length, `${area}/${lang}.json › ${key}`).toBeGreaterThan(0);
        for (const text of texts) expect(text.trim(), `${area}/${lang}.json › ${key}`).not.toBe('');
        expect(placeholders(translated[key]), `${area}/${lang}.json › ${key}`).toEqual(
          placeholders(message),
        );
      }
    },
  );

  it('are named after their area, so two areas never define one message', () => {
    for (const key of Object.keys(english)) {
      if (area !== 'common') expect(key.startsWith(`${area}_`), key).toBe(true);
    }
  });
});
