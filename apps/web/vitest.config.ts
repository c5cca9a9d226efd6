import { defineConfig } from 'vitest/config';
import { contentPhotos } from './vite/contentPhotos.ts';

export default defineConfig({
  // The loaders' `virtual:content-photos`, as the build makes it.
  plugins: [contentPhotos()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'seo/**/*.test.ts', 'prerender/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['./app/test/setup.ts'],
  },
});
