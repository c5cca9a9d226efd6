import { nightsBetween } from '@hotel/validators';
import type { TodayBooking, TodayLists } from '@hotel/validators/responses';
import { and, asc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, rooms } from '../db/schema.js';
import { isDueAtHotel } from './paymentMethods.js';

/** A booking row of the day's lists, with its room. */
type StayRow = Pick<
  typeof bookings.$inferSelect,
  'reference' | 'guestName' | 'checkIn' | 'checkOut' | 'status' | 'amount' | 'paymentMethod'
> & { readonly roomId: number; readonly roomNumber: string };

/** One entry per reference (a booking of two rooms is one guest at the desk). */
function byReference(rows: readonly StayRow[], actions: TodayBooking['actions']): TodayBooking[] {
  const found = new Map<string, TodayBooking>();
  for (const row of rows) {
    const room = { roomId: row.roomId, roomNumber: row.roomNumber };
    const entry = found.get(row.reference);
    if (entry) {
      found.set(row.reference, {
        ...entry,
        rooms: [...entry.rooms, room],
        amount: entry.amount + row.amount,
      });
      continue;
    }
    found.set(row.reference, {
      reference: row.reference,
      guestName: row.guestName,
      rooms: [room],
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      nights: nightsBetween(row.checkIn, row.checkOut),
      status: row.status,
      amount: row.amount,
      due: isDueAtHotel(row.paymentMethod),
      actions,
    });
  }
  return [...found.values()];
}

/**
 * A hotel's four lists for the desk on `date` (India), each row one booking reference with the
 * step it needs: arrivals (confirmed, checking in that day: check in, or mark a no-show);
 * departures (checked in, leaving that day or overdue: check out); guests in house staying on
 * (checked in, leaving later); expected no-shows (still confirmed after their arrival day, the
 * night audit's report: mark a no-show).
 */
export function todayOf(db: DbOrTransaction, hotelId: string, date: string): TodayLists {
  const stayRows = (...where: SQL[]) =>
    db
      .select({
        reference: bookings.reference,
        guestName: bookings.guestName,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        status: bookings.status,
        amount: bookings.amount,
        paymentMethod: bookings.paymentMethod,
        roomId: rooms.id,
        roomNumber: rooms.roomNumber,
      })
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(and(eq(rooms.hotelId, hotelId), ...where))
      .orderBy(asc(bookings.checkIn), asc(bookings.reference), asc(bookings.line))
      .all();
  const stays = stayRows(
    inArray(bookings.status, ['confirmed', 'checked_in']),
    lte(bookings.checkIn, date),
    gte(bookings.checkOut, date),
  );
  // Guests still checked in after their check-out day: to check out first.
  const overdue = stayRows(eq(bookings.status, 'checked_in'), lt(bookings.checkOut, date));
  const confirmed = stays.filter((row) => row.status === 'confirmed');
  const checkedIn = stays.filter((row) => row.status === 'checked_in');
  return {
    hotelId,
    date,
    arrivals: byReference(
      confirmed.filter((row) => row.checkIn === date),
      ['check-in', 'no-show'],
    ),
    departures: byReference(
      [...overdue, ...checkedIn.filter((row) => row.checkOut === date)],
      ['check-out'],
    ),
    inHouse: byReference(
      checkedIn.filter((row) => row.checkOut > date),
      ['check-out'],
    ),
    expectedNoShows: byReference(
      confirmed.filter((row) => row.checkIn < date),
      ['no-show'],
    ),
  };
}
