import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'seo/**/*.test.ts', 'prerender/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['./app/test/setup.ts'],
  },
});
