import type { Plugin } from 'vite';

/** What the app and React Router import from React, and the Preact module that stands in. */
const COMPAT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * The app and React Router on Preact (`preact/compat`) instead of React: ~10 KB brotli in the
 * browser instead of ~57 (docs/PERFORMANCE.md › Preact 11). The prerender (the `ssr`
 * environment) runs on it too, so the HTML is what the browser hydrates; React Router is bundled
 * there, or Node would load it with React.
 */
export function preactCompat(): Plugin {
  return {
    name: 'hotel:preact-compat',
    // Aliases, not a resolveId hook, so that the dev server's pre-bundled dependencies get them.
    config: () => ({
      resolve: {
        alias: Object.entries(COMPAT).map(([find, replacement]) => ({
          find: new RegExp(`^${find}$`),
          replacement,
        })),
      },
      ssr: { noExternal: ['react-router'] },
    }),
  };
}
