import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes, type SiteRoute, site } from '@hotel/content';
import { langOfPath, pathIn } from '@hotel/i18n';
import type { Config } from '@react-router/dev/config';
import { deferHydration } from './prerender/deferHydration';
import { robotsTxt, sitemapXml } from './seo/sitemap';
import { buildLanguage } from './vite/staticLanguage';

/**
 * No runtime rendering: every path of the content is prerendered to static HTML at build time,
 * and so is the not-found page in each language (`404.html`, `mr/404.html`, …); other paths get
 * the app shell (`__spa-fallback.html`). The API serves them, an unknown `/mr/…` address with the
 * Marathi not-found page.
 */
/** An address no content route takes: the catch-all route prerendered as the not-found page. */
const NOT_FOUND_PATH = '/__not-found';
/**
 * The language this build prerenders (scripts/build.mjs builds each on its own, `HOTEL_BUILD_LANG`),
 * or every language when unset (`react-router build` alone).
 */
const buildLang = buildLanguage();
const ofThisBuild = (path: string) => buildLang === undefined || langOfPath(path) === buildLang;
/** The not-found page's address in each language the site is published in (of this build). */
const notFoundPaths = site.languages
  .map((lang) => pathIn(NOT_FOUND_PATH, lang))
  .filter(ofThisBuild);
/** Pages that show what the browser loads for the guest (a quote, a payment, bookings). */
const SHOWN_BY_SCRIPT = new Set<SiteRoute['kind']>([
  'payment',
  'paymentForm',
  'myBookings',
  'search',
]);

export default {
  ssr: false,
  // React Router v8's behaviour now, so the upgrade to v8 (which needs Node 22) changes nothing
  // here; but a route module stays one file. Split, a route's clientLoader was a chunk of its own
  // beside a near-empty main one: every page's session read (routes/account/sessionData.ts) cost
  // two requests, ~340 bytes of headers each over HTTP/1.1, for ~300 bytes of code.
  future: { v8_middleware: true, v8_splitRouteModules: false, v8_viteEnvironmentApi: true },
  // WEB_BUILD_DIRECTORY: a second build elsewhere (the secret scan in e2e/secrets.e2e.ts).
  buildDirectory: process.env.WEB_BUILD_DIRECTORY ?? 'dist',
  prerender: () => [
    ...routes()
      .map((route) => route.path)
      .filter(ofThisBuild),
    ...notFoundPaths,
  ],
  buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    // The not-found pages are files, not addresses of the site: /mr/__not-found → mr/404.html.
    for (const path of notFoundPaths) {
      const prerendered = join(client, path);
      renameSync(
        join(prerendered, 'index.html'),
        join(client, path.replace(NOT_FOUND_PATH, '/404.html')),
      );
      rmSync(prerendered, { recursive: true, force: true });
      rmSync(`${prerendered}.data`, { force: true });
    }
    // Every prerendered page paints before its scripts load, but those whose content is the
    // guest's own, which only the scripts can show, and the app shell (admin, a booking's page).
    const keepStart = new Set([
      '__spa-fallback.html',
      ...routes()
        .filter((route) => SHOWN_BY_SCRIPT.has(route.kind))
        .map((route) => join(route.path.slice(1), 'index.html')),
    ]);
    for (const file of readdirSync(client, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html') || keepStart.has(file)) continue;
      const path = join(client, file);
      writeFileSync(path, deferHydration(readFileSync(path, 'utf8')));
    }
    writeFileSync(join(client, 'sitemap.xml'), sitemapXml(site.url, routes()));
    writeFileSync(join(client, 'robots.txt'), robotsTxt(site.url, routes()));
  },
} satisfies Config;
