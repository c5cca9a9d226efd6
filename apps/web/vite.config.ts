import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  publicDir: '../../packages/content/images',
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
