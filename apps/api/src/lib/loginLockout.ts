import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { ApiFailure } from './ApiFailure.js';
import { minutesText } from './clock.js';

/** A lock never lasts longer than this, however many failures came before. */
const LONGEST_LOCK_SECONDS = 3600;
/** Failures older than this (with no failure since) are forgotten. */
const FORGET_AFTER_SECONDS = 24 * 3600;

export interface LockoutSettings {
  /** Failures in a row that lock the account. */
  readonly after: number;
  /** The first lock; each further failure doubles it, up to an hour. */
  readonly firstLockSeconds: number;
}

/** The key an account's failures count under (an unknown name counts under itself). */
export const lockoutKey = (userId: number | undefined, login: string): string =>
  userId === undefined ? `login:${login.trim().toLowerCase()}` : `user:${userId}`;

const secondsUntil = (iso: string | null | undefined): number =>
  iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0;

/** The 429 a locked account answers, with how long to wait. */
export const accountLocked = (seconds: number) =>
  new ApiFailure(
    429,
    'ACCOUNT_LOCKED',
    `Too many wrong passwords for this account. Please wait ${minutesText(seconds)} and try again.`,
  );

/** Seconds left of the lock on `key`, or 0. */
export function lockedSeconds(db: Db, key: string): number {
  const row = db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.key, key))
    .get();
  return secondsUntil(row?.lockedUntil);
}

/**
 * Counts a failed login for `key` and locks it once the failures reach `after`: for the first
 * lock time, doubled by each failure beyond. Read and write in one immediate transaction, so
 * failures sent at once (from several processes too) are each counted.
 */
export function recordFailure(db: Db, key: string, settings: LockoutSettings): void {
  const now = Date.now();
  const forgotten = new Date(now - FORGET_AFTER_SECONDS * 1000).toISOString();
  db.transaction(
    (tx) => {
      // A lock lasts an hour at most, so a row this old is never locked.
      tx.delete(loginFailures).where(lt(loginFailures.lastFailureAt, forgotten)).run();
      const row = tx.select().from(loginFailures).where(eq(loginFailures.key, key)).get();
      const failures = (row?.failures ?? 0) + 1;
      const beyond = failures - settings.after;
      const lockSeconds =
        beyond >= 0 ? Math.min(settings.firstLockSeconds * 2 ** beyond, LONGEST_LOCK_SECONDS) : 0;
      const values = {
        failures,
        lockedUntil: lockSeconds ? new Date(now + lockSeconds * 1000).toISOString() : null,
        lastFailureAt: new Date(now).toISOString(),
      };
      tx.insert(loginFailures)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: loginFailures.key, set: values })
        .run();
    },
    { behavior: 'immediate' },
  );
}

/**
 * A right password: forgets the failures of `key` and answers 0, unless a lock began meanwhile
 * (failures checked while this login was): then the lock holds, and its seconds left come back.
 */
export function clearFailures(db: Db, key: string): number {
  return db.transaction(
    (tx) => {
      const row = tx.select().from(loginFailures).where(eq(loginFailures.key, key)).get();
      const wait = secondsUntil(row?.lockedUntil);
      if (row && wait === 0) tx.delete(loginFailures).where(eq(loginFailures.key, key)).run();
      return wait;
    },
    { behavior: 'immediate' },
  );
}
