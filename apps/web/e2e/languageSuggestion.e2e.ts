import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/admin';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

const PHONE = { width: 390, height: 844 };

/** Where the page's content starts: what a bar pushing the page down would change. */
const layoutOf = (page: Page) =>
  page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().top);

describe('the landing’s language suggestion', () => {
  const browser = useBrowser();

  it('offers a Marathi phone the home page in Marathi, moves nothing, and leads there', async () => {
    const english = await openPage(browser(), { viewport: PHONE, locale: 'en-IN' });
    await gotoReady(english.page, '/');
    const englishLayout = await layoutOf(english.page);
    await english.close();

    const guarded = await openPage(browser(), { viewport: PHONE, locale: 'mr-IN' });
    const { page } = guarded;
    await gotoReady(page, '/');
    const bar = page.getByRole('complementary', { name: 'हे पान मराठीत' });
    await bar.waitFor();
    // Fixed at the bottom of the window: the page's content is where it is without the bar.
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await layoutOf(page)).toEqual(englishLayout);
    await expectAccessible(page);

    await bar.getByRole('link', { name: 'हे पान मराठीत वाचा' }).click();
    await page.waitForURL((url) => url.pathname === '/mr');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.getAttribute('html', 'lang')).toBe('mr-IN');
    expect(await page.getByRole('complementary', { name: 'हे पान मराठीत' }).count()).toBe(0);
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('is dismissed for good with “नहीं, धन्यवाद” in a Hindi browser', async () => {
    const guarded = await openPage(browser(), { locale: 'hi-IN' });
    const { page } = guarded;
    await gotoReady(page, '/');
    const bar = page.getByRole('complementary', { name: 'यह पेज हिन्दी में' });
    expect(await bar.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' }).getAttribute('href')).toBe(
      '/hi',
    );
    await bar.getByRole('button', { name: 'नहीं, धन्यवाद' }).click();
    await bar.waitFor({ state: 'detached' });
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang_suggestion')?.value).toBe('dismissed');
    expect(page.url()).toMatch(/\/$/);
    expectNoProblems(guarded);
    await guarded.close();
  });
});
