import { CHROMIUM, CHROMIUM_FLAGS } from '@hotel/bench';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A failing audit, with what it points at (elements, URLs, messages). */
export interface AuditProblem {
  readonly id: string;
  readonly category: Category;
  readonly title: string;
  readonly summary: string;
  readonly items: readonly string[];
}

/** One Lighthouse run of one page: scores 0–100, metrics in ms (CLS unitless). */
export interface PageRun {
  readonly scores: Readonly<Record<Category, number>>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /**
   * The longest main-thread task of the load, as Lighthouse's long-tasks audit times it (with its
   * CPU slowdown); 0 when no task reached 50 ms.
   */
  readonly longestTaskMs: number;
  /** Script bytes the page transferred during the run, as the server compressed them. */
  readonly scriptBytes: number;
  readonly problems: readonly AuditProblem[];
  readonly lighthouseVersion: string;
  readonly userAgent: string;
  readonly benchmarkIndex: number;
}

export interface MetricTargets {
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

/** Debian's Chromium with the workspace's flags, for Lighthouse to drive over its port. */
export const launchChromium = (): Promise<LaunchedChrome> =>
  launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_FLAGS], logLevel: 'silent' });

/** Lighthouse's mobile defaults (simulated throttling, 4× CPU slowdown) on one URL. */
export async function auditPage(
  url: string,
  port: number,
  targets: MetricTargets,
): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}.`);
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const run = {
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((lhr.categories[category]?.score ?? 0) * 100),
    ]),
  ) as Record<Category, number>;
  const summary = lhr.audits['resource-summary']?.details;
  const scriptRow =
    summary && 'items' in summary && Array.isArray(summary.items)
      ? (summary.items as { resourceType?: string; transferSize?: number }[]).find(
          (item) => item.resourceType === 'script',
        )
      : undefined;
  const longTasks = lhr.audits['long-tasks']?.details;
  const durations =
    longTasks && 'items' in longTasks && Array.isArray(longTasks.items)
      ? (longTasks.items as { duration?: number }[]).map((item) => item.duration ?? 0)
      : [];
  return {
    ...run,
    longestTaskMs: Math.max(0, ...durations),
    scriptBytes: scriptRow?.transferSize ?? Number.NaN,
    scores,
    problems: problemsOf(lhr, run, targets),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Every scored audit below 1 in accessibility, best practices and SEO; for performance, each
 * opportunity Lighthouse estimates would save time, and the audit that names the elements behind
 * a metric that misses its target.
 */
function problemsOf(lhr: Result, run: MetricTargets, targets: MetricTargets): AuditProblem[] {
  const problems: AuditProblem[] = [];
  const add = (category: Category, id: string) => {
    const audit = lhr.audits[id];
    if (!audit || problems.some((problem) => problem.id === id)) return;
    const summary = [audit.displayValue, audit.explanation, audit.errorMessage]
      .filter(Boolean)
      .join('; ');
    problems.push({ id, category, title: audit.title, summary, items: itemsOf(audit.details) });
  };
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const { id } of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[id];
      const scored = audit?.scoreDisplayMode === 'binary' || audit?.scoreDisplayMode === 'numeric';
      if (scored && audit.score !== null && audit.score < 1) add(category, id);
    }
  }
  for (const { id, group } of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[id];
    const saves = Object.values(audit?.metricSavings ?? {}).some((ms) => (ms ?? 0) > 0);
    const failing = audit?.score !== null && audit?.score !== undefined && audit.score < 1;
    if (group !== 'hidden' && audit?.scoreDisplayMode === 'metricSavings' && failing && saves) {
      add('performance', id);
    }
  }
  if (run.lcpMs > targets.lcpMs) add('performance', 'largest-contentful-paint-element');
  if (run.tbtMs > targets.tbtMs) add('performance', 'long-tasks');
  if (run.cls > targets.cls) add('performance', 'layout-shifts');
  return problems;
}

type Details = Result['audits'][string]['details'];

/** A line per item of an audit's table or list: the elements, URLs and messages it names. */
function itemsOf(details: Details): string[] {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items.flatMap((item: unknown): string[] => {
    if (typeof item !== 'object' || item === null) return [];
    const entry = item as Record<string, unknown>;
    if (entry.type === 'table' || entry.type === 'list') return itemsOf(entry as Details);
    if (typeof entry.phase === 'string' && typeof entry.timing === 'number') {
      return [`${entry.phase}: ${Math.round(entry.timing)} ms (${entry.percent})`];
    }
    const parts = Object.values(entry).map(describe);
    if (typeof entry.duration === 'number') parts.push(`${Math.round(entry.duration)} ms`);
    if (typeof entry.wastedBytes === 'number')
      parts.push(`${Math.round(entry.wastedBytes / 1024)} KB to save`);
    const line = parts.filter(Boolean).join(' · ');
    return [line.length > 300 ? `${line.slice(0, 299)}…` : line];
  });
}

function describe(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const part = value as Record<string, unknown>;
  if (part.type === 'node') {
    const explanation = typeof part.explanation === 'string' ? part.explanation : '';
    return [part.selector, part.snippet, explanation.split('\n').slice(0, 3).join(' ')]
      .filter(Boolean)
      .join(' ');
  }
  if (part.type === 'source-location') return `${part.url}:${Number(part.line) + 1}`;
  if (part.type === 'url' || part.type === 'code') return String(part.value);
  return undefined;
}
