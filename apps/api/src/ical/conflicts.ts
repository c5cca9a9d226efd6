import { addDays } from '@hotel/pricing';
import type { IcalConflict } from '@hotel/validators/responses';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { icalConflicts, icalEventBlocks, icalFeeds } from '../db/icalSchema.js';
import { hotels, roomBlocks, roomTypes } from '../db/schema.js';
import type { FeedEvent } from './feedEvents.js';

/** Open alerts one feed keeps one by one (the earliest nights); past them, one summary alert. */
export const MAX_OPEN_ALERTS = 500;

/** The summary alert's UID: no event has it (a VEVENT without a UID is skipped). */
export const MORE_EVENTS_UID = '';

const open = (feedId: number, uid: string) =>
  and(
    eq(icalConflicts.feedId, feedId),
    eq(icalConflicts.uid, uid),
    isNull(icalConflicts.resolvedAt),
  );

/**
 * Keeps an overbooking alert for an event no room is free for: a new one, or the open one brought
 * up to date (a change of nights counts as detected again, now).
 */
function raiseConflict(tx: DbOrTransaction, feedId: number, event: FeedEvent, now: string): void {
  const current = tx.select().from(icalConflicts).where(open(feedId, event.uid)).get();
  if (!current) {
    tx.insert(icalConflicts)
      .values({ feedId, ...event, detectedAt: now })
      .run();
    return;
  }
  const sameNights = current.from === event.from && current.until === event.until;
  if (sameNights && current.summary === event.summary) return;
  tx.update(icalConflicts)
    .set({
      summary: event.summary,
      from: event.from,
      until: event.until,
      detectedAt: sameNights ? current.detectedAt : now,
    })
    .where(eq(icalConflicts.id, current.id))
    .run();
}

/** Closes an event's open alert, if it has one: it fits now, or it left the feed. */
export function resolveConflict(tx: DbOrTransaction, feedId: number, uid: string, now: string) {
  tx.update(icalConflicts).set({ resolvedAt: now }).where(open(feedId, uid)).run();
}

/** The UIDs of a feed's open alerts. */
export const openConflictUids = (tx: DbOrTransaction, feedId: number): Set<string> =>
  new Set(
    tx
      .select({ uid: icalConflicts.uid })
      .from(icalConflicts)
      .where(and(eq(icalConflicts.feedId, feedId), isNull(icalConflicts.resolvedAt)))
      .all()
      .map((row) => row.uid),
  );

const byNights = (a: FeedEvent, b: FeedEvent) =>
  a.from.localeCompare(b.from) || a.until.localeCompare(b.until) || a.uid.localeCompare(b.uid);

/**
 * Alerts for the events no room is free for, so a feed's alerts stay few: the MAX_OPEN_ALERTS
 * with the earliest nights one by one, the rest in one summary alert (MORE_EVENTS_UID) with
 * their count and nights, their own alerts closed. `open` holds the UIDs of the feed's open
 * alerts.
 */
export function raiseConflicts(
  tx: DbOrTransaction,
  feedId: number,
  unplaced: readonly FeedEvent[],
  open: ReadonlySet<string>,
  now: string,
): void {
  const sorted = [...unplaced].sort(byNights);
  const rest = sorted.slice(MAX_OPEN_ALERTS);
  for (const event of sorted.slice(0, MAX_OPEN_ALERTS)) raiseConflict(tx, feedId, event, now);
  for (const event of rest) if (open.has(event.uid)) resolveConflict(tx, feedId, event.uid, now);
  if (rest.length === 0) {
    if (open.has(MORE_EVENTS_UID)) resolveConflict(tx, feedId, MORE_EVENTS_UID, now);
    return;
  }
  const summary = `${rest.length.toLocaleString('en-IN')} more events`;
  const from = rest[0]?.from ?? '';
  const until = rest.map((event) => event.until).sort()[rest.length - 1] ?? from;
  raiseConflict(tx, feedId, { uid: MORE_EVENTS_UID, summary, from, until }, now);
}

/** "the night of 2026-12-03" or "the nights of 2026-12-03 to 2026-12-05". */
const nightsText = ({ from, to }: { from: string; to: string }) =>
  from === to ? `the night of ${from}` : `the nights of ${from} to ${to}`;

/** What an admin reads in the alert. */
function messageOf(row: {
  feedName: string;
  title: string;
  hotelName: string;
  uid: string;
  summary: string;
  from: string;
  to: string;
  held: { from: string; to: string } | null;
}): string {
  if (row.uid === MORE_EVENTS_UID) {
    return `${row.feedName} sold ${row.summary} that no ${row.title} room at ${row.hotelName} is free for, from ${row.from} to ${row.to}; only the first ${MAX_OPEN_ALERTS} are listed one by one. Find the guests rooms, or close the bookings on ${row.feedName}.`;
  }
  const noRoom = `no ${row.title} room at ${row.hotelName} is free for ${nightsText(row)}`;
  if (row.held) {
    return `${row.feedName} moved “${row.summary}” and ${noRoom}; it keeps ${nightsText(row.held)} blocked until the new nights fit.`;
  }
  return `${row.feedName} sold “${row.summary}”, but ${noRoom}: find the guest a room, or close the booking on ${row.feedName}.`;
}

/** The open alerts, newest first: of one feed, or of all. */
export function openConflicts(tx: DbOrTransaction, feedId?: number): IcalConflict[] {
  const rows = tx
    .select({
      conflict: icalConflicts,
      feedName: icalFeeds.name,
      roomTypeId: icalFeeds.roomTypeId,
      title: roomTypes.title,
      hotelName: hotels.name,
      heldFrom: roomBlocks.from,
      heldUntil: roomBlocks.until,
    })
    .from(icalConflicts)
    .innerJoin(icalFeeds, eq(icalFeeds.id, icalConflicts.feedId))
    .innerJoin(roomTypes, eq(roomTypes.id, icalFeeds.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .leftJoin(
      icalEventBlocks,
      and(
        eq(icalEventBlocks.feedId, icalConflicts.feedId),
        eq(icalEventBlocks.uid, icalConflicts.uid),
      ),
    )
    .leftJoin(roomBlocks, eq(roomBlocks.id, icalEventBlocks.blockId))
    .where(
      and(
        isNull(icalConflicts.resolvedAt),
        feedId === undefined ? undefined : eq(icalConflicts.feedId, feedId),
      ),
    )
    .orderBy(desc(icalConflicts.detectedAt), desc(icalConflicts.id))
    .all();
  return rows.map(({ conflict, heldFrom, heldUntil, ...names }) => {
    const shown = {
      id: conflict.id,
      feedId: conflict.feedId,
      feedName: names.feedName,
      roomTypeId: names.roomTypeId,
      uid: conflict.uid,
      summary: conflict.summary,
      from: conflict.from,
      to: addDays(conflict.until, -1),
      held: heldFrom && heldUntil ? { from: heldFrom, to: addDays(heldUntil, -1) } : null,
      detectedAt: conflict.detectedAt,
    };
    return { ...shown, message: messageOf({ ...names, ...shown }) };
  });
}
