import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FeedError, feedError } from './FeedError.js';
import type { FeedEvent, FeedEvents, FeedWindow } from './feedEvents.js';

export interface ReadLimits {
  /** Wall-clock time the reading may take, from the moment the worker starts on the text. */
  readonly timeoutMs: number;
  /** Events from today on a feed may hold. */
  readonly maxEvents: number;
}

/** What the worker is given (workerData). */
export interface ReadRequest {
  readonly text: string;
  readonly window: FeedWindow;
  readonly maxEvents: number;
}

/** What the worker answers: that it started on the text, then its events or why not. */
export type WorkerAnswer =
  | { readonly kind: 'reading' }
  | { readonly kind: 'read'; readonly events: FeedEvent[]; readonly skipped: number }
  | { readonly kind: 'failed'; readonly message: string };

/** The worker's own start (loading ical.js; compiling it under tsx in tests) is not the feed's. */
const START_LIMIT_MS = 30_000;
/** A feed's text is at most ICAL_MAX_BYTES (2 MB); reading it needs a few tens of MB. */
const MEMORY_LIMIT_MB = 128;

/**
 * The worker beside this module: feedWorker.js in the compiled server (dist/). When this module
 * runs from its TypeScript source (tsx in `pnpm dev`, Vitest), feedWorker.ts is loaded through
 * tsx (a dev dependency) registered in the worker itself, since tsx's `--import` leaves workers
 * out, with the workspace packages read from their sources as the main thread reads them.
 */
function startWorker(workerData: ReadRequest): Worker {
  const here = import.meta.url;
  const resourceLimits = { maxOldGenerationSizeMb: MEMORY_LIMIT_MB };
  if (!here.endsWith('.ts')) {
    return new Worker(new URL('./feedWorker.js', here), { workerData, resourceLimits });
  }
  const tsx = pathToFileURL(createRequire(here).resolve('tsx/package.json'));
  const register = new URL('dist/esm/api/index.mjs', tsx).href;
  const script = new URL('./feedWorker.ts', here).href;
  const boot = `import(${JSON.stringify(register)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); });`;
  return new Worker(boot, {
    eval: true,
    workerData,
    resourceLimits,
    execArgv: ['--conditions=development'],
  });
}

/**
 * Reads a fetched feed's events (readFeedEvents) from today on in a worker thread, so a hostile
 * feed never holds the event loop: the worker is terminated when it takes longer than
 * `limits.timeoutMs` (ical.js can search forever for a date a rule never reaches), more memory
 * than MEMORY_LIMIT_MB, or when `stop` aborts (the server shutting down). Every such end, and a
 * feed over `limits.maxEvents`, is a FeedError; nothing is applied.
 */
export function readFeedInWorker(
  text: string,
  window: FeedWindow,
  limits: ReadLimits,
  stop?: AbortSignal,
): Promise<FeedEvents> {
  if (stop?.aborted) return Promise.reject(feedError('STOPPED'));
  const worker = startWorker({ text, window, maxEvents: limits.maxEvents });
  return new Promise<FeedEvents>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: FeedEvents | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onStop = () => finish(feedError('STOPPED'));
    let timer = setTimeout(
      () => finish(new Error('The iCal feed reader did not start.')),
      START_LIMIT_MS,
    );
    stop?.addEventListener('abort', onStop, { once: true });
    worker.on('message', (answer: WorkerAnswer) => {
      if (answer.kind === 'reading') {
        clearTimeout(timer);
        timer = setTimeout(() => finish(feedError('TOO_SLOW', limits.timeoutMs)), limits.timeoutMs);
      } else if (answer.kind === 'read') finish({ events: answer.events, skipped: answer.skipped });
      else finish(new FeedError(answer.message));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? feedError('TOO_MUCH_MEMORY') : error),
    );
    worker.on('exit', (code) =>
      finish(new Error(`The iCal feed reader ended (exit code ${code}) without an answer.`)),
    );
  });
}
