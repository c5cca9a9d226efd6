import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accountSchema.js';
import { roomBlocks } from './bookingSchema.js';
import { createdAt } from './columns.js';
import { roomTypes } from './propertySchema.js';

/** The iCal sync with travel sites: the export's secret addresses, the imported feeds, what they hold. */

/**
 * The secret of each room type's iCal export: the calendar of its sold-out nights is served at
 * /api/ical/<token>.ics to travel sites, which cannot sign in. The token (256 random bits) is the
 * only key, kept as is so admins can list the URL; rotating it replaces the row's token, and the
 * old URL answers 404 from then on.
 */
export const icalExports = sqliteTable('ical_exports', {
  roomTypeId: text('room_type_id')
    .primaryKey()
    .references(() => roomTypes.id),
  token: text('token').notNull().unique(),
  /** When this token was made (the last rotation). */
  createdAt,
});

/**
 * A travel site's iCal calendar of one room type (what Booking.com, MakeMyTrip or Airbnb sold),
 * synced on a timer and on demand. `lastSyncAt` is the last successful sync; a failed one keeps
 * the feed's blocks and sets `lastError` and `lastErrorAt`, cleared by the next success.
 */
export const icalFeeds = sqliteTable(
  'ical_feeds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    roomTypeId: text('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    name: text('name').notNull(),
    url: text('url').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt,
    lastSyncAt: text('last_sync_at'),
    lastError: text('last_error'),
    lastErrorAt: text('last_error_at'),
  },
  (table) => [uniqueIndex('ical_feeds_room_type_url').on(table.roomTypeId, table.url)],
);

/**
 * The block an imported event holds: one physical room of the feed's type for the event's
 * nights. One row per event of a feed (by its UID); releasing the block deletes the row.
 */
export const icalEventBlocks = sqliteTable(
  'ical_event_blocks',
  {
    blockId: integer('block_id')
      .primaryKey()
      .references(() => roomBlocks.id, { onDelete: 'cascade' }),
    feedId: integer('feed_id')
      .notNull()
      .references(() => icalFeeds.id),
    uid: text('uid').notNull(),
    summary: text('summary').notNull(),
  },
  (table) => [uniqueIndex('ical_event_blocks_feed_uid').on(table.feedId, table.uid)],
);

/**
 * An overbooking alert: a feed's event whose nights no room of the type is free for (or, for a
 * changed event, whose new nights could not be had, the old block kept). Open until the event
 * fits or leaves the feed (`resolvedAt`); at most one open per event. `from` and `until` are the
 * event's nights, `until` exclusive as a block's.
 */
export const icalConflicts = sqliteTable(
  'ical_conflicts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    feedId: integer('feed_id')
      .notNull()
      .references(() => icalFeeds.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    summary: text('summary').notNull(),
    from: text('from_date').notNull(),
    until: text('until_date').notNull(),
    detectedAt: text('detected_at').notNull(),
    resolvedAt: text('resolved_at'),
  },
  (table) => [
    uniqueIndex('ical_conflicts_open')
      .on(table.feedId, table.uid)
      .where(sql`${table.resolvedAt} is null`),
  ],
);
