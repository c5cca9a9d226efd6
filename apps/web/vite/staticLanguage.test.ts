// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messageIn } from './staticLanguage.ts';

/** The message modules Paraglide compiled, as the build imports them (`pnpm build` of @hotel/i18n). */
const messagesDir = join(
  dirname(fileURLToPath(import.meta.resolve('@hotel/i18n/package.json'))),
  'dist/src/paraglide/messages',
);
const messageFiles = readdirSync(messagesDir).filter(
  (file) => file.endsWith('.js') && file !== '_index.js',
);
const moduleOf = (file: string) => readFileSync(join(messagesDir, file), 'utf8');

describe('a message cut to one language (vite/staticLanguage.ts)', () => {
  it('renders every message in the build’s language, the others’ texts left unused', () => {
    expect(messageFiles.length).toBeGreaterThan(500);
    for (const file of messageFiles) {
      const code = moduleOf(file);
      const name = file.replace(/\.js$/, '');
      const cut = messageIn(code, 'mr', file);
      if (name.startsWith('account_suggest')) continue;
      expect(cut, file).toContain(`return mr_${name}(inputs);`);
      expect(cut, file).not.toContain('getLocale()');
      expect(cut, file).not.toMatch(/return (en|hi)_\w+\(inputs\)/);
    }
  });

  it('keeps every language of the landing’s suggestion, which speaks the visitor’s language', () => {
    const file = messageFiles.find((name) => name.startsWith('account_suggestread'));
    expect(file).toBeDefined();
    const code = moduleOf(file as string);
    expect(messageIn(code, 'en', file as string)).toBe(code);
  });

  it('fails the build on a module it does not know, rather than ship every language', () => {
    expect(() => messageIn('export const x = () => "x";', 'mr', 'x.js')).toThrow(
      'x.js is not a Paraglide message as vite/staticLanguage.ts knows them.',
    );
    const code = moduleOf('account_adults.js').replace(/const hi_account_adults =/, 'const x =');
    expect(() => messageIn(code, 'hi', 'account_adults.js')).toThrow(
      'account_adults.js has no hi text for account_adults.',
    );
  });
});
