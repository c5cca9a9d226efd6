import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

/** The family global.css gives the Marathi and Hindi pages. */
const FAMILY = 'Noto Sans Devanagari Subset';

/** Every font file the page downloads from now on. */
function recordFonts(page: Page): Response[] {
  const fonts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(response);
  });
  return fonts;
}

const fontPreloads = (page: Page) =>
  page.$$eval('link[rel="preload"][as="font"]', (links) =>
    links.map((link) => ({
      href: (link as HTMLLinkElement).href,
      type: link.getAttribute('type'),
      crossOrigin: link.getAttribute('crossorigin'),
    })),
  );

describe('the Devanagari font of the Marathi and Hindi pages', () => {
  const browser = useBrowser();

  it.each(['/', '/Hotel-Aagam-Executive', '/Singlebed'])(
    'English %s neither names nor downloads it',
    async (path) => {
      const guarded = await openPage(browser());
      const { page } = guarded;
      const fonts = recordFonts(page);
      const html = await (await gotoReady(page, path))?.text();
      await page.waitForLoadState('networkidle');
      expect(html).toContain('<html lang="en-IN"');
      expect(html).not.toMatch(/\.woff2/);
      expect(await fontPreloads(page)).toEqual([]);
      expect(fonts.map((response) => response.url())).toEqual([]);
      // The language menu names Marathi and Hindi in Devanagari, in the device's own font.
      await page.getByRole('link', { name: 'मराठी' }).first().waitFor({ state: 'attached' });
      // The stylesheet declares the face here too (one stylesheet for the site); unused, it stays unloaded.
      expect(
        await page.evaluate(() =>
          [...document.fonts].map((face) => [face.family.replace(/"/g, ''), face.status]),
        ),
      ).toContainEqual([FAMILY, 'unloaded']);
      expect(
        await page.evaluate(() => [...document.fonts].map((face) => face.status)),
      ).not.toContain('loaded');
      expectNoProblems(guarded);
      await guarded.close();
    },
  );

  // The skip link's text: every page of the site has it, in the page's language.
  it.each([
    ['/mr', 'mr-IN', 'मुख्य मजकुराकडे जा'],
    ['/hi/Hotel-Aagam-Executive', 'hi-IN', 'मुख्य सामग्री पर जाएँ'],
    ['/mr/Singlebed', 'mr-IN', 'मुख्य मजकुराकडे जा'],
  ])('%s preloads it, one file, served for a year as font/woff2', async (path, tag, sample) => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    const fonts = recordFonts(page);
    const html = await (await gotoReady(page, path))?.text();
    expect(html).toContain(`<html lang="${tag}"`);
    const preloads = await fontPreloads(page);
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload).toEqual({
      href: expect.stringMatching(/\/assets\/noto-sans-devanagari-[\w-]+\.woff2$/),
      type: 'font/woff2',
      crossOrigin: '',
    });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    // The stylesheet's font is the preloaded file, fetched once.
    expect(fonts.map((response) => response.url())).toEqual([preload?.href]);
    const [font] = fonts;
    expect(font?.status()).toBe(200);
    const headers = (await font?.allHeaders()) ?? {};
    expect(headers['content-type']).toBe('font/woff2');
    expect(headers['cache-control']).toBe('max-age=31536000, immutable');
    expect((await font?.body())?.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      new RegExp(`^"${FAMILY}"`),
    );
    expect(
      await page.evaluate(
        ([family, text]) =>
          [...document.fonts].some(
            (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
          ) && document.fonts.check(`1em "${family}"`, text),
        [FAMILY, sample] as const,
      ),
    ).toBe(true);
    expect(await page.locator('body').textContent()).toContain(sample);
    expectNoProblems(guarded);
    await guarded.close();
  });
});
