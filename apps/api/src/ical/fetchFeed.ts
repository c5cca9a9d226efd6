import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { FeedError, feedError } from './FeedError.js';
import {
  addressProblem,
  checkedAddress,
  isRefusedAddress,
  type ResolvedAddress,
  type Resolver,
  systemResolver,
} from './feedAddress.js';

/** Redirects followed before a feed counts as broken (a site moving its calendar needs one). */
const MAX_REDIRECTS = 3;

export interface FetchLimits {
  /** For the whole fetch: every redirect and the body included. */
  readonly timeoutMs: number;
  readonly maxBytes: number;
  /** Private and loopback addresses may be fetched too (ICAL_FEED_ALLOW_PRIVATE). */
  readonly allowPrivate: boolean;
}

/** How names are resolved and which addresses are refused; tests stand in for the internet. */
export interface FeedNetwork {
  readonly resolve?: Resolver;
  readonly refuses?: (address: string) => boolean;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Rejects as soon as `signal` aborts (a DNS lookup cannot be cancelled, only left behind). */
const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal) =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      signal.throwIfAborted();
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
  ]);

/**
 * One GET of `url` over a connection to `pinned`, the address that was checked, whatever the
 * name resolves to by now (no DNS rebinding between the check and the connection).
 */
function getFrom(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const lookup = ((_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      agent: false,
      lookup,
      signal,
      headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5' },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

/** Reads a body up to `maxBytes`, refusing (and dropping) it as soon as it is larger. */
async function readLimited(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () => {
    response.destroy();
    return feedError('TOO_LARGE', maxBytes);
  };
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

/**
 * Fetches a feed's text: http(s) to public addresses only (private and loopback ones too with
 * `allowPrivate`), each address checked after DNS and connected to as checked, at every one of
 * at most MAX_REDIRECTS redirects, within the time and size limits. `stop` aborts it (the server
 * shutting down). Every failure is a FeedError whose message says what went wrong, and every
 * network failure (a refused address, no DNS answer, a closed port, a reset) the same one, so a
 * feed's address cannot probe a network. A feed's address is never logged here (it may carry a
 * secret) and never sends credentials.
 */
export async function fetchFeed(
  url: string,
  limits: FetchLimits,
  stop?: AbortSignal,
  network: FeedNetwork = {},
): Promise<string> {
  const resolve = network.resolve ?? systemResolver;
  const refuses =
    network.refuses ?? ((address: string) => isRefusedAddress(address, limits.allowPrivate));
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
  const failure = (error: unknown): FeedError => {
    if (error instanceof FeedError) return error;
    if (timeout.aborted) return feedError('TIMEOUT', limits.timeoutMs);
    if (stop?.aborted) return feedError('STOPPED');
    return feedError('UNREACHABLE');
  };
  let address = new URL(url);
  if (addressProblem(address, true) === 'credentials') throw feedError('CREDENTIALS');
  try {
    for (let hops = 0; ; hops += 1) {
      const problem = addressProblem(address, true);
      if (problem === 'notHttp') throw feedError('BAD_REDIRECT');
      if (problem) throw feedError('UNREACHABLE');
      const pinned = await untilAborted(checkedAddress(address, refuses, resolve), signal);
      const response = await getFrom(address, pinned, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (hops >= MAX_REDIRECTS) throw feedError('TOO_MANY_REDIRECTS', MAX_REDIRECTS);
        if (!location) throw feedError('HTTP_STATUS', status);
        address = new URL(location, address);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw feedError('HTTP_STATUS', status);
      }
      return await readLimited(response, limits.maxBytes);
    }
  } catch (error) {
    throw failure(error);
  }
}
