import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openAsAdmin } from './support/admin';
import { expectNoProblems, openPage, useBrowser } from './support/browser';

/**
 * /admin/reports in the production build: the charting library's code is a chunk of its own that
 * no other route (and no public page) loads, and the screen at a phone's width, charts drawn,
 * has no serious accessibility problem; /admin/gst (the accountant's other screen) likewise.
 */
const assets = fileURLToPath(new URL('../dist/client/assets/', import.meta.url));
const REPORTS_ROUTE = 'routes/admin/reports';

interface RouteAssets {
  readonly module: string;
  readonly imports?: readonly string[];
}

/** The English landing page as built. */
const landingHtml = () =>
  readFileSync(fileURLToPath(new URL('../dist/client/index.html', import.meta.url)), 'utf8');

/**
 * The English build's client manifest (the one its landing page loads; the Marathi and Hindi
 * builds have their own, without the admin screens): each route's module and the chunks it
 * imports up front.
 */
function clientManifest(): { entry: RouteAssets; routes: Record<string, RouteAssets> } {
  const file = /\/assets\/(manifest-[^"]+\.js)/.exec(landingHtml())?.[1];
  if (!file)
    throw new Error('No client manifest in dist/client/index.html: build the web app first.');
  const text = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

/** The built chunks holding recharts' code (its surface's class name is in every build). */
const chartChunks = () =>
  readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => readFileSync(join(assets, name), 'utf8').includes('recharts-surface'))
    .map((name) => `/assets/${name}`);

describe('the reports screen', () => {
  const browser = useBrowser();

  it('loads the charting code on /admin/reports only: no route nor public page imports it up front', () => {
    const charts = chartChunks();
    expect(charts.length).toBeGreaterThan(0);
    const { entry, routes } = clientManifest();
    expect(Object.keys(routes)).toContain(REPORTS_ROUTE);
    for (const [id, route] of [['entry', entry] as const, ...Object.entries(routes)]) {
      const upFront = [route.module, ...(route.imports ?? [])];
      expect(
        upFront.filter((chunk) => charts.includes(chunk)),
        id,
      ).toEqual([]);
    }
    const home = landingHtml();
    for (const chunk of charts) expect(home).not.toContain(chunk);
    // The reports route itself imports it only when the charts render (React.lazy).
    const reports = readFileSync(join(assets, '..', routes[REPORTS_ROUTE]?.module ?? ''), 'utf8');
    const lazyImports = [...reports.matchAll(/import\([`"']\.\/([^`"']+\.js)[`"']\)/g)].map(
      ([, chunk]) => `/assets/${chunk}`,
    );
    expect(lazyImports.filter((chunk) => charts.includes(chunk))).not.toEqual([]);
  });

  it('draws its charts beside their tables at 390 px, with no serious accessibility problem', async () => {
    const guarded = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await openAsAdmin(guarded, '/admin/reports');
    await page.getByRole('heading', { level: 1, name: 'Performance' }).waitFor();
    await page.getByRole('table', { name: 'Occupancy and ADR by night' }).waitFor();
    await page.getByRole('table', { name: 'Revenue by month and channel' }).waitFor();
    const occupancy = page.getByRole('img', { name: /^Occupancy and ADR by night: a chart/ });
    await occupancy.locator('svg.recharts-surface').first().waitFor();
    const revenue = page.getByRole('img', { name: /^Revenue by month and channel: a chart/ });
    await revenue.locator('svg.recharts-surface').first().waitFor();
    await page.getByRole('link', { name: 'Download the nights as CSV' }).waitFor();
    await expectAccessible(page);
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('shows the month’s GSTR-1 at 390 px, its sections as tables, with no serious accessibility problem', async () => {
    const guarded = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    await openAsAdmin(guarded, '/admin/gst');
    await page.getByRole('heading', { level: 1, name: 'GSTR-1' }).waitFor();
    await page.getByRole('table', { name: 'B2B: invoices to a GSTIN (4A)' }).waitFor();
    await expectAccessible(page);
    expectNoProblems(guarded);
    await guarded.close();
  });
});
