import { addDays, instantInIndia, todayInIndia } from '@hotel/pricing';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { closedDays } from '../db/schema.js';
import { closeDaySteps } from './steps.js';

export type ClosedDay = typeof closedDays.$inferSelect;

/** The most days one run catches up (a server off for longer closes only the latest ones). */
export const CATCH_UP_DAYS = 31;

/**
 * The business days to close at `now`: up to the day before today in India once its clock has
 * passed `time` (HH:MM), else up to the day before that; from the day after the last one closed
 * (every missed night is caught up), or only the latest on a database never audited.
 */
export function daysToClose(now: string, time: string, lastClosed: string | undefined): string[] {
  const today = todayInIndia(new Date(now));
  const latest = addDays(today, new Date(now) >= instantInIndia(today, time) ? -1 : -2);
  const first =
    lastClosed === undefined
      ? latest
      : addDays(lastClosed, 1) < addDays(latest, -CATCH_UP_DAYS)
        ? addDays(latest, -CATCH_UP_DAYS + 1)
        : addDays(lastClosed, 1);
  const days: string[] = [];
  for (let day = first; day <= latest; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Closes each business day due at `now`, each in one immediate transaction that records the day
 * first (its date is the key: a day already closed, by another process or before a restart, is
 * skipped) and runs `closeDaySteps`. Returns the days it closed, with what they found.
 */
export function runNightAudit(db: Db, now: string, time: string): ClosedDay[] {
  const last = db
    .select({ date: closedDays.date })
    .from(closedDays)
    .orderBy(desc(closedDays.date))
    .limit(1)
    .get();
  const closed: ClosedDay[] = [];
  for (const date of daysToClose(now, time, last?.date)) {
    const day = db.transaction(
      (tx) => {
        const taken = tx
          .insert(closedDays)
          .values({ date, closedAt: now })
          .onConflictDoNothing()
          .returning({ date: closedDays.date })
          .get();
        if (!taken) return undefined;
        for (const step of closeDaySteps) step(tx, { date, now });
        return tx.select().from(closedDays).where(eq(closedDays.date, date)).get();
      },
      { behavior: 'immediate' },
    );
    if (day) closed.push(day);
  }
  return closed;
}
