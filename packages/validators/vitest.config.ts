import { defineConfig } from 'vitest/config';

export default defineConfig({
  // 20 s, as the other packages: a guard against a hang, never a verdict on speed (issue 26).
  test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
