import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The entries the app and React Router's own virtual modules import. */
const ENTRIES = new Set(['react-router', 'react-router/dom']);
const DEVELOPMENT = '/dist/development/';
const PRODUCTION = '/dist/production/';

/**
 * React Router's production build for the browser. Its package exports only name
 * `dist/development` (remix-run/react-router#14102, open), whose one difference is
 * `ENABLE_DEV_WARNINGS = true`: warnings and their messages, ~0.6 KB of brotli on every page.
 * The prerender (the `ssr` environment) keeps what Node resolves, so each environment has one
 * copy of the router. A React Router that exports its production build makes this a no-op; one
 * without the file fails the build rather than ship the other.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'hotel:react-router-production',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(id, importer, options) {
      if (!ENTRIES.has(id)) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(DEVELOPMENT)) return resolved;
      return { ...resolved, id: productionFile(resolved.id) };
    },
  };
}

/** The production twin of a file of React Router's development build; throws when it is missing. */
export function productionFile(developmentFile: string): string {
  const file = developmentFile.replace(DEVELOPMENT, PRODUCTION);
  if (!existsSync(file)) {
    throw new Error(
      `React Router's production build has no ${file} (for ${developmentFile}): see vite/reactRouterProduction.ts.`,
    );
  }
  return file;
}
