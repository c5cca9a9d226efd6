import type { RoomType } from '@hotel/content';
import { addDays } from '@hotel/pricing';
import type { IcalSyncResult } from '@hotel/validators/responses';
import { eq } from 'drizzle-orm';
import { findFreeRoom, roomTakenBy } from '../booking/availability.js';
import { blockRoom } from '../booking/blocks.js';
import type { DbOrTransaction } from '../db/client.js';
import { icalEventBlocks, icalFeeds } from '../db/icalSchema.js';
import { roomBlocks, rooms } from '../db/schema.js';
import { MORE_EVENTS_UID, openConflictUids, raiseConflicts, resolveConflict } from './conflicts.js';
import type { FeedEvent } from './feedEvents.js';

/** The feed being synced, with its room type's hotel and type. */
export interface SyncedFeed {
  readonly id: number;
  readonly name: string;
  readonly hotelId: string;
  readonly type: RoomType;
}

/** An event's block as it stands: the room and nights it holds. */
interface HeldEvent {
  readonly blockId: number;
  readonly uid: string;
  readonly summary: string;
  readonly roomId: number;
  readonly roomNumber: string;
  readonly isAvailable: boolean;
  readonly from: string;
  readonly until: string;
}

type Changes = Pick<IcalSyncResult, 'added' | 'moved' | 'released' | 'unchanged'>;

const lastNight = (until: string) => addDays(until, -1);

const heldEvents = (tx: DbOrTransaction, feedId: number): HeldEvent[] =>
  tx
    .select({
      blockId: icalEventBlocks.blockId,
      uid: icalEventBlocks.uid,
      summary: icalEventBlocks.summary,
      roomId: rooms.id,
      roomNumber: rooms.roomNumber,
      isAvailable: rooms.isAvailable,
      from: roomBlocks.from,
      until: roomBlocks.until,
    })
    .from(icalEventBlocks)
    .innerJoin(roomBlocks, eq(roomBlocks.id, icalEventBlocks.blockId))
    .innerJoin(rooms, eq(rooms.id, roomBlocks.roomId))
    .where(eq(icalEventBlocks.feedId, feedId))
    .all();

const reasonOf = (feed: SyncedFeed, summary: string) => `${feed.name}: ${summary}`.slice(0, 200);

/**
 * Blocks a room of the feed's type for the event's nights (`preferred`, the room it held, when
 * still free), through blockRoom like every other way of taking a room; undefined when none is
 * free.
 */
function placeEvent(
  tx: DbOrTransaction,
  feed: SyncedFeed,
  event: FeedEvent,
  now: string,
  preferred?: HeldEvent,
): { roomNumber: string } | undefined {
  const keep =
    preferred?.isAvailable && !roomTakenBy(tx, preferred.roomId, event.from, event.until, now);
  const room = keep
    ? { id: preferred.roomId }
    : findFreeRoom(tx, feed.hotelId, feed.type, event.from, event.until, now);
  if (!room) return undefined;
  const block = blockRoom(tx, {
    roomId: room.id,
    from: event.from,
    until: event.until,
    reason: reasonOf(feed, event.summary),
    source: 'ical',
    createdBy: null,
    now,
  });
  tx.insert(icalEventBlocks)
    .values({ blockId: block.id, feedId: feed.id, uid: event.uid, summary: event.summary })
    .run();
  return { roomNumber: block.roomNumber };
}

class NoRoomForTheMove extends Error {}

/**
 * Moves an event's block to its new nights: released and placed again in one savepoint, so the
 * old nights stay held when the new ones cannot be had.
 */
function moveEvent(
  tx: DbOrTransaction,
  feed: SyncedFeed,
  held: HeldEvent,
  event: FeedEvent,
  now: string,
): { roomNumber: string } | undefined {
  try {
    return tx.transaction((savepoint) => {
      savepoint.delete(roomBlocks).where(eq(roomBlocks.id, held.blockId)).run();
      const placed = placeEvent(savepoint, feed, event, now, held);
      if (!placed) throw new NoRoomForTheMove();
      return placed;
    });
  } catch (error) {
    if (error instanceof NoRoomForTheMove) return undefined;
    throw error;
  }
}

/**
 * Brings the feed's blocks in line with its events (those with a night from `today` on, their
 * past nights left out): an event gone releases its block, a new one blocks a free room, a changed
 * one moves. An event no room is free for raises an alert instead (raiseConflicts: at most
 * MAX_OPEN_ALERTS one by one, the rest summed up in one); an alert whose event fits or
 * is gone is resolved. Call it inside one `immediate` transaction, as orders hold rooms, so each
 * last room is taken exactly once.
 */
export function applyFeed(
  tx: DbOrTransaction,
  feed: SyncedFeed,
  feedEvents: readonly FeedEvent[],
  today: string,
  now: string,
): Changes {
  const changes: Changes = { added: [], moved: [], released: [], unchanged: 0 };
  const fromToday = (date: string) => (date < today ? today : date);
  const wanted = new Map(
    feedEvents
      .filter((event) => event.until > today)
      .map((event) => [event.uid, { ...event, from: fromToday(event.from) }]),
  );
  const held = new Map(heldEvents(tx, feed.id).map((event) => [event.uid, event]));
  const open = openConflictUids(tx, feed.id);
  const resolve = (uid: string) => {
    if (open.has(uid)) resolveConflict(tx, feed.id, uid, now);
  };
  const unplaced: FeedEvent[] = [];
  const shown = (event: { uid: string; summary: string; from: string; until: string }) => ({
    uid: event.uid,
    summary: event.summary,
    from: event.from,
    to: lastNight(event.until),
  });

  for (const event of held.values()) {
    if (wanted.has(event.uid)) continue;
    tx.delete(roomBlocks).where(eq(roomBlocks.id, event.blockId)).run();
    resolve(event.uid);
    changes.released.push({ ...shown(event), roomNumber: event.roomNumber });
  }

  for (const event of wanted.values()) {
    const current = held.get(event.uid);
    if (current && fromToday(current.from) === event.from && current.until === event.until) {
      if (current.summary !== event.summary) {
        tx.update(icalEventBlocks)
          .set({ summary: event.summary })
          .where(eq(icalEventBlocks.blockId, current.blockId))
          .run();
        tx.update(roomBlocks)
          .set({ reason: reasonOf(feed, event.summary) })
          .where(eq(roomBlocks.id, current.blockId))
          .run();
      }
      resolve(event.uid);
      changes.unchanged += 1;
      continue;
    }
    const placed = current
      ? moveEvent(tx, feed, current, event, now)
      : placeEvent(tx, feed, event, now);
    if (!placed) {
      unplaced.push(event);
      continue;
    }
    resolve(event.uid);
    if (current) {
      const previous = { ...shown(current), roomNumber: current.roomNumber };
      changes.moved.push({
        ...shown(event),
        roomNumber: placed.roomNumber,
        previous: { from: previous.from, to: previous.to, roomNumber: previous.roomNumber },
      });
    } else changes.added.push({ ...shown(event), roomNumber: placed.roomNumber });
  }

  // Alerts of events that left the feed (or ended) without ever holding a block.
  for (const uid of open) {
    if (uid !== MORE_EVENTS_UID && !wanted.has(uid) && !held.has(uid)) resolve(uid);
  }
  raiseConflicts(tx, feed.id, unplaced, open, now);
  tx.update(icalFeeds)
    .set({ lastSyncAt: now, lastError: null, lastErrorAt: null })
    .where(eq(icalFeeds.id, feed.id))
    .run();
  return changes;
}
