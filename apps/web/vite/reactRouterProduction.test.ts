import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionFile } from './reactRouterProduction.ts';

/** The file Node (and Vite, by the package's exports) resolves an entry of React Router to. */
const exported = (entry: string) => fileURLToPath(import.meta.resolve(entry));

/** Every file a file of the build imports beside it (`./chunk-….mjs`), and itself. */
function withChunks(file: string): string[] {
  const chunks = [...readFileSync(file, 'utf8').matchAll(/from "\.\/([^"]+)"/g)].map(
    ([, name]) => new URL(name as string, `file://${file}`).pathname,
  );
  return [file, ...chunks];
}

describe('React Router in the browser build', () => {
  it('is its production build, without the development warnings its exports bring', () => {
    for (const entry of ['react-router', 'react-router/dom']) {
      const development = withChunks(exported(entry)).join('\n');
      const production = withChunks(productionFile(exported(entry)))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      // What the package exports is the development build: the reason for the plugin.
      expect(development, entry).toContain('/dist/development/');
      expect(production, entry).toContain('var ENABLE_DEV_WARNINGS = false;');
      expect(production, entry).not.toContain('var ENABLE_DEV_WARNINGS = true;');
    }
  });

  it('fails the build when React Router has no production twin of a file', () => {
    expect(() => productionFile('/nowhere/react-router/dist/development/index.mjs')).toThrow(
      /no \/nowhere\/react-router\/dist\/production\/index\.mjs/,
    );
  });
});
