import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoProblems,
  gotoReady,
  openPage,
  seriousA11yViolations,
  useBrowser,
} from './support/browser';

/** Every page route of the source specification's point 2, with a word its page must show. */
const sourcePages: [string, RegExp][] = [
  ['/', /WELCOME TO/],
  ['/Home', /WELCOME TO/],
  ['/BanquetBody', /Banquet/i],
  ['/Hotel-Aagam-Executive', /Aagam/],
  ['/Hotel-Grand-Imperial', /Grand Imperial/],
  ['/Hotel-Akash-Executive', /Akash Executive/],
  ['/Akash-Banquet-Hall', /Banquet/i],
  ['/GrandHeader', /Grand Imperial/],
  ['/AkashHeader', /Akash Executive/],
  ['/Banquetheader', /Banquet/i],
  ['/AkashFooter', /Akash Executive/],
  ['/GrandFooter', /Grand Imperial/],
  ['/BanquetFooter', /Banquet/i],
  ['/ContactUs', /GET IN TOUCH/],
  ['/Akashcontactus', /GET IN TOUCH/],
  ['/Grandcontactus', /GET IN TOUCH/],
  ['/Singlebed', /Single Bed/],
  ['/Doublebed', /Double Bed/],
  ['/Familysuite', /Family Suite/],
  ['/Luxuryroom', /Luxury Room/],
  ['/AkashSinglebed', /Single Bed/],
  ['/AkashDoublebed', /Double Bed/],
  ['/AkashFamilysuite', /Family Suite/],
  ['/AkashLuxuryroom', /Luxury Room/],
  ['/GrandSinglebed', /Single Bed/],
  ['/GrandDoublebed', /Double Bed/],
  ['/GrandFamilysuite', /Family Suite/],
  ['/GrandLuxuryroom', /Luxury Room/],
  ['/Aboutus', /About/i],
  ['/Payment', /Payment|Booking|room/i],
  ['/paymentform', /Payment Gateway|Payment/i],
  ['/SignLogin', /WELCOME TO/],
];

/** The source's admin screens, which lead to the real admin routes. */
const sourceRedirects: [string, string][] = [
  ['/AdminDashboard', '/admin'],
  ['/AddHotel', '/admin/add-hotel'],
  ['/AddRoom', '/admin/add-room'],
  ['/ViewBookings', '/admin/bookings'],
];

describe('every route of the source', () => {
  it.each(sourcePages)('%s answers 200 with its prerendered page', async (path, text) => {
    const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).toMatch(text);
  });

  it.each(sourceRedirects)('%s leads to %s', async (path, target) => {
    const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(target);
  });

  it('matches paths case-insensitively, sending other casings to the one address', async () => {
    const response = await fetch(`${baseUrl()}/singlebed`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/Singlebed');
  });
});

describe('in the browser', () => {
  const browser = useBrowser();

  it.each(sourcePages)(
    '%s renders without errors and passes axe (no serious or critical issue)',
    async (path, text) => {
      const guarded = await openPage(browser());
      await gotoReady(guarded.page, path);
      await guarded.page.waitForLoadState('networkidle');
      await guarded.page.locator('h1').first().waitFor({ state: 'visible' });
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what a visitor sees
      expect(await guarded.page.locator('body').innerText()).toMatch(text);
      expect(await seriousA11yViolations(guarded.page)).toEqual([]);
      expectNoProblems(guarded);
      await guarded.close();
    },
  );

  it('shows the 404 screen, with a 404 status, for an unknown address', async () => {
    const guarded = await openPage(browser());
    const response = await guarded.page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await guarded.page.getByRole('heading', { level: 1, name: '404 Not Found' }).waitFor();
    expect(await seriousA11yViolations(guarded.page)).toEqual([]);
    // The browser reports the page's own 404 status as a console error; nothing else may appear.
    expect(
      guarded.problems.filter(
        (problem) => !/Failed to load resource: .*status of 404/.test(problem),
      ),
    ).toEqual([]);
    await guarded.close();
  });
});
