import { defineConfig } from 'vitest/config';
import { contentPhotos } from './vite/contentPhotos.ts';
import { preactCompat } from './vite/preactCompat.ts';
import { responseChecks } from './vite/responseChecks.ts';

export default defineConfig({
  // The loaders' `virtual:content-photos` and the API client's `virtual:response-checks`, as the
  // build makes them; Preact in place of React, as the browser's bundle has it.
  plugins: [preactCompat(), contentPhotos(), responseChecks()],
  // The libraries' ES modules: their CommonJS ones would require React itself.
  resolve: { conditions: ['module', 'node', 'development|production'], mainFields: ['module'] },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'seo/**/*.test.ts',
      'prerender/**/*.test.ts',
      'vite/**/*.test.ts',
    ],
    environment: 'happy-dom',
    // Run through Vite, so that they import preact/compat too, not React from node_modules.
    server: { deps: { inline: [/[/]@testing-library[/]/, /[/]react-router[/]/] } },
    setupFiles: ['./app/test/setup.ts'],
  },
});
