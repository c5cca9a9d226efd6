import type { SiteRoute } from '@hotel/content';
import { DEFAULT_LANG, LANG_TAG, unprefixedPath } from '@hotel/i18n';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Which page a route is, whatever its language: `/mr/Aboutus` and `/Aboutus` are one page. */
const pageKey = (route: SiteRoute) => `${route.kind} ${unprefixedPath(route.path).toLowerCase()}`;

/**
 * sitemap.xml of every indexable page of the content, in every language, each with the
 * addresses of its other languages (`hreflang` alternates, the English one as `x-default`).
 */
export function sitemapXml(siteUrl: string, routes: readonly SiteRoute[]): string {
  const listed = routes.filter((route) => route.sitemap);
  const twins = new Map<string, SiteRoute[]>();
  for (const route of listed)
    twins.set(pageKey(route), [...(twins.get(pageKey(route)) ?? []), route]);
  const href = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const urls = listed.map((route) => {
    const versions = twins.get(pageKey(route)) ?? [route];
    const english = versions.find((version) => version.lang === DEFAULT_LANG);
    const alternates = [
      ...versions.map((version) => [LANG_TAG[version.lang], version.path] as const),
      ...(english ? [['x-default', english.path] as const] : []),
    ].map(
      ([hreflang, path]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(path)}"/>`,
    );
    return `  <url>\n    <loc>${href(route.path)}</loc>\n${alternates.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, except the account, payment and admin screens. */
export function robotsTxt(siteUrl: string, routes: readonly SiteRoute[]): string {
  const private_ = routes
    .filter((route) => ['payment', 'paymentForm', 'signIn', 'myBookings'].includes(route.kind))
    .map((route) => route.path);
  const disallow = ['/admin', '/api/', ...private_].map((path) => `Disallow: ${path}`);
  return `User-agent: *\n${disallow.join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
