import { m } from '@hotel/i18n/messages';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db, DbOrTransaction } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { ApiFailure } from './ApiFailure.js';
import { minutesText } from './clock.js';

/** A lock never lasts longer than this, however many failures came before. */
const LONGEST_LOCK_SECONDS = 3600;
/** Failures older than this (with no failure since) are forgotten. */
const FORGET_AFTER_SECONDS = 24 * 3600;

export interface LockoutSettings {
  /** Failures in a row, from one client address, that lock the account for that address. */
  readonly after: number;
  /** The first such lock; each further failure from the address doubles it, up to an hour. */
  readonly firstLockSeconds: number;
  /** Failures from every address together past which the account is slowed (never locked). */
  readonly accountSlowAfter: number;
  /** Then: one try at the account every this many seconds, from anywhere. */
  readonly accountSlowSeconds: number;
}

/** The key an account's failures count under (an unknown name counts under itself). */
export const lockoutKey = (userId: number | undefined, login: string): string =>
  userId === undefined ? `login:${login.trim().toLowerCase()}` : `user:${userId}`;

/** The two counters of a sign-in: the account from this client address, and the account as a whole. */
export interface LockoutKeys {
  readonly fromAddress: string;
  readonly account: string;
}

export const lockoutKeys = (account: string, address: string): LockoutKeys => ({
  fromAddress: `${account}|ip:${address}`,
  account: `${account}|all`,
});

/** Every counter of an account (its own, each address's, and a row kept from before them). */
const allCountersOf = (account: string) =>
  or(eq(loginFailures.key, account), sql`instr(${loginFailures.key}, ${`${account}|`}) = 1`);

const secondsUntil = (iso: string | null | undefined, now: number): number =>
  iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;

/** The 429 of an account locked for this client address, with how long to wait. */
export const accountLocked = (seconds: number) =>
  new ApiFailure(429, 'ACCOUNT_LOCKED', m.api_lockedOut({ minutes: minutesText(seconds) }));

/** The 429 of an account slowed by wrong passwords from everywhere, with how long to wait. */
const accountSlowed = (seconds: number) =>
  new ApiFailure(
    429,
    'ACCOUNT_SLOWED',
    `Many wrong passwords were tried for this account. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
  );

/**
 * Before the password is looked at: the failure that refuses this try, or undefined. A lock for
 * this address refuses it (and no guess then counts). Past `accountSlowAfter` failures the account
 * takes one try every `accountSlowSeconds` from anywhere: this try takes the turn, in the same
 * immediate transaction as the check, so tries sent at once (or from two processes) get one turn.
 */
export function refusedTry(db: Db, keys: LockoutKeys, settings: LockoutSettings) {
  const now = Date.now();
  const read = (tx: DbOrTransaction, key: string) =>
    tx.select().from(loginFailures).where(eq(loginFailures.key, key)).get();
  const locked = secondsUntil(read(db, keys.fromAddress)?.lockedUntil, now);
  if (locked > 0) return { failure: accountLocked(locked), retryAfter: locked };
  // Most sign-ins end here, having only read.
  if ((read(db, keys.account)?.failures ?? 0) < settings.accountSlowAfter) return undefined;
  return db.transaction(
    (tx) => {
      const slowed = secondsUntil(read(tx, keys.account)?.lockedUntil, now);
      if (slowed > 0) return { failure: accountSlowed(slowed), retryAfter: slowed };
      tx.update(loginFailures)
        .set({ lockedUntil: new Date(now + settings.accountSlowSeconds * 1000).toISOString() })
        .where(eq(loginFailures.key, keys.account))
        .run();
      return undefined;
    },
    { behavior: 'immediate' },
  );
}

/**
 * Counts a failed login under both keys. The address's counter locks once it reaches `after`: for
 * the first lock time, doubled by each failure beyond. The account's counter only counts (the
 * turns of a slowed account are taken by refusedTry). Read and write in one immediate
 * transaction, so failures sent at once (from several processes too) are each counted.
 */
export function recordFailure(db: Db, keys: LockoutKeys, settings: LockoutSettings): void {
  const now = Date.now();
  const forgotten = new Date(now - FORGET_AFTER_SECONDS * 1000).toISOString();
  db.transaction(
    (tx) => {
      // A lock lasts an hour at most, so a row this old is never locked.
      tx.delete(loginFailures).where(lt(loginFailures.lastFailureAt, forgotten)).run();
      for (const key of [keys.fromAddress, keys.account]) {
        const row = tx.select().from(loginFailures).where(eq(loginFailures.key, key)).get();
        const failures = (row?.failures ?? 0) + 1;
        const beyond = failures - settings.after;
        const lockSeconds =
          key === keys.fromAddress && beyond >= 0
            ? Math.min(settings.firstLockSeconds * 2 ** beyond, LONGEST_LOCK_SECONDS)
            : 0;
        const values = {
          failures,
          lockedUntil:
            key === keys.account
              ? (row?.lockedUntil ?? null)
              : lockSeconds
                ? new Date(now + lockSeconds * 1000).toISOString()
                : null,
          lastFailureAt: new Date(now).toISOString(),
        };
        tx.insert(loginFailures)
          .values({ key, ...values })
          .onConflictDoUpdate({ target: loginFailures.key, set: values })
          .run();
      }
    },
    { behavior: 'immediate' },
  );
}

/**
 * A right password: forgets this address's failures and answers 0, unless a lock began
 * meanwhile (failures checked while this login was): then the lock holds, and its seconds left
 * come back. The account's own count stays: it measures guessing from everywhere, not the
 * owner's typing, and is forgotten a day after the last failure.
 */
export function clearFailures(db: Db, keys: LockoutKeys): number {
  const now = Date.now();
  return db.transaction(
    (tx) => {
      const row = tx
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.key, keys.fromAddress))
        .get();
      const wait = secondsUntil(row?.lockedUntil, now);
      if (row && wait === 0) {
        tx.delete(loginFailures).where(eq(loginFailures.key, keys.fromAddress)).run();
      }
      return wait;
    },
    { behavior: 'immediate' },
  );
}

/**
 * One password try under the lockout, for every place that asks for a password: refused while
 * locked (the reply's Retry-After says when to try again) before the password is looked at,
 * counted when `verify` finds nothing (then `wrong` is thrown), cleared when it finds what it
 * checks (returned) — and refused still when tries sent at once placed a lock meanwhile.
 */
export async function passwordTry<T>(
  db: Db,
  settings: LockoutSettings,
  keys: LockoutKeys,
  reply: FastifyReply,
  { verify, wrong }: { verify: () => Promise<T | undefined>; wrong: () => Error },
): Promise<T> {
  const refuse = (failure: ApiFailure, retryAfter: number) => {
    reply.header('retry-after', retryAfter);
    return failure;
  };
  const refused = refusedTry(db, keys, settings);
  if (refused) throw refuse(refused.failure, refused.retryAfter);
  const verified = await verify();
  if (verified === undefined) {
    recordFailure(db, keys, settings);
    throw wrong();
  }
  const lockedMeanwhile = clearFailures(db, keys);
  if (lockedMeanwhile > 0) throw refuse(accountLocked(lockedMeanwhile), lockedMeanwhile);
  return verified;
}

/** Forgets every failure counted against an account (or a name): from each address and in all. */
export function unlockAccount(tx: DbOrTransaction, account: string): number {
  return tx.delete(loginFailures).where(allCountersOf(account)).run().changes;
}
