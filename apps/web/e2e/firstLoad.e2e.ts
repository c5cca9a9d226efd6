import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

/** The pages of issue 16's script budget. */
const PAGES = ['/', '/Hotel-Aagam-Executive', '/Singlebed', '/Akash-Banquet-Hall', '/ContactUs'];

/** zod's class names survive minifying: a script that has this string carries zod. */
const ZOD_MARK = '$ZodType';

/** Every script the page downloads from now on, by file name, with whether it carries zod. */
function recordScripts(page: Page): Map<string, Promise<boolean>> {
  const scripts = new Map<string, Promise<boolean>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.replace(/^.*\//, '');
    scripts.set(
      name,
      response.text().then((text) => text.includes(ZOD_MARK)),
    );
  });
  return scripts;
}

const withZod = async (scripts: Map<string, Promise<boolean>>) => {
  const marked = await Promise.all([...scripts].map(async ([name, zod]) => [name, await zod]));
  return marked.filter(([, zod]) => zod).map(([name]) => name);
};

describe('a page’s first load', () => {
  const browser = useBrowser();

  it.each(PAGES)('%s reads the session and the site status without loading zod', async (path) => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    const scripts = recordScripts(page);
    // Waited for as they happen: on a busy machine the page can be idle (networkidle) before it
    // hydrates and asks.
    const asks = (pathname: string) =>
      page.waitForRequest((request) => new URL(request.url()).pathname === pathname);
    const asked = Promise.all([asks('/api/auth/me'), asks('/api/site')]);
    await gotoReady(page, path);
    await asked;
    // The site status passed its check (the notice shows), without zod.
    await page
      .getByRole('note')
      .filter({ hasText: 'Test payments: this site takes no real money' })
      .waitFor();
    expect(await withZod(scripts)).toEqual([]);
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('loads zod once a form is checked', async () => {
    const guarded = await openPage(browser());
    const { page } = guarded;
    const scripts = recordScripts(page);
    await gotoReady(page, '/ContactUs');
    await page.waitForLoadState('networkidle');
    expect(await withZod(scripts)).toEqual([]);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter your name.').waitFor();
    expect(await withZod(scripts)).toHaveLength(1);
    expectNoProblems(guarded);
    await guarded.close();
  });
});
