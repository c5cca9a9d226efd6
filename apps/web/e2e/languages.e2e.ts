import { contentIn, routes, type SiteRoute } from '@hotel/content';
import { LANG_TAG, type Lang } from '@hotel/i18n';
import { describe, expect, it } from 'vitest';
import * as site from './support/browser';

/**
 * Issue 30: every page in Marathi and Hindi. The route table's /mr and /hi pages (all but the
 * redirects) answer their prerendered page in that language, and no English sentence is left in
 * what a visitor reads once the page has loaded, but the proper names allowed below.
 */
const translatedPages = routes().filter(
  (route): route is SiteRoute => route.lang !== 'en' && route.kind !== 'redirect',
);

/**
 * What may stay in Latin letters on a Marathi or Hindi page: the names of the group, its
 * properties and their legal names, addresses (written as the post office writes them), guests'
 * own words in their testimonials (quoted as they wrote them), and the payment provider.
 */
function allowedEnglish(lang: Lang): string[] {
  const { site: group, properties, privacy } = contentIn(lang);
  return [
    group.name,
    ...properties.flatMap((property) => [
      property.name,
      property.shortName,
      property.address.street,
      property.address.locality,
      property.address.city,
      property.address.state,
      `${property.address.street}, ${property.address.locality}`,
      ...('legal' in property ? [property.legal.name] : []),
      ...property.testimonials.flatMap((testimonial) => Object.values(testimonial)),
    ]),
    privacy.grievanceOfficer.name,
    privacy.grievanceOfficer.postalAddress,
    'Razorpay',
    // Laws, a public body, a statutory form and the Act's defined term, given in English beside
    // their Marathi or Hindi name on the legal pages, as they are officially called.
    'Digital Personal Data Protection Act',
    'Central Goods and Services Tax Act',
    'Consumer Protection Act',
    'Data Protection Board of India',
    'data fiduciary',
    'Form C',
    // The placeholder web studio of the footer's credit (content:check --launch asks for the real one).
    'Example Web Studio',
  ].sort((a, b) => b.length - a.length);
}

/** Runs of two or more Latin words once the allowed names, addresses and links are taken out. */
function englishLeft(text: string, lang: Lang, names: readonly string[]): string[] {
  let rest = text.replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+/g, ' ');
  for (const allowed of [...names, ...allowedEnglish(lang)]) rest = rest.split(allowed).join(' ');
  return [...rest.matchAll(/[A-Za-z][A-Za-z'’.-]*(?:[ ,:]+[A-Za-z][A-Za-z'’.-]*)+/g)].map(
    ([run]) => run,
  );
}

describe('the Marathi and Hindi pages', () => {
  const browser = site.useBrowser();

  it.each(translatedPages.map((route) => [route.path, route.lang] as const))(
    '%s answers its prerendered page in its language, with the other languages named',
    async (path, lang) => {
      const response = await fetch(`${site.baseUrl()}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${LANG_TAG[lang]}"`);
      expect(html).toContain(
        `<meta property="og:locale" content="${LANG_TAG[lang].replace('-', '_')}"/>`,
      );
    },
  );

  it('leave no English sentence in what a visitor reads, on any page of the route table', async () => {
    // Hotels an admin added (the admin journeys add some) are listed by their names too.
    const listed = (await (await fetch(`${site.baseUrl()}/api/hotels`)).json()) as unknown;
    const hotelNames =
      JSON.stringify(listed)
        .match(/"name":"[^"]+"/g)
        ?.map((pair) => pair.slice(8, -1)) ?? [];
    const guarded = await site.openPage(browser(), { viewport: { width: 390, height: 844 } });
    const left: string[] = [];
    for (const route of translatedPages) {
      await site.gotoReady(guarded.page, route.path);
      await guarded.page.waitForLoadState('networkidle');
      const text = await guarded.page.evaluate(() => document.body.innerText);
      for (const run of englishLeft(text, route.lang, hotelNames))
        left.push(`${route.path}: ${run}`);
    }
    expect(left).toEqual([]);
    site.expectNoProblems(guarded);
    await guarded.close();
  }, 300_000);

  it.each(
    translatedPages
      .filter((route) => route.sitemap || route.kind === 'payment' || route.kind === 'signIn')
      .filter(
        (route, index, all) =>
          all.findIndex((other) => other.kind === route.kind && other.lang === route.lang) ===
          index,
      )
      .map((route) => [route.path] as const),
  )('%s passes axe (no serious or critical issue)', async (path) => {
    const guarded = await site.openPage(browser());
    await site.gotoReady(guarded.page, path);
    await guarded.page.waitForLoadState('networkidle');
    expect(await site.seriousA11yViolations(guarded.page)).toEqual([]);
    site.expectNoProblems(guarded);
    await guarded.close();
  });
});
