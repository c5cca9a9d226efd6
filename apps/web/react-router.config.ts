import { routes } from '@hotel/content';
import type { Config } from '@react-router/dev/config';

/**
 * No runtime rendering: every public page of the content is prerendered to static HTML at build
 * time, and other paths get the app shell (`__spa-fallback.html`), which the API serves.
 */
export default {
  ssr: false,
  buildDirectory: 'dist',
  prerender: () => routes().map((route) => route.path),
} satisfies Config;
