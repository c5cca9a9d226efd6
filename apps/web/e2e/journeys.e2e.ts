import { addDays, todayInIndia } from '@hotel/validators/dates';
import { describe, expect, it } from 'vitest';
import { adminGet, expectAccessible, openAsAdmin } from './support/admin';
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

  it('a banquet lead: every field, kept through Cancel and reopening, sent with its reference, e-mailed to the manager and moved on in the desk’s pipeline', async () => {
    const guarded = await site.openPage(browser());
    const { page } = guarded;
    await site.gotoReady(page, '/Akash-Banquet-Hall');
    const social = page.getByRole('article', { name: 'Social & Personal Events' });
    expect(await social.textContent()).toContain('Capacity: 300 seated, 500 floating');
    await social.getByRole('list', { name: 'Social & Personal Events: included' }).waitFor();
    const contact = social.getByRole('button', { name: /^Contact Us/ });
    await contact.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const name = `Asha ${Date.now()}`;
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    const eventDate = addDays(todayInIndia(), 150);
    await field('Event').selectOption('Wedding Reception');
    await field('Event date').fill(eventDate);
    await field('Alternative date (optional)').fill(addDays(todayInIndia(), 151));
    await field('Guests').fill('350');
    await field('Rooms for guests (optional)').fill('12');
    await field('Nights').fill('2');
    await field('Catering').selectOption('jain');
    await field('Budget').selectOption('5-10-lakh');
    await field('Name').fill(name);
    await field('Mobile').fill('98765 43210');
    await field('Email').fill('asha@example.com');
    await field('Message').fill('A reception with a Jain menu for the whole family.');

    // Cancel loses nothing: the reopened form has every field as typed.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await contact.click();
    expect(await field('Name').inputValue()).toBe(name);
    expect(await field('Event date').inputValue()).toBe(eventDate);
    expect(await field('Catering').inputValue()).toBe('jain');
    expect(await field('Guests').inputValue()).toBe('350');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const thanks = dialog.getByRole('status').filter({ hasText: 'Your reference is' });
    await thanks.waitFor();
    const said = (await thanks.textContent()) ?? '';
    const reference = /Your reference is (BQT-\w{6})\./.exec(said)?.[1];
    if (!reference) throw new Error(`The answer said: ${said}`);
    expect(said).toContain('Our banquet manager will call you within 24 hours');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    // Sent: the next enquiry starts afresh.
    await contact.click();
    expect(await field('Name').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    site.expectNoProblems(guarded);

    // Stored with every field, and e-mailed to the manager.
    const [lead] = await adminGet<Record<string, unknown>[]>('/api/admin/banquet?status=new').then(
      (leads) => leads.filter((each) => each.reference === reference),
    );
    expect(lead).toMatchObject({
      name,
      eventDate,
      guests: 350,
      rooms: 12,
      nights: 2,
      catering: 'jain',
      budget: '5-10-lakh',
    });
    const { mail } = await adminGet<{ mail: { subject: string; text: string }[] }>(
      '/api/admin/outbox?limit=200',
    );
    const managerMail = mail.find((each) =>
      each.subject.startsWith(`Banquet enquiry ${reference}`),
    );
    expect(managerMail?.text).toContain('Guests:    350');

    // The desk's pipeline: the lead is new, moves to contacted with a note, and says who.
    const desk = await site.openPage(browser());
    await openAsAdmin(desk, '/admin/banquet');
    const card = desk.page.getByRole('article', { name: new RegExp(`^${reference}: `) });
    await card.getByLabel('Note').fill('Called; visiting the hall on Saturday.');
    await card.getByRole('button', { name: 'Mark contacted' }).click();
    await card
      .getByText(
        /New → Contacted by e2e-admin@example.com: Called; visiting the hall on Saturday\./,
      )
      .waitFor();
    await expectAccessible(desk.page);
    site.expectNoProblems(desk);
    await desk.close();
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
    await dialog.getByLabel('Event', { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel('Event date', { exact: true }).fill(addDays(todayInIndia(), 150));
    await dialog.getByLabel('Guests', { exact: true }).fill('200');
    await dialog.getByLabel('Name', { exact: true }).fill('Asha Patil');
    await dialog.getByLabel('Mobile', { exact: true }).fill('0240 000 0009');
    await dialog.getByLabel('Email', { exact: true }).fill('asha@example.com');
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
