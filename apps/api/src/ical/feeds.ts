import { type AddIcalFeed, icalFeedMessages } from '@hotel/validators';
import type { IcalFeed } from '@hotel/validators/responses';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../db/client.js';
import { icalEventBlocks, icalFeeds } from '../db/icalSchema.js';
import { roomBlocks, roomTypes } from '../db/schema.js';
import { conflict, invalid, notFound } from '../lib/ApiFailure.js';
import type { SyncedFeed } from './applyFeed.js';
import { openConflicts } from './conflicts.js';
import { addressProblem } from './feedAddress.js';

const FEED_MESSAGES = {
  feedNotFound: 'We could not find that iCal feed.',
  roomTypeNotFound: 'We could not find that room type.',
  duplicate: 'This room type already imports that address.',
} as const;

type FeedRow = typeof icalFeeds.$inferSelect;

/** A stored address as admins see it: without a user name or password (kept by older versions). */
function shownUrl(address: string): string {
  const url = new URL(address);
  if (!url.username && !url.password) return address;
  url.username = '';
  url.password = '';
  return url.href;
}

/** A feed as admins see it: its row, the rooms it holds and its open alerts. */
function shown(tx: DbOrTransaction, feeds: readonly FeedRow[]): IcalFeed[] {
  const ids = feeds.map((feed) => feed.id);
  const blocks = new Map(
    tx
      .select({ feedId: icalEventBlocks.feedId, blocks: count() })
      .from(icalEventBlocks)
      .where(inArray(icalEventBlocks.feedId, ids))
      .groupBy(icalEventBlocks.feedId)
      .all()
      .map((row) => [row.feedId, row.blocks]),
  );
  const conflicts = openConflicts(tx);
  return feeds.map((feed) => ({
    id: feed.id,
    roomTypeId: feed.roomTypeId,
    name: feed.name,
    url: shownUrl(feed.url),
    createdAt: feed.createdAt,
    lastSyncAt: feed.lastSyncAt,
    lastError: feed.lastError,
    lastErrorAt: feed.lastErrorAt,
    blocks: blocks.get(feed.id) ?? 0,
    conflicts: conflicts.filter((alert) => alert.feedId === feed.id),
  }));
}

/** Every feed, oldest first. */
export function listFeeds(db: Db): IcalFeed[] {
  return shown(db, db.select().from(icalFeeds).orderBy(asc(icalFeeds.id)).all());
}

/**
 * Stores a new feed (not yet synced); 400 for an address that is a refused IP or localhost (a
 * name is checked when it is fetched, after DNS), 404 for an unknown room type, 409 for an
 * address twice.
 */
export function addFeed(
  db: Db,
  request: AddIcalFeed,
  createdBy: number | null,
  allowPrivate: boolean,
): IcalFeed {
  const problem = addressProblem(new URL(request.url), allowPrivate);
  if (problem) {
    throw invalid({ url: icalFeedMessages[problem] });
  }
  return db.transaction(
    (tx) => {
      const roomType = tx
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(eq(roomTypes.id, request.roomTypeId))
        .get();
      if (!roomType) throw notFound(FEED_MESSAGES.roomTypeNotFound);
      const same = tx
        .select({ id: icalFeeds.id })
        .from(icalFeeds)
        .where(and(eq(icalFeeds.roomTypeId, roomType.id), eq(icalFeeds.url, request.url)))
        .get();
      if (same) throw conflict('FEED_EXISTS', FEED_MESSAGES.duplicate);
      const row = tx
        .insert(icalFeeds)
        .values({ ...request, createdBy })
        .returning()
        .get();
      return shown(tx, [row])[0] as IcalFeed;
    },
    { behavior: 'immediate' },
  );
}

/** The feed to sync, with its room type's hotel and type; 404 when there is none. */
export function feedToSync(tx: DbOrTransaction, id: number): SyncedFeed & { url: string } {
  const feed = tx
    .select({
      id: icalFeeds.id,
      name: icalFeeds.name,
      url: icalFeeds.url,
      hotelId: roomTypes.hotelId,
      type: roomTypes.type,
    })
    .from(icalFeeds)
    .innerJoin(roomTypes, eq(roomTypes.id, icalFeeds.roomTypeId))
    .where(eq(icalFeeds.id, id))
    .get();
  if (!feed) throw notFound(FEED_MESSAGES.feedNotFound);
  return feed;
}

/** Every feed's id, for the scheduled sync. */
export const feedIds = (db: Db): number[] =>
  db
    .select({ id: icalFeeds.id })
    .from(icalFeeds)
    .orderBy(asc(icalFeeds.id))
    .all()
    .map((row) => row.id);

/** A failed sync: the feed keeps its blocks and shows why. */
export function recordFeedError(db: Db, id: number, message: string, now: string): void {
  db.update(icalFeeds)
    .set({ lastError: message, lastErrorAt: now })
    .where(eq(icalFeeds.id, id))
    .run();
}

/** Removes a feed: its blocks are released (the nights go back on sale) and its alerts go. */
export function deleteFeed(db: Db, id: number): void {
  db.transaction(
    (tx) => {
      feedToSync(tx, id);
      const held = tx
        .select({ blockId: icalEventBlocks.blockId })
        .from(icalEventBlocks)
        .where(eq(icalEventBlocks.feedId, id))
        .all()
        .map((row) => row.blockId);
      if (held.length > 0) tx.delete(roomBlocks).where(inArray(roomBlocks.id, held)).run();
      tx.delete(icalFeeds).where(eq(icalFeeds.id, id)).run();
    },
    { behavior: 'immediate' },
  );
}
