import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes, site } from '@hotel/content';
import type { Config } from '@react-router/dev/config';
import { robotsTxt, sitemapXml } from './seo/sitemap';

/**
 * No runtime rendering: every path of the content is prerendered to static HTML at build time,
 * and other paths get the app shell (`__spa-fallback.html`), which the API serves.
 */
export default {
  ssr: false,
  // React Router v8's behaviour now, so the upgrade to v8 (which needs Node 22) changes nothing here.
  future: { v8_middleware: true, v8_splitRouteModules: true, v8_viteEnvironmentApi: true },
  // WEB_BUILD_DIRECTORY: a second build elsewhere (the secret scan in e2e/secrets.e2e.ts).
  buildDirectory: process.env.WEB_BUILD_DIRECTORY ?? 'dist',
  prerender: () => routes().map((route) => route.path),
  buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    writeFileSync(join(client, 'sitemap.xml'), sitemapXml(site.url, routes()));
    writeFileSync(join(client, 'robots.txt'), robotsTxt(site.url, routes()));
  },
} satisfies Config;
