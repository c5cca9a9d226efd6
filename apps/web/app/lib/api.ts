import type { ApiRoute, ErrorBody, ResponseOf } from '@hotel/validators/responses';
import type { z } from 'zod';
import { type CallOptions, splitRoute, urlOf } from './apiRoute';
import { loadOnce } from './loadOnce';

/** The API's error shape. */
export type ApiErrorBody = ErrorBody;

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

type Schemas = typeof import('./schemas/responses');

/**
 * The response schemas (zod, with @hotel/validators/responses), loaded with the first call
 * rather than with every page. A failed download is tried again on the next call.
 */
export const loadResponseSchemas = loadOnce(() => import('./schemas/responses'));

const UNREACHABLE = 'We could not reach the server. Please check your connection and try again.';

interface Init {
  readonly method: string;
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly schemas: Schemas;
}

/**
 * Sends a request to the site's API (same origin, cookies included) while the schemas load, and
 * reads its JSON answer. A failure answer rejects with an ApiError carrying the server's message
 * and field messages.
 */
async function exchange(url: string, { method, body, signal }: Init): Promise<Answer> {
  const schemas = loadResponseSchemas();
  // Reported below, once the answer is in; a call that fails first must not leave it unhandled.
  schemas.catch(() => {});
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, UNREACHABLE);
  }
  const answer: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  let loaded: Schemas;
  try {
    loaded = await schemas;
  } catch {
    throw new ApiError(0, UNREACHABLE);
  }
  if (!response.ok) {
    const failure = loaded.errorBody.safeParse(answer);
    throw new ApiError(
      response.status,
      failure.data?.message ?? `The server answered ${response.status}.`,
      failure.data?.fields ?? {},
      answer,
    );
  }
  return { status: response.status, body: answer, schemas: loaded };
}

/** The answer read with its route's schema; an answer of another shape is an ApiError. */
function checked<T>(schema: z.ZodType<T>, { status, body }: Answer, route: string): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const where = result.error.issues
    .slice(0, 3)
    .map((issue) => issue.path.join('.') || '(the body)')
    .join(', ');
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
 * and resolves with its answer parsed by the route's schema of @hotel/validators/responses.
 * Rejects with an ApiError: the server's failure, a network failure (status 0), or an answer
 * the schema refuses (`BAD_RESPONSE`).
 */
export async function api<R extends ApiRoute>(
  route: R,
  { params, query, body, signal }: CallOptions<R> = {},
): Promise<ResponseOf<R>> {
  const [method, pattern] = splitRoute(route);
  const answer = await exchange(urlOf(pattern, params, query), { method, body, signal });
  return checked(answer.schemas.responseSchemas[route], answer, route);
}
