import { addDays, todayInIndia } from '@hotel/validators/dates';
import { describe, expect, it } from 'vitest';
import { adminGet } from './support/admin';
import * as site from './support/browser';
import { serverTotal } from './support/quotes';

describe('journeys', () => {
  const browser = site.useBrowser();

  it('landing → hotel → filter → room, its total shown → proceed', async () => {
    const guarded = await site.openPage(browser());
    const { page } = guarded;
    await site.gotoReady(page, '/');
    await page.locator('a[href="/Hotel-Grand-Imperial"]').first().click();
    await page.waitForURL('**/Hotel-Grand-Imperial');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByLabel('Luxury Room', { exact: true }).check();
    await page.getByText('Showing 1 room').waitFor();
    expect(new URL(page.url()).search).toContain('luxury-room');

    await page.locator('a[href^="/GrandLuxuryroom"]').first().click();
    await page.waitForURL('**/GrandLuxuryroom**');
    await page.getByText('₹3,673.95').first().waitFor();
    await page.getByRole('button', { name: 'Proceed Booking' }).click();
    await page.waitForURL(/\/Payment\?quote=/);
    await page.getByRole('heading', { name: 'Booking Summary' }).waitFor();
    await page.getByText('₹3,673.95').first().waitFor();
    site.expectNoProblems(guarded);
    await guarded.close();
  });

  it('searches the three hotels from the landing on a phone and carries the stay to the cheapest room', async () => {
    const guarded = await site.openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await site.gotoReady(page, '/');
    // Two nights five weeks ahead, 2 adults and 1 child: the guest's journey of issue 27.
    const checkIn = addDays(todayInIndia(), 35);
    const checkOut = addDays(checkIn, 2);
    const search = page.getByRole('region', { name: 'Find a room in our three hotels' });
    await search.getByLabel('Check-in').fill(checkIn);
    await search.getByLabel('Check-out').fill(checkOut);
    expect(await search.getByLabel('Adults').inputValue()).toBe('2');
    await search.getByLabel('Children').selectOption('1');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(
      `**/search?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&child=1&rooms=1`,
    );
    await page
      .getByRole('heading', { name: /free for 2 nights, 2 adults, 1 child, 1 room$/ })
      .waitFor();
    const cards = page.locator('.search-results__list > li');
    // Every room type of the three hotels sleeps 2 adults in one room.
    expect(await cards.count()).toBe(12);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what a visitor sees
    const listed = await page.locator('.search-results__list').innerText();
    for (const hotel of ['Aagam Executive', 'Grand Imperial', 'Akash Executive']) {
      expect(listed).toContain(hotel);
    }
    // The cheapest comes first, and its total is what the server charges for the same stay.
    const first = cards.first();
    await first.getByText('Lowest price').waitFor();
    const roomLink = await first.getByRole('link', { name: /^Choose/ }).getAttribute('href');
    const roomPath = new URL(roomLink ?? '', 'http://site').pathname;
    const total = (await first.locator('.result-card__total').innerText()).trim();
    // The server's quote for the same room and stay (a POST from the page: same origin).
    expect(total).toBe(await serverTotal(page, { path: roomPath, checkIn, checkOut }));
    expect(await first.innerText()).toContain(
      '2 nights, 2 adults, 1 child, 1 room, taxes included',
    );
    expect(await first.innerText()).toMatch(/Free cancellation until 12:00, \d{1,2} \w{3}/);
    expect(await site.seriousA11yViolations(page)).toEqual([]);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await first.getByRole('link', { name: /^Choose/ }).click();
    await page.waitForURL(
      `**${roomPath}?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&child=1&rooms=1`,
    );
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Check-in').inputValue()).toBe(checkIn);
    expect(await page.getByLabel('Check-out').inputValue()).toBe(checkOut);
    site.expectNoProblems(guarded);
    await guarded.close();
  });

  it('searches one hotel from its page: its free room types, and the back button returns', async () => {
    const guarded = await site.openPage(browser());
    const { page } = guarded;
    await site.gotoReady(page, '/Hotel-Akash-Executive');
    const search = page.getByRole('region', { name: 'Find a room at Hotel Akash Executive' });
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?.*hotel=hotel-akash-executive/);
    await page.getByRole('heading', { name: /free for 1 night, 2 adults, 1 room$/ }).waitFor();
    const cards = page.locator('.search-results__list > li');
    expect(await cards.count()).toBe(4);
    expect(await cards.locator('.result-card__hotel').allInnerTexts()).toEqual(
      Array(4).fill('Akash Executive'),
    );
    // The Double Bed tonight for 2 adults: ₹1,800 + 5% GST ₹90.
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what a visitor sees
    expect(await page.locator('.search-results__list').innerText()).toContain('₹1,890.00');
    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.waitForURL(/sort=price-desc/);
    // The list re-sorts once the page has read the new address: wait for it, not for the URL.
    await expect
      .poll(() => cards.first().locator('.result-card__title').innerText())
      .toBe('Luxury Room');
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort='));
    await page.goBack();
    await page.waitForURL('**/Hotel-Akash-Executive');
    site.expectNoProblems(guarded);
    await guarded.close();
  });

  it('sends a banquet enquiry: thank-you message, auto-close, and the hall has it', async () => {
    const guarded = await site.openPage(browser());
    const { page } = guarded;
    await site.gotoReady(page, '/Akash-Banquet-Hall');
    await page
      .getByRole('button', { name: /^Contact Us/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const name = `Asha ${Date.now()}`;
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await dialog.getByLabel('Phone', { exact: true }).fill('0240 000 0009');
    await dialog.getByLabel('Event', { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel('Message', { exact: true }).fill('About 200 guests in March.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for your enquiry! We will get back to you soon.').waitFor();
    await dialog.waitFor({ state: 'hidden', timeout: 6000 });
    const enquiries = await adminGet<{ name: string }[]>('/api/admin/enquiries');
    expect(enquiries.map((enquiry) => enquiry.name)).toContain(name);
    site.expectNoProblems(guarded);
    await guarded.close();
  });

  it('keeps a banquet enquiry and offers a retry when it cannot be sent', async () => {
    const guarded = await site.openPage(browser());
    const { page } = guarded;
    await site.gotoReady(page, '/Akash-Banquet-Hall');
    await page.route('**/api/banquet-enquiry', (route) => route.abort('internetdisconnected'));
    await page
      .getByRole('button', { name: /^Contact Us/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Asha Patil');
    await dialog.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await dialog.getByLabel('Phone', { exact: true }).fill('0240 000 0009');
    await dialog.getByLabel('Event', { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel('Message', { exact: true }).fill('About 200 guests.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('There was an error submitting your enquiry. Please try again.').waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Asha Patil');
    expect(await dialog.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
    await guarded.close();
  });

  it('opens and closes the mobile menu at a phone’s width', async () => {
    const guarded = await site.openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await site.gotoReady(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'About Us' }).filter({ visible: true }).first().click();
    await page.waitForURL('**/Aboutus');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    site.expectNoProblems(guarded);
    await guarded.close();
  });

  it('loads the sign-in popup only once the visitor starts using the page, and opens it', async () => {
    const guarded = await site.openPage(browser());
    const { page } = guarded;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await site.gotoReady(page, '/Hotel-Aagam-Executive');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    expect(scripts.filter((path) => path.includes('AuthDialog'))).toEqual([]);

    const popupCode = page.waitForRequest((request) => request.url().includes('AuthDialog'));
    await page.mouse.move(200, 300);
    await popupCode;
    await page.getByRole('banner').getByRole('button', { name: 'Log in / Sign Up' }).click();
    await page.getByRole('dialog').waitFor();
    site.expectNoProblems(guarded);
    await guarded.close();
  });
});
