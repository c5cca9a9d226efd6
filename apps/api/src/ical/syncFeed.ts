import { site } from '@hotel/content';
import { addDays } from '@hotel/pricing';
import { todayInIndia } from '@hotel/validators';
import type { IcalSyncResult } from '@hotel/validators/responses';
import type { Db } from '../db/client.js';
import { nowIso } from '../lib/clock.js';
import { applyFeed } from './applyFeed.js';
import { openConflicts } from './conflicts.js';
import { FeedError } from './FeedError.js';
import type { FeedEvents, FeedWindow } from './feedEvents.js';
import { feedToSync, recordFeedError } from './feeds.js';
import { type FetchLimits, fetchFeed } from './fetchFeed.js';
import { type ReadLimits, readFeedInWorker } from './readFeedInWorker.js';

/** How a feed is fetched (fetchFeed) and read (readFeedInWorker). */
export interface SyncLimits {
  readonly fetch: FetchLimits;
  readonly read: ReadLimits;
}

/**
 * The nights a guest could book online from `today` (the content's bookAheadDays and maxNights):
 * a recurring event's occurrences past them block nothing anyone could take.
 */
const bookableNights = (today: string): FeedWindow => ({
  from: today,
  until: addDays(today, site.booking.bookAheadDays + site.booking.maxNights),
});

/**
 * Fetches a feed, reads it in a worker thread and applies its events (applyFeed) in one
 * `immediate` transaction. A feed that cannot be fetched or read keeps its blocks: the FeedError
 * is stored on the feed (lastError, lastErrorAt) and thrown, unless the sync was stopped for the
 * server's shutdown. 404 for a feed that does not exist (or is deleted while it is fetched).
 */
export async function syncFeed(
  db: Db,
  limits: SyncLimits,
  id: number,
  stop?: AbortSignal,
): Promise<IcalSyncResult> {
  const { url } = feedToSync(db, id);
  let read: FeedEvents;
  try {
    const text = await fetchFeed(url, limits.fetch, stop);
    read = await readFeedInWorker(text, bookableNights(todayInIndia()), limits.read, stop);
  } catch (error) {
    if (error instanceof FeedError && !stop?.aborted) {
      recordFeedError(db, id, error.message, nowIso());
    }
    throw error;
  }
  const now = nowIso();
  const today = todayInIndia();
  const changes = db.transaction(
    (tx) => applyFeed(tx, feedToSync(tx, id), read.events, today, now),
    {
      behavior: 'immediate',
    },
  );
  return {
    feedId: id,
    syncedAt: now,
    events: read.events.filter((event) => event.until > today).length,
    skipped: read.skipped,
    ...changes,
    conflicts: openConflicts(db, id),
  };
}
