import { routes, site } from '@hotel/content';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://hotels.example.com', routes());

  it('lists the landing, hotel, banquet, room, contact, About Us, terms and privacy pages once each', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain('https://hotels.example.com/');
    expect(locs).toContain('https://hotels.example.com/Hotel-Grand-Imperial');
    expect(locs).toContain('https://hotels.example.com/Akash-Banquet-Hall');
    expect(locs).toContain('https://hotels.example.com/AkashLuxuryroom');
    expect(locs).toContain('https://hotels.example.com/Grandcontactus');
    expect(locs).toContain('https://hotels.example.com/Aboutus');
    expect(locs).toContain('https://hotels.example.com/terms');
    expect(locs).toContain('https://hotels.example.com/privacy');
    expect(locs).toContain('https://hotels.example.com/mr/AkashLuxuryroom');
    expect(locs).toContain('https://hotels.example.com/hi');
    // Each page in English, Marathi and Hindi.
    expect(locs).toHaveLength((1 + 3 + 1 + 12 + 3 + 1 + 2) * 3);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('names each page’s three languages, and English as the default, beside every address', () => {
    const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
      .map((match) => match[1] ?? '')
      .find((url) => url.includes('<loc>https://hotels.example.com/mr/Aboutus</loc>'));
    const alternates = [...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    );
    expect(alternates).toEqual([
      'en-IN https://hotels.example.com/Aboutus',
      'mr-IN https://hotels.example.com/mr/Aboutus',
      'hi-IN https://hotels.example.com/hi/Aboutus',
      'x-default https://hotels.example.com/Aboutus',
    ]);
  });

  it('leaves out the pieces, the duplicate /Home, redirects and private pages', () => {
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    const all = routes();
    const left = all.filter((route) => !route.sitemap);
    // Each of these is a real route of the site, so the sitemap could have listed it.
    for (const path of ['/Home', '/GrandHeader', '/BanquetBody', '/Payment', '/AdminDashboard']) {
      expect(left.map((route) => route.path)).toContain(path);
    }
    const roomRedirects = left.filter((route) => route.path.startsWith('/rooms/'));
    expect(roomRedirects.length).toBeGreaterThan(0);
    for (const route of left) expect(paths).not.toContain(route.path);
    expect(paths.filter((path) => path.startsWith('/rooms/'))).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of private screens', () => {
    const text = robotsTxt(site.url, routes());
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /Payment');
  });
});
