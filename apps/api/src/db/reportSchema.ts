import { roomTypes as ROOM_TYPES } from '@hotel/content/roomTypes';
import { salesChannels } from '@hotel/validators';
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { hotels } from './propertySchema.js';

/**
 * The figures of closed business days, stored by the night audit so a report for a closed day
 * never changes when bookings are edited later (a later change shows on the day it is made).
 */

/** A hotel's night whose figures are stored, and when it was closed (ISO UTC). */
export const closedHotelDays = sqliteTable(
  'closed_hotel_days',
  {
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id),
    date: text('date').notNull(),
    closedAt: text('closed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hotelId, table.date] })],
);

/** A closed night's rooms of one type: those in inventory, and those blocked at the desk. */
export const closedDayRooms = sqliteTable(
  'closed_day_rooms',
  {
    hotelId: text('hotel_id').notNull(),
    date: text('date').notNull(),
    roomType: text('room_type', { enum: ROOM_TYPES }).notNull(),
    inInventory: integer('in_inventory').notNull(),
    outOfOrder: integer('out_of_order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hotelId, table.date, table.roomType] })],
);

/** A closed day's sales of one room type through one channel; money in paise. */
export const closedDaySales = sqliteTable(
  'closed_day_sales',
  {
    hotelId: text('hotel_id').notNull(),
    date: text('date').notNull(),
    roomType: text('room_type', { enum: ROOM_TYPES }).notNull(),
    channel: text('channel', { enum: salesChannels }).notNull(),
    roomsSold: integer('rooms_sold').notNull(),
    roomRevenue: integer('room_revenue_paise').notNull(),
    mealsRevenue: integer('meals_revenue_paise').notNull(),
    gst: integer('gst_paise').notNull(),
    cancellations: integer('cancellations').notNull(),
    refunds: integer('refunds_paise').notNull(),
    retained: integer('retained_paise').notNull(),
    adjustments: integer('adjustments_paise').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hotelId, table.date, table.roomType, table.channel] })],
);
