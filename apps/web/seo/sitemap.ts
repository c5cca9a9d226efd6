import type { SiteRoute } from '@hotel/content';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml of every indexable page of the content. */
export function sitemapXml(siteUrl: string, routes: readonly SiteRoute[]): string {
  const urls = routes
    .filter((route) => route.sitemap)
    .map((route) => `  <url><loc>${escapeXml(new URL(route.path, siteUrl).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, except the account, payment and admin screens. */
export function robotsTxt(siteUrl: string, routes: readonly SiteRoute[]): string {
  const private_ = routes
    .filter((route) => ['payment', 'paymentForm', 'signIn', 'myBookings'].includes(route.kind))
    .map((route) => route.path);
  const disallow = ['/admin', '/api/', ...private_].map((path) => `Disallow: ${path}`);
  return `User-agent: *\n${disallow.join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
