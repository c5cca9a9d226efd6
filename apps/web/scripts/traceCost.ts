/**
 * `pnpm --filter @hotel/web bench:trace-cost` (after `pnpm build`): what Lighthouse's own trace
 * recording costs a page on this machine. Each page is loaded in Chromium at the phone's viewport
 * with a real 4× CPU slowdown, and its long tasks are summed as the page itself sees them (a
 * `longtask` PerformanceObserver): without any trace, with Lighthouse's trace (its categories and
 * 10 kHz JS sampling), and with that trace less its screenshots or less its JS sampling. A script
 * that prints figures, not a test; docs/PERFORMANCE.md says what it found.
 *
 * BENCH_RUNS sets the loads per page and mode (default 5; each figure is their median).
 */
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  chromiumVersion,
  ensureChromium,
  markdownTable,
  median,
  startSite,
} from '@hotel/bench';
import { type Browser, type CDPSession, chromium } from 'playwright-core';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = ['/', '/Hotel-Aagam-Executive', '/mr/Singlebed'];
/** Lighthouse's mobile screen (a Moto G Power's); the CPU is slowed by CPU_SLOWDOWN. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
const CPU_SLOWDOWN = 4;
const SCREENSHOTS = 'disabled-by-default-devtools.screenshot';
const JS_SAMPLING = 'disabled-by-default-v8.cpu_profiler';

/** The categories Lighthouse 12 traces a page with (its trace gatherer's own list). */
async function lighthouseCategories(): Promise<string[]> {
  const { default: Trace } = await import('lighthouse/core/gather/gatherers/trace.js');
  return Trace.getDefaultTraceCategories();
}

const MODES = ['no trace', "Lighthouse's trace", 'less screenshots', 'less JS sampling'] as const;
type Mode = (typeof MODES)[number];

function categoriesOf(mode: Mode, all: readonly string[]): string[] | undefined {
  if (mode === 'no trace') return undefined;
  if (mode === 'less screenshots') return all.filter((category) => category !== SCREENSHOTS);
  if (mode === 'less JS sampling') return all.filter((category) => category !== JS_SAMPLING);
  return [...all];
}

/** Milliseconds of the load's long tasks beyond 50 ms each (TBT's sum, over the whole load). */
async function blockingMs(browser: Browser, url: string, categories?: string[]): Promise<number> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: number[] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (categories) {
      await cdp.send('Tracing.start', {
        categories: categories.join(','),
        options: 'sampling-frequency=10000',
        transferMode: 'ReturnAsStream',
      });
    }
    await page.goto(url, { waitUntil: 'load' });
    // Hydration and the work it sets off end well within 3 s of the load at 4×.
    await page.waitForTimeout(3_000);
    const tasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    );
    if (categories) {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
    }
    return tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
  } finally {
    await context.close();
  }
}

ensureChromium();
const categories = await lighthouseCategories();
console.log(`Trace cost bench; ${chromiumVersion()}; ${RUNS} loads a page and mode, medians.`);
const site = await startSite();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new'),
});
const samples = new Map<string, number[]>();
try {
  // Rounds go through every page and mode in turn, so a slow minute of the machine hits them all.
  for (let run = 0; run < RUNS; run += 1) {
    for (const path of PAGES) {
      for (const mode of MODES) {
        const ms = await blockingMs(browser, site.url + path, categoriesOf(mode, categories));
        const key = `${path} ${mode}`;
        samples.set(key, [...(samples.get(key) ?? []), ms]);
      }
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
console.log(
  markdownTable(
    PAGES.map((path) => ({
      page: path,
      ...Object.fromEntries(
        MODES.map((mode) => [
          mode,
          `${Math.round(median(samples.get(`${path} ${mode}`) ?? []))} ms`,
        ]),
      ),
    })),
  ),
);
console.log(
  'Blocking time: each long task beyond 50 ms, summed over the load and the 3 s after it, at a ' +
    `real ${CPU_SLOWDOWN}× CPU slowdown (not Lighthouse's simulation, which scales a traced run).`,
);
