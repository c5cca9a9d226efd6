import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  publicDir: '../../packages/content/images',
  // Development only: where `react-router dev` sends /api calls.
  server: { proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3000' } },
});
