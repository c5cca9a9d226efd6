import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

describe('pricing a room and proceeding to payment', () => {
  const browser = useBrowser();

  it('prices the worked example of SPEC §4 in the browser; the server’s quote shows the same on /Payment', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/Singlebed');
    // The total follows the form, with nothing to press: first 1 adult for 1 night.
    const amount = page.locator('.price-calculator__amount strong');
    await amount.waitFor();
    // ₹1,500 for 2 adults + GST 5% ₹75 + a breakfast ₹100 + its own GST 5% ₹5 (restaurant
    // service, a supply apart from the room) = ₹1,680.
    expect(await amount.textContent()).not.toBe('₹1,680.00');
    await page.getByLabel('Number of Adults (Total)').fill('2');
    await page.getByLabel('Breakfast Count (Optional)').fill('1');
    await expect.poll(() => amount.textContent()).toBe('₹1,680.00');
    const mealGst = (region: Locator) =>
      region.locator('dt', { hasText: 'GST on meals 5%' }).locator('xpath=following-sibling::dd');
    expect(await mealGst(page.locator('.price-calculator__breakdown')).textContent()).toBe('₹5.00');

    await page.getByRole('button', { name: 'Proceed Booking' }).click();
    // The server priced and stored the selection: /Payment shows it by the quote's id.
    await page.waitForURL(/\/Payment\?quote=/);
    await page.getByRole('heading', { name: 'Booking Summary' }).waitFor();
    const summary = page.getByRole('region', { name: 'Booking Summary' });
    await summary.getByText('Single Bed').waitFor();
    expect(await summary.getByRole('definition').allTextContents()).toContain('2');
    expect(await mealGst(summary).textContent()).toBe('₹5.00');
    await page.getByText('₹1,680.00').first().waitFor();

    await page.reload();
    await page.getByText('₹1,680.00').first().waitFor();
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('shows the engine’s message for an empty field, never NaN', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/AkashLuxuryroom');
    await page.getByLabel('Number of Rooms').fill('');
    await page.getByText('Number of rooms must be a whole number.').first().waitFor();
    expect(await page.locator('.price-calculator__amount').count()).toBe(0);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what a visitor sees
    expect(await page.locator('body').innerText()).not.toContain('NaN');
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('lets a Family Suite proceed too', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    await gotoReady(page, '/GrandFamilysuite');
    await page.getByText('including GST').first().waitFor();
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL(/\/Payment\?quote=/);
    await page.getByRole('region', { name: 'Booking Summary' }).getByText('Family Suite').waitFor();
    expectNoProblems(guarded);
    await guarded.close();
  });
});
