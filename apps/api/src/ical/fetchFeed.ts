import { FeedError, feedError } from './FeedError.js';

/** Redirects followed before a feed counts as broken (a site moving its calendar needs one). */
export const MAX_REDIRECTS = 3;

export interface FetchLimits {
  /** For the whole fetch: every redirect and the body included. */
  readonly timeoutMs: number;
  readonly maxBytes: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A network failure's cause in a few words: undici's code (ECONNREFUSED) or its message. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** Reads a body up to `maxBytes`, refusing (and cancelling) it as soon as it is larger. */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw feedError('TOO_LARGE', maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw feedError('TOO_LARGE', maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

/**
 * Fetches a feed's text: http(s) only, at most MAX_REDIRECTS redirects, within the time and size
 * limits. `stop` aborts it (the server shutting down). Every failure is a FeedError whose message
 * says what went wrong; a feed's address is never logged here (it may carry a secret).
 */
export async function fetchFeed(
  url: string,
  limits: FetchLimits,
  stop?: AbortSignal,
): Promise<string> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
  const failure = (error: unknown): FeedError => {
    if (error instanceof FeedError) return error;
    if (timeout.aborted) return feedError('TIMEOUT', limits.timeoutMs);
    if (stop?.aborted) return feedError('STOPPED');
    return feedError('UNREACHABLE', causeOf(error));
  };
  let address = new URL(url);
  try {
    for (let hops = 0; ; hops += 1) {
      const response = await fetch(address, {
        redirect: 'manual',
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5' },
      });
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (hops >= MAX_REDIRECTS) throw feedError('TOO_MANY_REDIRECTS', MAX_REDIRECTS);
        if (!location) throw feedError('HTTP_STATUS', response.status);
        address = new URL(location, address);
        if (address.protocol !== 'http:' && address.protocol !== 'https:') {
          throw feedError('BAD_REDIRECT');
        }
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw feedError('HTTP_STATUS', response.status);
      }
      return await readLimited(response, limits.maxBytes);
    }
  } catch (error) {
    throw failure(error);
  }
}
