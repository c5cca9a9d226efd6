import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The CLI tests start `tsx` as a child process, slow when the whole workspace tests at once.
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
