import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CHROMIUM } from '@hotel/bench';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const baseUrl = () => inject('baseUrl');

let browser: Browser | undefined;

/** One headless Chromium per test file (Debian's, never a downloaded one). */
export function useBrowser(): () => Browser {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not started');
    return browser;
  };
}

export interface GuardedPage {
  readonly page: Page;
  /** Console errors, page errors and CSP violations seen so far (a journey fails on any). */
  readonly problems: string[];
  close(): Promise<void>;
}

/**
 * A fresh page that records every console error, uncaught page error and Content Security Policy
 * violation (Chrome reports some, such as a caught eval probe, only as DevTools issues).
 */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    reducedMotion?: 'reduce' | 'no-preference';
    /** A site of the file's own (started with other settings) instead of the shared one. */
    baseURL?: string;
    /** The browser's language (navigator.languages, Accept-Language), e.g. 'mr-IN'. */
    locale?: string;
  } = {},
): Promise<GuardedPage> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    ...(options.locale ? { locale: options.locale } : {}),
  });
  // Third-party frames (the map) are blocked: the tests have no internet and must not depend on it.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/net::ERR_FAILED|ERR_BLOCKED|blocked:other/.test(message.text())
    ) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const devtools = await context.newCDPSession(page);
  devtools.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') {
      problems.push(`csp: ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`);
    }
  });
  await devtools.send('Audits.enable');
  return { page, problems, close: () => context.close() };
}

/** Fails the test on any console error or page error the journey produced. */
export function expectNoProblems(guarded: GuardedPage): void {
  expect(guarded.problems).toEqual([]);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.0–2.2 A and AA) on the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the site's CSP (which forbids injected scripts) stays on.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Goes to a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}
