import { addDays, instantInIndia } from '@hotel/pricing';
import { and, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { DbOrTransaction } from '../db/client.js';
import {
  bookingEvents,
  bookings,
  quotes,
  refunds,
  roomBlocks,
  rooms,
  taxDocuments,
} from '../db/schema.js';

/** The nights `from` to `to` (both included) of some hotels (null: all of them). */
export interface DayRange {
  readonly hotelIds: readonly string[] | null;
  readonly from: string;
  readonly to: string;
}

/**
 * A column SQLite's planner must not pick an index for (the unary plus): the range of nights or
 * instants (`bookings_check_out`, `booking_events_to_at`, `refunds_created`) is the selective one,
 * not a status most rows share nor a hotel's rooms (whose index would read all their bookings).
 */
const unindexed = (column: SQLiteColumn) => sql`+${column}`;

const inHotels = (range: DayRange): SQL | undefined =>
  range.hotelIds ? inArray(unindexed(rooms.hotelId), [...range.hotelIds]) : undefined;

/** From the first instant of `from` to the first of the day after `to`, India time (ISO UTC). */
export const instantsOf = (range: DayRange) => ({
  start: instantInIndia(range.from).toISOString(),
  end: instantInIndia(addDays(range.to, 1)).toISOString(),
});

/** A booking made at the desk: the event that made it names a desk account. */
const walkIn = sql<number>`exists (select 1 from ${bookingEvents} where ${bookingEvents.bookingId} = ${bookings.id} and ${bookingEvents.from} is null and ${bookingEvents.actorId} is not null)`;
const invoiced = sql<number>`exists (select 1 from ${taxDocuments} where ${taxDocuments.kind} = 'invoice' and ${taxDocuments.reference} = ${bookings.reference})`;

const quoteMoney = {
  rooms: quotes.rooms,
  roomCost: quotes.roomCost,
  breakfastCost: quotes.breakfastCost,
  lunchDinnerCost: quotes.lunchDinnerCost,
  roomGst: quotes.gst,
  mealGst: quotes.mealGst,
  nightly: quotes.nightly,
};

const bookingFields = {
  hotelId: rooms.hotelId,
  roomType: rooms.type,
  reference: bookings.reference,
  line: bookings.line,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  walkIn,
  quoteId: bookings.quoteId,
  ...quoteMoney,
};

/** The rooms in inventory (those the desk may sell) by hotel and type. */
export const inventoryRows = (db: DbOrTransaction, range: DayRange) =>
  db
    .select({ hotelId: rooms.hotelId, roomType: rooms.type, count: sql<number>`count(*)` })
    .from(rooms)
    .where(and(eq(rooms.isAvailable, true), inHotels(range)))
    .groupBy(rooms.hotelId, rooms.type)
    .all();

/** Blocks (desk or iCal) overlapping the nights, with the room they hold. */
export const blockRows = (db: DbOrTransaction, range: DayRange) =>
  db
    .select({
      roomId: roomBlocks.roomId,
      hotelId: rooms.hotelId,
      roomType: rooms.type,
      from: roomBlocks.from,
      until: roomBlocks.until,
      source: roomBlocks.source,
    })
    .from(roomBlocks)
    .innerJoin(rooms, eq(rooms.id, roomBlocks.roomId))
    .where(and(lte(roomBlocks.from, range.to), gt(roomBlocks.until, range.from), inHotels(range)))
    .all();

/**
 * Booking rows whose nights are sold, overlapping the nights: confirmed (paid, or to pay at the
 * hotel), in house, checked out, or a no-show whose invoice the hotel kept.
 */
export const soldRows = (db: DbOrTransaction, range: DayRange) =>
  db
    .select(bookingFields)
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .leftJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(
      and(
        lte(bookings.checkIn, range.to),
        gt(bookings.checkOut, range.from),
        or(
          inArray(unindexed(bookings.status), ['confirmed', 'checked_in', 'checked_out']),
          and(eq(unindexed(bookings.status), 'no_show'), invoiced),
        ),
        inHotels(range),
      ),
    )
    .all();
export type SoldRow = ReturnType<typeof soldRows>[number];

/** Booking rows cancelled in the days (India time), with when. */
export const cancelledRows = (db: DbOrTransaction, range: DayRange) => {
  const { start, end } = instantsOf(range);
  return db
    .select({ ...bookingFields, invoiced, at: bookingEvents.at })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .leftJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(
      and(
        eq(bookingEvents.to, 'cancelled'),
        gte(bookingEvents.at, start),
        lt(bookingEvents.at, end),
        inHotels(range),
      ),
    )
    .all();
};
export type CancelledRow = ReturnType<typeof cancelledRows>[number];

/** The credit notes of some references. */
export const creditNotesOf = (db: DbOrTransaction, references: readonly string[]) =>
  references.length === 0
    ? []
    : db
        .select({ reference: taxDocuments.reference, document: taxDocuments.document })
        .from(taxDocuments)
        .where(
          and(
            eq(taxDocuments.kind, 'creditNote'),
            inArray(taxDocuments.reference, [...references]),
          ),
        )
        .all();

/** Refunds raised in the days, with the first room of their booking. */
export const refundRows = (db: DbOrTransaction, range: DayRange) => {
  const { start, end } = instantsOf(range);
  return db
    .select({
      amount: refunds.amount,
      at: refunds.createdAt,
      hotelId: rooms.hotelId,
      roomType: rooms.type,
      walkIn,
    })
    .from(refunds)
    .innerJoin(
      bookings,
      and(eq(bookings.reference, refunds.reference), eq(unindexed(bookings.line), 1)),
    )
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(gte(refunds.createdAt, start), lt(refunds.createdAt, end), inHotels(range)))
    .all();
};
