import { defineConfig } from 'vitest/config';
import { contentPhotos } from './vite/contentPhotos.ts';
import { devanagariFont } from './vite/devanagariFont.ts';
import { responseChecks } from './vite/responseChecks.ts';

export default defineConfig({
  // The loaders' `virtual:content-photos` and the API client's `virtual:response-checks`, as the
  // build makes them, and root.tsx's Devanagari font.
  plugins: [contentPhotos(), devanagariFont(), responseChecks()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'seo/**/*.test.ts',
      'prerender/**/*.test.ts',
      'vite/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'happy-dom',
    setupFiles: ['./app/test/setup.ts'],
    // The files share their worker's modules (React, zod, the response checks: loaded once, not
    // once for each of ~100 files, which was five sixths of this suite's time on 2 cores). No
    // test mocks a module, and setup.ts clears what a file leaves in the window (cookies,
    // storage, stubbed globals, timers) before the next file runs.
    isolate: false,
    // Above Testing Library's wait (app/test/setup.ts), so a slow wait fails as what it waited for.
    // A guard against a hang, never a verdict on speed: beside another `pnpm test` on 2 cores a
    // test that takes a second alone can take twenty (issue 26).
    testTimeout: 60_000,
    // setup.ts loads the forms' schemas and the response checks before the first file (~100
    // modules to transform): 10 s was once not enough on 2 cores while another test run shared
    // them, and 60 s not at a load average of 20 (two full runs and three builds).
    hookTimeout: 180_000,
  },
});
