import { HOUSEKEEPING_STATES } from '@hotel/validators/responses';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accountSchema.js';
import { rooms } from './propertySchema.js';

/** Why a room's housekeeping state changed: staff set it, a check-out, or the night audit. */
export const HOUSEKEEPING_CAUSES = ['desk', 'check-out', 'night-audit'] as const;

/** Every change of a room's housekeeping state: one row, with who (null: the server) and when. */
export const roomHousekeepingChanges = sqliteTable(
  'room_housekeeping_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    from: text('from_state', { enum: HOUSEKEEPING_STATES }).notNull(),
    to: text('to_state', { enum: HOUSEKEEPING_STATES }).notNull(),
    cause: text('cause', { enum: HOUSEKEEPING_CAUSES }).notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    at: text('at').notNull(),
  },
  (table) => [index('room_housekeeping_changes_room').on(table.roomId, table.id)],
);

/**
 * The business days the night audit closed, one row each (the date is the key, so a day is
 * closed once whatever restarts), with the no-shows it found (reported or marked).
 */
export const closedDays = sqliteTable('closed_days', {
  date: text('date').primaryKey(),
  closedAt: text('closed_at').notNull(),
  noShows: text('no_shows', { mode: 'json' })
    .$type<readonly { reference: string; hotelId: string; marked: boolean }[]>()
    .notNull()
    .default(sql`'[]'`),
  roomsDirtied: integer('rooms_dirtied').notNull().default(0),
});
