import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // 60 s, as the other packages: a guard against a hang, never a verdict on speed (issue 26).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The files share their worker's modules (zod and the schemas, built once instead of once a
    // file: 28 s → 7 s alone on 2 cores). No test mocks a module or changes shared state.
    isolate: false,
  },
});
