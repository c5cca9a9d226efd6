import { defineConfig } from 'vitest/config';

export default defineConfig({
  // 20 s, as the other packages: a guard against a hang, never a verdict on speed (a test over
  // 5 s beside another pnpm test is load, not a fault; issue 26).
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 20_000 },
});
