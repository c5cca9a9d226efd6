import { routes, site } from '@hotel/content';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://hotels.example.com', routes());

  it('lists the landing, hotel, banquet, room, contact and About Us pages once each', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain('https://hotels.example.com/');
    expect(locs).toContain('https://hotels.example.com/Hotel-Grand-Imperial');
    expect(locs).toContain('https://hotels.example.com/Akash-Banquet-Hall');
    expect(locs).toContain('https://hotels.example.com/AkashLuxuryroom');
    expect(locs).toContain('https://hotels.example.com/Grandcontactus');
    expect(locs).toContain('https://hotels.example.com/Aboutus');
    expect(locs).toHaveLength(1 + 3 + 1 + 12 + 3 + 1);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('leaves out the pieces, the duplicate /Home, redirects and private pages', () => {
    for (const path of [
      '/Home',
      '/GrandHeader',
      '/BanquetBody',
      '/Payment',
      '/rooms/',
      '/AdminDashboard',
    ]) {
      expect(xml).not.toContain(`example.com${path}<`);
    }
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
