import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { routes } from '@hotel/content';
import { describe, expect, it } from 'vitest';
import { baseUrl, type GuardedPage, gotoReady, openPage, useBrowser } from './support/browser';

/**
 * Every prerendered page, and the not-found page, hydrates under React 19 without an error.
 * React reports a hydration mismatch, and any other error it recovers from by rendering again,
 * through `onRecoverableError` (entry.client.tsx says it in the console); the guarded page
 * records every console error and page error.
 */
const PRERENDERED = [...routes().map((route) => route.path), '/no-such-page'];
/** The pages the server answers with their prerendered HTML (it answers an old path with a 301). */
const SERVED_AS_PAGES = [
  ...routes()
    .filter((route) => route.kind !== 'redirect')
    .map((route) => route.path),
  '/no-such-page',
];

declare global {
  interface Window {
    /** What registered with React's DevTools hook: one entry per renderer that started. */
    reactRenderers?: { name: string; version: string }[];
  }
}

/**
 * Runs before the page's scripts: React DOM registers itself with the DevTools hook when the hook
 * exists (in production builds too), naming its package and version.
 */
function recordReactRenderers() {
  window.reactRenderers = [];
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject(renderer: { rendererPackageName: string; version: string }) {
        window.reactRenderers?.push({
          name: renderer.rendererPackageName,
          version: renderer.version,
        });
        return window.reactRenderers?.length ?? 0;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  });
}

/** Problems other than the not-found page's own 404 status, which the browser logs. */
const problemsOf = (guarded: GuardedPage) =>
  guarded.problems.filter((problem) => !/Failed to load resource: .*status of 404/.test(problem));

async function hydrate(guarded: GuardedPage, path: string) {
  await guarded.page.addInitScript(recordReactRenderers);
  await gotoReady(guarded.page, path);
  // Effects that run after hydration (the session, the test-payments notice) have answered.
  await guarded.page.waitForLoadState('networkidle');
}

/** What stands in a page's <head> and what of the head strayed into its <body>. */
function headTags(html: string) {
  const [head = '', body = ''] = html.split('</head>');
  const all = (part: string, pattern: RegExp) => [...part.matchAll(pattern)].map(([tag]) => tag);
  const metaKeys = all(head, /<meta [^>]*(?:name|property)="[^"]+"/g).map((tag) =>
    tag.replace(/^<meta [^>]*?(name|property)=/, '$1='),
  );
  return {
    titles: all(head, /<title>/g).length,
    canonicals: all(head, /<link rel="canonical"/g).length,
    // og:locale:alternate is an Open Graph array: one tag for each other language.
    repeatedMeta: metaKeys.filter(
      (key, index) => metaKeys.indexOf(key) !== index && key !== 'property="og:locale:alternate"',
    ),
    inBody: all(body, /<title>|<meta |<link rel="canonical"/g),
  };
}

describe('hydrating every prerendered page with React', () => {
  const browser = useBrowser();

  it.each(PRERENDERED)('%s hydrates on React DOM 19 without a recoverable error', async (path) => {
    const guarded = await openPage(browser());
    await hydrate(guarded, path);
    expect(await guarded.page.evaluate(() => window.reactRenderers)).toEqual([
      { name: 'react-dom', version: expect.stringMatching(/^19\./) },
    ]);
    expect(problemsOf(guarded)).toEqual([]);
    await guarded.close();
  });

  it('fails a page whose prerendered HTML is not what React renders', async () => {
    const guarded = await openPage(browser());
    // The served page says another name in its heading than the one React renders.
    await guarded.page.route('**/ContactUs', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<h1[^>]*>)Contact Hotel Aagam Executive/,
        '$1Contact another hotel',
      );
      expect(html).toContain('Contact another hotel');
      await route.fulfill({ response, body: html });
    });
    await hydrate(guarded, '/ContactUs');
    expect(problemsOf(guarded)).toEqual([
      expect.stringMatching(/^console: React recovered from an error while hydrating/),
    ]);
    // React renders the page again in the browser, from its own data.
    await guarded.page
      .getByRole('heading', { level: 1, name: 'Contact Hotel Aagam Executive' })
      .waitFor();
    await guarded.close();
  });
});

describe('the head of every prerendered page', () => {
  it.each(SERVED_AS_PAGES)(
    '%s has one <title>, no repeated <meta>, at most one canonical link, and none of them in <body>',
    async (path) => {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(path === '/no-such-page' ? 404 : 200);
      const tags = headTags(await response.text());
      expect(tags.titles).toBe(1);
      expect(tags.canonicals).toBeLessThanOrEqual(1);
      expect(tags.repeatedMeta).toEqual([]);
      expect(tags.inBody).toEqual([]);
    },
  );

  it('holds the not-found screen’s title and noindex, rendered inside <main>, in <head>', async () => {
    const html = await (await fetch(`${baseUrl()}/no-such-page`)).text();
    const [head = ''] = html.split('</head>');
    expect(head).toContain('<title>404 Not Found | Deccan Stonegate Hotels</title>');
    expect(head).toContain('<meta name="robots" content="noindex"/>');
  });

  it('is written by React DOM 19’s prerender', async () => {
    const entry = fileURLToPath(new URL('../app/entry.server.tsx', import.meta.url));
    expect(readFileSync(entry, 'utf8')).toContain("import { prerender } from 'react-dom/static';");
    const reactDom = createRequire(entry)('react-dom/package.json') as { version: string };
    expect(reactDom.version).toMatch(/^19\./);
    // React DOM 19.2's ids (useId) in the HTML it wrote: the header's menu names its panel.
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toMatch(/aria-controls="_R_[0-9a-z]+_"/);
  });
});
