import { errorBodyCheck, loadResponseCheck, type ResponseCheck } from 'virtual:response-checks';
import { LANG_TAG, renderingLang } from '@hotel/i18n';
import type { ApiRoute, ResponseOf } from '@hotel/validators/responses';
import { type CallOptions, splitRoute, urlOf } from './apiRoute';

/** A failed call: the API's error (with per-field messages), or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body?: unknown,
    private readonly ownCode?: string,
  ) {
    super(message);
  }

  /**
   * The API's error code (`SOLD_OUT`, `QUOTE_EXPIRED`…); `NETWORK` when the server was not
   * reached; `BAD_RESPONSE` when its answer was not in the shape of the route's schema.
   */
  get code(): string {
    if (this.status === 0) return 'NETWORK';
    if (this.ownCode) return this.ownCode;
    const code =
      this.body !== null && typeof this.body === 'object' && 'code' in this.body
        ? this.body.code
        : undefined;
    return typeof code === 'string' ? code : 'UNKNOWN';
  }
}

const UNREACHABLE = 'We could not reach the server. Please check your connection and try again.';

interface Init {
  readonly method: string;
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
}

interface Answer<T> {
  readonly status: number;
  readonly body: unknown;
  readonly check: ResponseCheck<T>;
}

/**
 * Sends a request to the site's API (same origin, cookies included) while the route's check
 * loads, and reads its JSON answer. A failure answer rejects with an ApiError carrying the
 * server's message and field messages.
 */
async function exchange<T>(
  url: string,
  { method, body, signal }: Init,
  loadCheck: () => Promise<{ readonly check: ResponseCheck<T> }>,
): Promise<Answer<T>> {
  const loading = loadCheck();
  // Reported below, once the answer is in; a call that fails first must not leave it unhandled.
  loading.catch(() => {});
  // The page's language: the API answers its messages in it, and a booking keeps it for its mails.
  const language = { 'accept-language': LANG_TAG[renderingLang()] };
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json', ...language }
          : { 'content-type': 'application/json', accept: 'application/json', ...language },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, UNREACHABLE);
  }
  const answer: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  try {
    if (!response.ok) {
      const { check: isErrorBody } = await errorBodyCheck();
      const failure = isErrorBody(answer) ? answer : undefined;
      throw new ApiError(
        response.status,
        failure?.message ?? `The server answered ${response.status}.`,
        failure?.fields ?? {},
        answer,
      );
    }
    return { status: response.status, body: answer, check: (await loading).check };
  } catch (error) {
    // The checks' module did not arrive: as if the server had not.
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, UNREACHABLE);
  }
}

/**
 * The answer, checked with its route's schema; an answer of another shape is an ApiError. Only
 * such an answer needs its issues put in words: that code loads then, not with every page.
 */
async function checked<T>({ status, body, check }: Answer<T>, route: string): Promise<T> {
  if (check(body)) return body;
  const { answerIssues } = await import('./answerIssues').catch(() => {
    throw new ApiError(0, UNREACHABLE);
  });
  const where = answerIssues(check.errors).join(', ');
  throw new ApiError(
    status,
    `The server's answer to ${route} was not what this page expects (${where}). Please reload the page and try again.`,
    {},
    body,
    'BAD_RESPONSE',
  );
}

/**
 * Calls a route of the API by its key, e.g. `api('GET /api/quotes/:id', { params: { id } })`,
 * and resolves with its answer checked against the route's schema of @hotel/validators/responses
 * (compiled to a zod-free check at build time, vite/responseChecks.ts). Rejects with an ApiError:
 * the server's failure, a network failure (status 0), or an answer the check refuses
 * (`BAD_RESPONSE`).
 */
export async function api<R extends ApiRoute>(
  route: R,
  { params, query, body, signal }: CallOptions<R> = {},
): Promise<ResponseOf<R>> {
  const [method, pattern] = splitRoute(route);
  const loadCheck: () => Promise<{ readonly check: ResponseCheck<ResponseOf<R>> }> = () =>
    loadResponseCheck(route);
  const answer = await exchange(urlOf(pattern, params, query), { method, body, signal }, loadCheck);
  return checked(answer, route);
}
