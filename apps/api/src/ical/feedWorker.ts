import { parentPort, workerData } from 'node:worker_threads';
import { FeedError, feedError } from './FeedError.js';
import { readFeedEvents } from './feedEvents.js';
import type { ReadRequest, WorkerAnswer } from './readFeedInWorker.js';

/**
 * The worker thread that reads one fetched feed (readFeedInWorker starts it): its events from
 * today on, at most `maxEvents` of them, or why it cannot be read. Runs once and ends.
 */
function read({ text, window, maxEvents }: ReadRequest): WorkerAnswer {
  try {
    const { events, skipped } = readFeedEvents(text, window);
    const current = events.filter((event) => event.until > window.from);
    if (current.length > maxEvents) throw feedError('TOO_MANY_EVENTS', maxEvents);
    return { kind: 'read', events: current, skipped };
  } catch (error) {
    const failure = error instanceof FeedError ? error : feedError('UNREADABLE');
    return { kind: 'failed', message: failure.message };
  }
}

const port = parentPort;
if (port) {
  port.postMessage({ kind: 'reading' } satisfies WorkerAnswer);
  port.postMessage(read(workerData as ReadRequest));
}
