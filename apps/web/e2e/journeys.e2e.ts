import { describe, expect, it } from 'vitest';
import { adminGet } from './support/admin';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

describe('journeys', () => {
  const browser = useBrowser();

  it('landing → hotel → filter → room → total → proceed', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/');
    await page.locator('a[href="/Hotel-Grand-Imperial"]').first().click();
    await page.waitForURL('**/Hotel-Grand-Imperial');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByLabel('Luxury Room', { exact: true }).check();
    await page.getByText('Showing 1 room').waitFor();
    expect(new URL(page.url()).search).toContain('luxury-room');

    await page.locator('a[href^="/GrandLuxuryroom"]').first().click();
    await page.waitForURL('**/GrandLuxuryroom**');
    await page.getByRole('button', { name: 'Grand Total' }).click();
    await page.getByText('₹4,128.82').first().waitFor();
    await page.getByRole('button', { name: 'Proceed Booking' }).click();
    await page.waitForURL(/\/Payment\?quote=/);
    await page.getByRole('heading', { name: 'Booking Summary' }).waitFor();
    await page.getByText('₹4,128.82').first().waitFor();
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('Book A Room lists the free room types with prices, linking to the room with the dates', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/Hotel-Akash-Executive');
    await page.getByRole('button', { name: 'Check Availability' }).click();
    await page.locator('.booking-search__results a[href*="checkIn="]').first().waitFor();
    expect(await page.locator('.booking-search__results li').count()).toBe(4);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what a visitor sees
    const results = await page.locator('.booking-search__results').innerText();
    // Tonight for one adult: the Double Bed at ₹1,500, GST 18% ₹270.
    expect(results).toContain('₹1,500.00 per room per night');
    expect(results).toContain('Total ₹1,770.00 including GST for 1 night, 1 room and 1 adult');
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('sends a banquet enquiry: thank-you message, auto-close, and the hall has it', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/Akash-Banquet-Hall');
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
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('keeps a banquet enquiry and offers a retry when it cannot be sent', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/Akash-Banquet-Hall');
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
    const guarded = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await gotoReady(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'About Us' }).filter({ visible: true }).first().click();
    await page.waitForURL('**/Aboutus');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('loads the sign-in popup only once the visitor starts using the page, and opens it', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await gotoReady(page, '/Hotel-Aagam-Executive');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    expect(scripts.filter((path) => path.includes('AuthDialog'))).toEqual([]);

    const popupCode = page.waitForRequest((request) => request.url().includes('AuthDialog'));
    await page.mouse.move(200, 300);
    await popupCode;
    await page.getByRole('banner').getByRole('button', { name: 'Log in / Sign Up' }).click();
    await page.getByRole('dialog').waitFor();
    expectNoProblems(guarded);
    await guarded.close();
  });
});
