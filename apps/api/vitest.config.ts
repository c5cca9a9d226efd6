import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Guards against a hang, never a verdict on speed (benchmarks measure speed): beside another
    // `pnpm test` on 2 cores a test that takes a second alone took over 20 s (issue 26).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
