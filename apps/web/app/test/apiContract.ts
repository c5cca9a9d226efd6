import { errorBody, responseSchemas, routeKeys } from '@hotel/validators/responses';
import { vi } from 'vitest';
import type { z } from 'zod';
import { splitRoute } from '../lib/apiRoute';

/** Whether `METHOD /path?query` is a call of the route `METHOD /pattern/:param`. */
function isCallOf(route: string, method: string, url: string): boolean {
  const [routeMethod, pattern] = splitRoute(route);
  if (routeMethod !== method) return false;
  const path = url.replace(/[?#].*$/, '');
  const segments = pattern.split('/');
  const given = path.split('/');
  return (
    segments.length === given.length &&
    segments.every(
      (segment, index) => segment === given[index] || (segment.startsWith(':') && given[index]),
    )
  );
}

/**
 * The route a call is for, a route without `:params` first (`/api/bookings/mine` before
 * `/api/bookings/:id`, as Fastify's router chooses).
 */
function routeOfCall<R extends string>(
  routes: readonly R[],
  method: string,
  url: string,
): R | undefined {
  const candidates = routes.filter((route) => isCallOf(route, method, url));
  return candidates.find((route) => !route.includes(':')) ?? candidates[0];
}

const drifts: string[] = [];

const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');

/**
 * Reads a test fake's answer to `METHOD /path` with the API's schema of that route (the error
 * shape for a failure), so a fake that drifts from the API fails its test: each drift is kept
 * until `assertFakesMatchApi` (run after every test by setup.ts) reports it.
 */
export async function checkFakeAnswer(
  method: string,
  path: string,
  response: Response,
): Promise<Response> {
  const route = routeOfCall(routeKeys, method, path);
  if (!route) {
    if (response.status !== 404) drifts.push(`${method} ${path} is no route of the API.`);
    return response;
  }
  const body: unknown =
    response.status === 204
      ? null
      : await response
          .clone()
          .json()
          .catch(() => undefined);
  const schema: z.ZodType<unknown> = response.ok ? responseSchemas[route] : errorBody;
  const result = schema.safeParse(body);
  if (!result.success) {
    drifts.push(`${route} answered ${response.status}: ${describeIssues(result.error)}`);
  }
  return response;
}

/** Fails when a fake answered in a shape the API does not; forgets the drifts it reports. */
export function assertFakesMatchApi(): void {
  const found = drifts.splice(0);
  if (found.length > 0) {
    throw new Error(`A test fake drifted from the API's response schemas:\n${found.join('\n')}`);
  }
}

/** A test's own fake `fetch`, its answers read like `fakeApi`'s (see `checkFakeAnswer`). */
export function checkedFetch(
  fake: (input: string, init?: RequestInit) => Response | Promise<Response>,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const answer = await fake(String(input), init);
    const { pathname } = new URL(String(input), 'http://site');
    return checkFakeAnswer(init?.method ?? 'GET', pathname, answer);
  };
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * A stubbed `fetch` answering each URL with the given answers (apps/api/README.md's shapes), in
 * the order the test expects the calls, every call and answer checked against the API contract;
 * `calls()` lists what was sent.
 */
export function answeringApi(answers: Record<string, Answer[]>) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const answer = answers[url]?.shift();
    if (!answer) throw new Error(`Unexpected call to ${url}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', checkedFetch(fetchMock));
  return {
    calls: () =>
      fetchMock.mock.calls.map(([url, init]) => ({
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })),
  };
}
