import { z } from 'zod';

/** A room type's secret iCal export URL (`GET /api/admin/ical`). */
export const icalExport = z.object({
  roomTypeId: z.string(),
  hotelId: z.string(),
  title: z.string(),
  url: z.string(),
});
export type IcalExport = z.infer<typeof icalExport>;
export const icalExports = z.array(icalExport);

/** Nights as the API speaks of them: `from` the first, `to` the last (both included). */
const nights = { from: z.string(), to: z.string() };

/**
 * An overbooking alert: a travel site's event that no room of the type is free for. `held` is
 * set when the event changed and its new nights could not be had: the nights it still holds.
 */
export const icalConflict = z.object({
  id: z.number().int(),
  feedId: z.number().int(),
  feedName: z.string(),
  roomTypeId: z.string(),
  uid: z.string(),
  summary: z.string(),
  ...nights,
  held: z.object(nights).nullable(),
  detectedAt: z.string(),
  message: z.string(),
});
export type IcalConflict = z.infer<typeof icalConflict>;
export const icalConflicts = z.array(icalConflict);

/** An imported travel site's calendar, with what it holds and its open alerts. */
export const icalFeed = z.object({
  id: z.number().int(),
  roomTypeId: z.string(),
  name: z.string(),
  url: z.string(),
  createdAt: z.string(),
  /** The last successful sync, or null. */
  lastSyncAt: z.string().nullable(),
  /** Why the last sync failed (cleared by the next success), and when. */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /** Rooms blocked for the feed's events. */
  blocks: z.number().int(),
  conflicts: icalConflicts,
});
export type IcalFeed = z.infer<typeof icalFeed>;
export const icalFeedList = z.array(icalFeed);

/** One event's block, as a sync placed it. */
const placedEvent = z.object({
  uid: z.string(),
  summary: z.string(),
  ...nights,
  roomNumber: z.string(),
});

/** What `POST /api/admin/ical-feeds/:id/sync` changed. */
export const icalSyncResult = z.object({
  feedId: z.number().int(),
  syncedAt: z.string(),
  /** Events of the feed with a night from today on. */
  events: z.number().int(),
  /** Events left out: no UID or no start date. */
  skipped: z.number().int(),
  unchanged: z.number().int(),
  added: z.array(placedEvent),
  moved: z.array(placedEvent.extend({ previous: z.object({ ...nights, roomNumber: z.string() }) })),
  released: z.array(placedEvent),
  /** The feed's open alerts after the sync, new or not. */
  conflicts: icalConflicts,
});
export type IcalSyncResult = z.infer<typeof icalSyncResult>;
