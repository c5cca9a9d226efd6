/** The API's error shape. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  error: string;
  message: string;
  fields?: Record<string, string>;
}

/** A failed call: the API's error (with per-field messages), or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** The API's error code (`SOLD_OUT`, `QUOTE_EXPIRED`…); `NETWORK` when the server was not reached. */
  get code(): string {
    if (this.status === 0) return 'NETWORK';
    const { code } = (this.body ?? {}) as Partial<ApiErrorBody>;
    return typeof code === 'string' ? code : 'UNKNOWN';
  }
}

/**
 * Calls the site's API (same origin, cookies included). Resolves with the JSON body of a 2xx
 * answer; rejects with an ApiError carrying the server's message and field messages.
 */
export async function callApi<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers:
        init.body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: init.body === undefined ? null : JSON.stringify(init.body),
      credentials: 'same-origin',
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(
      0,
      'We could not reach the server. Please check your connection and try again.',
    );
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(
      response.status,
      error.message ?? `The server answered ${response.status}.`,
      error.fields ?? {},
      body,
    );
  }
  return body as T;
}
