import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Guards against a hang, never a verdict on speed: photos are encoded and a CLI started, slow
  // beside another `pnpm test` (issue 26).
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The files share their worker's modules (zod, sharp, the schemas: loaded once instead of once
    // a file, 40 s → 24 s alone on 2 cores). No test mocks a module or changes shared state.
    isolate: false,
  },
});
