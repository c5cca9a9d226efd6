import { defineConfig } from 'vitest/config';

/** The one file that mocks a module (Fastify's serializer compiler); it runs in its own module graph. */
const MOCKS_A_MODULE = 'src/responseContract.test.ts';

export default defineConfig({
  test: {
    setupFiles: ['src/test/setup.ts'],
    // Guards against a hang, never a verdict on speed (benchmarks measure speed): beside another
    // `pnpm test` on 2 cores a test that takes a second alone took over 20 s (issue 26).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      // The files share their worker's modules (loading them again for each of the 100 files was a
      // third of the suite's time); setup.ts puts back the clock, mocks and stubs after each test.
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: [MOCKS_A_MODULE],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api, mocking', include: [MOCKS_A_MODULE] } },
    ],
  },
});
