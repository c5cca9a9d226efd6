import { getProperty, noShowRuleOf } from '@hotel/content';
import { addDays } from '@hotel/pricing';
import { and, eq, gt, lte } from 'drizzle-orm';
import { setStatus } from '../booking/events.js';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, closedDays, rooms } from '../db/schema.js';
import { setHousekeeping } from '../housekeeping/roomStates.js';
import { closeDay } from '../reports/closeDay.js';

/** The business day being closed (YYYY-MM-DD, India) and the audit's clock. */
export interface ClosingDay {
  readonly date: string;
  readonly now: string;
}

/** One step of closing a day, run inside the audit's one write transaction. */
export type CloseDayStep = (tx: DbOrTransaction, day: ClosingDay) => void;

/** What the night audit does with a hotel's unarrived bookings: its content's `noShows`. */
const contentRule = (hotelId: string): 'report' | 'mark' => {
  const hotel = getProperty(hotelId);
  return hotel?.kind === 'hotel' ? noShowRuleOf(hotel) : 'report';
};

/**
 * The bookings still confirmed after their arrival day (`date`), one entry per reference:
 * reported in the day's row, and marked `no_show` where the hotel's rule says `mark` (a
 * reference only when every room of it is still unarrived).
 */
export const recordNoShows =
  (ruleOf: (hotelId: string) => 'report' | 'mark' = contentRule): CloseDayStep =>
  (tx, { date, now }) => {
    const unarrived = tx
      .select({ id: bookings.id, reference: bookings.reference, hotelId: rooms.hotelId })
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .where(and(eq(bookings.status, 'confirmed'), eq(bookings.checkIn, date)))
      .all();
    const references = new Map<string, string>();
    for (const row of unarrived) references.set(row.reference, row.hotelId);
    const noShows = [...references].map(([reference, hotelId]) => {
      const rows = tx.select().from(bookings).where(eq(bookings.reference, reference)).all();
      const marked = ruleOf(hotelId) === 'mark' && rows.every((row) => row.status === 'confirmed');
      if (marked) {
        for (const row of rows)
          setStatus(tx, row, 'no_show', now, 'marked a no-show by the night audit');
      }
      return { reference, hotelId, marked };
    });
    tx.update(closedDays).set({ noShows }).where(eq(closedDays.date, date)).run();
  };

/** The rooms of guests staying on past the morning after `date` are made up again: `dirty`. */
export const dirtyStayOvers: CloseDayStep = (tx, { date, now }) => {
  const stayOvers = tx
    .select({ roomId: bookings.roomId })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'checked_in'),
        lte(bookings.checkIn, date),
        gt(bookings.checkOut, addDays(date, 1)),
      ),
    )
    .all();
  const roomsDirtied = setHousekeeping(
    tx,
    [...new Set(stayOvers.map((row) => row.roomId))],
    'dirty',
    { cause: 'night-audit', actorId: null, now, skip: ['out_of_order'] },
  );
  tx.update(closedDays).set({ roomsDirtied }).where(eq(closedDays.date, date)).run();
};

/**
 * What closing a day does, in one immediate transaction (nightAudit/closeDay.ts), in order: the day's no-shows (reported, or marked where the content says so), the
 * stay-overs' rooms dirty, then the day's figures stored for the reports (after the no-shows, so
 * a marked one is counted as the report reads it).
 */
export const closeDaySteps: CloseDayStep[] = [recordNoShows(), dirtyStayOvers, closeDay];
