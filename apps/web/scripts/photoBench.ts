/**
 * `pnpm --filter @hotel/web bench:photo`: an editor's 3000 × 2000 photo of about 2 MB as the
 * first carousel slide of a hotel, in a temporary copy of the content built as production builds;
 * prints the photo, its variants, and the hotel page's Lighthouse (mobile) LCP. Nothing is
 * committed or left behind but the variant cache. A script that prints figures, not a test.
 *
 * BENCH_RUNS sets the Lighthouse runs (default 1; the figure is their median).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  against,
  buildWebFrom,
  contentWithPhoto,
  describeMachine,
  ensureChromium,
  markdownTable,
  median,
  noisyPhoto,
  type Site,
  startSite,
  webCacheDir,
} from '@hotel/bench';
import { clientDir } from './initialAssets.js';
import { auditPage, launchChromium, type PageRun } from './lighthouse.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const HOTEL = 'hotel-aagam-executive';
const PAGE = '/Hotel-Aagam-Executive';
const TARGET = { lcpMs: 2_000, smallestBytes: 150 * 1024, tbtMs: 100, cls: 0.02 } as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

ensureChromium();
console.log(`Photo bench on ${describeMachine()}`);
mkdirSync(webCacheDir, { recursive: true });
const dir = mkdtempSync(join(webCacheDir, 'photo-bench-'));
try {
  const photo = await noisyPhoto(3000, 2000);
  const { contentDir, src } = contentWithPhoto(dir, HOTEL, photo);
  console.log(
    `Photo: images/${src}, 3000 × 2000 JPEG, ${kb(photo.length)} (first carousel slide).`,
  );

  const started = Date.now();
  const output = await buildWebFrom(contentDir, join(dir, 'build'));
  const photoLine = output.split('\n').find((line) => line.includes('photos:'));
  console.log(`Build: ${((Date.now() - started) / 1000).toFixed(1)} s; ${photoLine?.trim()}`);

  const variantsDir = join(dir, 'build/client/assets/photos', HOTEL);
  const variants = readdirSync(variantsDir)
    .filter((name) => name.startsWith('first-photo-'))
    .map((name) => ({ name, bytes: statSync(join(variantsDir, name)).size }))
    .sort((a, b) => a.bytes - b.bytes);
  console.log(
    `\n${markdownTable(variants.map(({ name, bytes }) => ({ variant: name, size: kb(bytes) })))}`,
  );
  const smallest = variants[0];
  if (!smallest) throw new Error(`No variant of the photo in ${variantsDir}.`);

  // The same page of the shipped build (its SVG illustration first) in the same minute: on a
  // shared machine, the figure to compare with.
  const audit = async (site: Site): Promise<PageRun[]> => {
    const runs: PageRun[] = [];
    const chromium = await launchChromium();
    try {
      for (let run = 1; run <= RUNS; run += 1) {
        runs.push(await auditPage(`${site.url}${PAGE}`, chromium.port, TARGET));
      }
    } finally {
      chromium.kill();
      await site.stop();
    }
    return runs;
  };
  console.log(`Lighthouse: ${PAGE} with the photo, ${RUNS} run(s)`);
  const runs = await audit(
    await startSite({ WEB_DIST: join(dir, 'build/client/'), HOTEL_CONTENT_DIR: contentDir }),
  );
  let baseline: PageRun[] = [];
  if (existsSync(join(clientDir, 'index.html'))) {
    console.log(`Lighthouse: ${PAGE} of apps/web/dist (the shipped illustration), ${RUNS} run(s)`);
    baseline = await audit(await startSite());
  }
  const first = runs[0];
  console.log(
    `\nLighthouse ${first?.lighthouseVersion}, mobile defaults (simulated slow 4G, 4× CPU slowdown); ` +
      `benchmarkIndex ${Math.round(median(runs.map((run) => run.benchmarkIndex)))}; median of ${RUNS} run(s).\n`,
  );
  const row = (build: string, pageRuns: readonly PageRun[], bytes?: number) => {
    const lcpMs = median(pageRuns.map((run) => run.lcpMs));
    return {
      build,
      performance: String(median(pageRuns.map((run) => run.scores.performance))),
      LCP: against(`${(lcpMs / 1000).toFixed(2)} s`, lcpMs <= TARGET.lcpMs),
      CLS: median(pageRuns.map((run) => run.cls)).toFixed(3),
      'smallest variant':
        bytes === undefined ? '—' : against(kb(bytes), bytes <= TARGET.smallestBytes),
    };
  };
  console.log(
    markdownTable([
      row(`${PAGE}, photo first`, runs, smallest.bytes),
      ...(baseline.length > 0 ? [row(`${PAGE}, apps/web/dist`, baseline)] : []),
    ]),
  );
  console.log(
    `Targets: LCP ≤ ${(TARGET.lcpMs / 1000).toFixed(1)} s with the photo, smallest variant ≤ ${kb(TARGET.smallestBytes)}.`,
  );
  console.log('\nWith the photo, what Lighthouse points at:');
  for (const problem of runs.flatMap((run) => run.problems)) {
    console.log(`- ${problem.id} — ${problem.title}: ${problem.items.join('\n    ')}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
