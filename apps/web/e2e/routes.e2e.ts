import { describe, expect, it } from 'vitest';
import * as site from './support/browser';

type PageExpectation = [path: string, h1: string, title: string];

/**
 * The rooms' pages: each hotel's four (the hotel's prefix, then the room's: /AkashSinglebed), with
 * the room's type as the <h1>, and the type and hotel in the title.
 */
const ROOM_PAGES = [
  ['Singlebed', 'Single Bed'],
  ['Doublebed', 'Double Bed'],
  ['Familysuite', 'Family Suite'],
  ['Luxuryroom', 'Luxury Room'],
] as const;
const HOTEL_PREFIXES = [
  ['', 'Hotel Aagam Executive'],
  ['Akash', 'Hotel Akash Executive'],
  ['Grand', 'Hotel Grand Imperial'],
] as const;
const roomPages = HOTEL_PREFIXES.flatMap(([prefix, hotel]) =>
  ROOM_PAGES.map(
    ([page, room]): PageExpectation => [
      `/${prefix}${page}`,
      room,
      `${room} at ${hotel} | Chhatrapati Sambhajinagar`,
    ],
  ),
);

/** A property's header or footer preview page. */
const previewPage = (
  path: string,
  property: string,
  part: 'header' | 'footer',
): PageExpectation => [
  path,
  `${property}: ${part} preview`,
  `${property} ${part} | Deccan Stonegate Hotels`,
];

/**
 * Every page route of the source specification's point 2, with its own <h1> and <title>: a page
 * that rendered another's (the landing page, say) fails here.
 */
const sourcePages: PageExpectation[] = [
  [
    '/',
    'WELCOME TO Deccan Stonegate Hotels',
    'Deccan Stonegate Hotels | Chhatrapati Sambhajinagar',
  ],
  [
    '/Home',
    'WELCOME TO Deccan Stonegate Hotels',
    'Deccan Stonegate Hotels | Chhatrapati Sambhajinagar',
  ],
  ['/BanquetBody', 'Akash Banquet Hall', 'Akash Banquet Hall | Weddings & Events, Sambhajinagar'],
  [
    '/Hotel-Aagam-Executive',
    'Hotel Aagam Executive',
    'Hotel Aagam Executive | Budget Stay in Sambhajinagar',
  ],
  [
    '/Hotel-Grand-Imperial',
    'Hotel Grand Imperial',
    'Hotel Grand Imperial | Chhatrapati Sambhajinagar',
  ],
  [
    '/Hotel-Akash-Executive',
    'Hotel Akash Executive',
    'Hotel Akash Executive | Near Airport, Sambhajinagar',
  ],
  [
    '/Akash-Banquet-Hall',
    'Akash Banquet Hall',
    'Akash Banquet Hall | Weddings & Events, Sambhajinagar',
  ],
  previewPage('/GrandHeader', 'Hotel Grand Imperial', 'header'),
  previewPage('/AkashHeader', 'Hotel Akash Executive', 'header'),
  previewPage('/Banquetheader', 'Akash Banquet Hall', 'header'),
  previewPage('/AkashFooter', 'Hotel Akash Executive', 'footer'),
  previewPage('/GrandFooter', 'Hotel Grand Imperial', 'footer'),
  previewPage('/BanquetFooter', 'Akash Banquet Hall', 'footer'),
  ['/ContactUs', 'Contact Hotel Aagam Executive', 'Contact Hotel Aagam Executive | Sambhajinagar'],
  [
    '/Akashcontactus',
    'Contact Hotel Akash Executive',
    'Contact Hotel Akash Executive | Near Airport',
  ],
  [
    '/Grandcontactus',
    'Contact Hotel Grand Imperial',
    'Contact Hotel Grand Imperial | Bookings & Enquiries',
  ],
  ...roomPages,
  ['/Aboutus', 'Rooted in the City of Gates', 'About Us | Deccan Stonegate Hotels'],
  ['/Payment', 'Payment', 'Payment | Deccan Stonegate Hotels'],
  ['/paymentform', 'Hotel Payment Gateway', 'Hotel Payment Gateway | Deccan Stonegate Hotels'],
  [
    '/SignLogin',
    'WELCOME TO Deccan Stonegate Hotels',
    'Log in / Sign Up | Deccan Stonegate Hotels',
  ],
];

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

/**
 * The source's admin screens, which lead to the real admin routes; the screens are English only,
 * so their Marathi and Hindi twins lead there too.
 */
const sourceRedirects: [string, string][] = [
  ['/AdminDashboard', '/admin'],
  ['/AddHotel', '/admin/add-hotel'],
  ['/AddRoom', '/admin/add-room'],
  ['/ViewBookings', '/admin/bookings'],
  ['/mr/AdminDashboard', '/admin'],
  ['/hi/ViewBookings', '/admin/bookings'],
];

describe('every route of the source', () => {
  it.each(sourcePages)('%s answers 200 with its prerendered page', async (path, h1, title) => {
    const response = await fetch(`${site.baseUrl()}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    const html = await response.text();
    const headings = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) =>
      textOf(match[1] ?? ''),
    );
    expect(headings).toEqual([h1]);
    expect(textOf(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '')).toBe(title);
  });

  it.each(sourceRedirects)('%s leads to %s', async (path, target) => {
    const response = await fetch(`${site.baseUrl()}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(target);
  });

  it('matches paths case-insensitively, sending other casings to the one address', async () => {
    const response = await fetch(`${site.baseUrl()}/singlebed`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/Singlebed');
  });
});

/** Pages of this site beyond the source's: the booking terms and the privacy notice (issue 29). */
const trustPages: PageExpectation[] = [
  ['/terms', 'Booking terms', 'Booking terms | Deccan Stonegate Hotels'],
  ['/privacy', 'Privacy notice', 'Privacy notice | Deccan Stonegate Hotels'],
];

describe('in the browser', () => {
  const browser = site.useBrowser();

  it.each([...sourcePages, ...trustPages])(
    '%s renders without errors and passes axe (no serious or critical issue)',
    async (path, h1, title) => {
      const guarded = await site.openPage(browser());
      await site.gotoReady(guarded.page, path);
      await guarded.page.waitForLoadState('networkidle');
      await guarded.page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
      expect(await guarded.page.locator('h1').count()).toBe(1);
      expect(await guarded.page.title()).toBe(title);
      expect(await site.seriousA11yViolations(guarded.page)).toEqual([]);
      site.expectNoProblems(guarded);
      await guarded.close();
    },
  );

  it('says on every page that payments are test payments while the test gateway takes them', async () => {
    for (const path of ['/', '/Singlebed', '/Payment']) {
      const guarded = await site.openPage(browser());
      await site.gotoReady(guarded.page, path);
      await guarded.page
        .getByRole('note')
        .filter({ hasText: 'Test payments: this site takes no real money' })
        .waitFor();
      site.expectNoProblems(guarded);
      await guarded.close();
    }
  });

  it('shows the 404 screen, with a 404 status, for an unknown address', async () => {
    const guarded = await site.openPage(browser());
    const response = await guarded.page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await guarded.page.getByRole('heading', { level: 1, name: '404 Not Found' }).waitFor();
    expect(await site.seriousA11yViolations(guarded.page)).toEqual([]);
    // The browser reports the page's own 404 status as a console error; nothing else may appear.
    expect(
      guarded.problems.filter(
        (problem) => !/Failed to load resource: .*status of 404/.test(problem),
      ),
    ).toEqual([]);
    await guarded.close();
  });

  it('answers an unknown Marathi address with the Marathi 404 screen, hydrated without a mismatch', async () => {
    const guarded = await site.openPage(browser());
    const response = await guarded.page.goto('/mr/no-such-page');
    expect(response?.status()).toBe(404);
    await guarded.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await guarded.page.getByRole('heading', { level: 1, name: '404 पान सापडले नाही' }).waitFor();
    expect(await guarded.page.getAttribute('html', 'lang')).toBe('mr-IN');
    await guarded.page.getByRole('link', { name: 'मुख्य पानावर जा' }).waitFor();
    expect(
      await guarded.page.getByRole('link', { name: 'मुख्य पानावर जा' }).getAttribute('href'),
    ).toBe('/mr');
    expect(
      guarded.problems.filter(
        (problem) => !/Failed to load resource: .*status of 404/.test(problem),
      ),
    ).toEqual([]);
    await guarded.close();
  });

  it('reads "404 Not Found" in the site\'s header and footer without JavaScript', async () => {
    const context = await browser().newContext({
      baseURL: site.baseUrl(),
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Not Found');
    expect(await page.title()).toBe('404 Not Found | Deccan Stonegate Hotels');
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByText('Loading…').count()).toBe(0);
    await context.close();
  });
});
