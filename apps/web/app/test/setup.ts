import '@testing-library/jest-dom/vitest';
import { errorBodyCheck, loadResponseCheck } from 'virtual:response-checks';
import { routeKeys } from '@hotel/validators/responses';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadValidators } from '../lib/validators';
import { assertFakesMatchApi } from './apiContract';

// findBy… and waitFor wait for what the test names, up to a deadline that is only a guard: a
// lazily loaded piece (a data route's fetcher, a chunk) can take seconds on 2 cores while another
// test run shares them, and a passing test does not wait longer for it. (Testing Library's default
// of 1 s made a verdict depend on the machine's load.)
configure({ asyncUtilTimeout: 30_000 });

// Forms load their schemas on first use (a separate chunk in the browser, covered by the
// end-to-end tests). Here they are loaded once up front, so a form's first check answers as fast
// as the later ones and a test reads the outcome right after the click. The API client's response
// checks likewise.
beforeAll(async () => {
  await Promise.all([
    loadValidators(),
    errorBodyCheck(),
    ...routeKeys.map((route) => loadResponseCheck(route)),
  ]);
});

// No test reaches the network: a call that no test stubbed (or one a page makes after its test
// has ended and restored the globals) fails at once, instead of connecting to happy-dom's
// localhost:3000 and landing in whichever test runs next.
globalThis.fetch = async (input) => {
  throw new TypeError(`No network in unit tests: fetch(${String(input)}) was not stubbed.`);
};

afterEach(() => {
  cleanup();
  assertFakesMatchApi();
});

// The files of a worker share one module graph and one window (vitest.config.ts: `isolate:
// false`), so what a file leaves in the browser's state is cleared before the next one starts:
// a cookie (the language), the tab's storage, a stubbed global, fake timers and spies.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (typeof document === 'undefined') return; // a file of `@vitest-environment node`
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the cookies a test's page set
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

// A test that expects an error to be logged says so (vi.spyOn(console, 'error')) and checks it;
// any other console.error fails the test that caused it.
const logError = console.error;
const unexpectedErrors: string[] = [];
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    unexpectedErrors.push(
      args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '),
    );
    logError(...args);
  };
});
afterEach(() => {
  console.error = logError;
  const logged = unexpectedErrors.splice(0);
  if (logged.length > 0) throw new Error(`console.error during the test:\n${logged.join('\n')}`);
});
