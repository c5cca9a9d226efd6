import { roomTypes as ROOM_TYPES } from '@hotel/content/roomTypes';
import { HOUSEKEEPING_STATES } from '@hotel/validators/responses';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.js';

/** The hotels and their rooms: what a guest books and a block takes out of sale. */

export const hotels = sqliteTable('hotels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  description: text('description').notNull().default(''),
  /** 'content' for hotels seeded from @hotel/content, 'admin' for hotels added by staff. */
  source: text('source', { enum: ['content', 'admin'] }).notNull(),
  createdAt,
});

/** Rooms a guest can book by type: one per content room (e.g. aagam-single-bed). */
export const roomTypes = sqliteTable(
  'room_types',
  {
    id: text('id').primaryKey(),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id),
    type: text('type', { enum: ROOM_TYPES }).notNull(),
    title: text('title').notNull(),
  },
  (table) => [uniqueIndex('room_types_hotel_type').on(table.hotelId, table.type)],
);

/** Physical rooms, which bookings hold. */
export const rooms = sqliteTable(
  'rooms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomNumber: text('room_number').notNull(),
    type: text('type', { enum: ROOM_TYPES }).notNull(),
    isAvailable: integer('is_available', { mode: 'boolean' }).notNull().default(true),
    /** Housekeeping: each change is a row of `room_housekeeping_changes` (housekeepingSchema.ts). */
    housekeeping: text('housekeeping', { enum: HOUSEKEEPING_STATES }).notNull().default('clean'),
    createdAt,
  },
  (table) => [
    uniqueIndex('rooms_hotel_number').on(table.hotelId, table.roomNumber),
    index('rooms_hotel_type').on(table.hotelId, table.type),
  ],
);
