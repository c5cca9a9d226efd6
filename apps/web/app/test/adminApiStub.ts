import type { Hotel, SessionUser } from '@hotel/validators/responses';
import { vi } from 'vitest';
import { testAdmin } from './accounts';
import { checkFakeAnswer } from './apiContract';

/** A JSON answer of the API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API's error shape. */
export const apiError = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) =>
  json(status, {
    statusCode: status,
    code,
    error: 'Error',
    message,
    ...(fields ? { fields } : {}),
  });

type Answer = (call: { url: URL; body: unknown }) => Response | Promise<Response>;

/** One request the page made: method, path with query, and its JSON body. */
export interface SeenCall {
  readonly method: string;
  readonly url: URL;
  readonly body: unknown;
}

/**
 * Replaces `fetch` with the API's answers by 'METHOD /path' (the query is ignored for matching
 * and given to the answer). A request nobody answers fails the test with a 404 it can see. Each
 * answer is read with the API's schema of its route, so a shape that drifts fails the test.
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const answer = answers[`${method} ${url.pathname}`];
    if (!answer) return apiError(404, 'NOT_FOUND', `No stub for ${method} ${url.pathname}`);
    return checkFakeAnswer(method, url.pathname, await answer({ url, body }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * The API's session as the server keeps it (a cookie): GET /api/auth/me answers whoever signed
 * in last (POST /api/auth/login answered with `signsIn`), or no one after POST /api/auth/logout.
 * For the page reads the session again after a sign-in or sign-out.
 */
export function sessionAnswers(
  first: SessionUser | null,
  signsIn?: SessionUser,
): Record<string, Answer> {
  let current = first;
  return {
    'GET /api/auth/me': () => json(200, { user: current }),
    'POST /api/auth/logout': () => {
      current = null;
      return new Response(null, { status: 204 });
    },
    ...(signsIn
      ? {
          'POST /api/auth/login': () => {
            current = signsIn;
            return json(200, { user: signsIn });
          },
        }
      : {}),
  };
}

/** Two hotels, as GET /api/hotels lists them. */
export const TWO_HOTELS: readonly Hotel[] = [
  {
    _id: 'hotel-akash-executive',
    name: 'Hotel Akash Executive',
    location: 'Jalna Road',
    description: '',
  },
  { _id: 'hotel-grand-imperial', name: 'Grand Imperial', location: 'Adalat Road', description: '' },
];

/** What an admin screen reads first: who is signed in (an admin by default) and the hotels. */
export const deskAnswers = (
  user: SessionUser = testAdmin,
  hotels: readonly Hotel[] = TWO_HOTELS,
): Record<string, Answer> => ({
  'GET /api/auth/me': () => json(200, { user }),
  'GET /api/hotels': () => json(200, hotels),
});
