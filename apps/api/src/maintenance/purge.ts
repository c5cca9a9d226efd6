import { and, eq, lte, notExists } from 'drizzle-orm';
import { purgeBookingAccess } from '../booking/bookingAccess.js';
import type { Db, DbOrTransaction } from '../db/client.js';
import {
  bookingCodes,
  bookings,
  contactCodes,
  mailOutbox,
  otpCodes,
  quotes,
  sessions,
  smsOutbox,
} from '../db/schema.js';

/**
 * How long a one-time code's row is kept after it was made: it counts in the hourly send
 * allowance of its number (routes/otp), so it outlives both its validity and that hour.
 */
const KEEP_CODES_SECONDS = 24 * 3600;

export interface PurgeSettings {
  /** A quote can be paid for this long after it was made (QUOTE_TTL_MINUTES). */
  readonly quoteTtlMinutes: number;
  /** Delivered e-mails and texts are kept this long after they went out (OUTBOX_RETENTION_DAYS). */
  readonly outboxRetentionDays: number;
}

export interface Purged {
  readonly sessions: number;
  readonly otpCodes: number;
  /** "Find my booking" codes (kept as long as sign-in codes) and the expired keys they gave. */
  readonly bookingCodes: number;
  readonly bookingAccess: number;
  /** Sign-in codes by e-mail or mobile and password-reset codes (kept as long as the others). */
  readonly contactCodes: number;
  readonly quotes: number;
  readonly mail: number;
  readonly sms: number;
}

const before = (now: Date, seconds: number) =>
  new Date(now.getTime() - seconds * 1000).toISOString();

/** Deletes sessions past their expiry: they sign nobody in any more. */
export const purgeSessions = (db: DbOrTransaction, now: Date): number =>
  db.delete(sessions).where(lte(sessions.expiresAt, now.toISOString())).run().changes;

/** Deletes one-time codes older than KEEP_CODES_SECONDS (long expired, outside every limit). */
export const purgeOtpCodes = (db: DbOrTransaction, now: Date): number =>
  db
    .delete(otpCodes)
    .where(lte(otpCodes.createdAt, before(now, KEEP_CODES_SECONDS)))
    .run().changes;

/** Deletes sign-in and password-reset codes older than KEEP_CODES_SECONDS. */
export const purgeContactCodes = (db: DbOrTransaction, now: Date): number =>
  db
    .delete(contactCodes)
    .where(lte(contactCodes.createdAt, before(now, KEEP_CODES_SECONDS)))
    .run().changes;

/**
 * Deletes what nobody can use any more, in one transaction: expired sessions and one-time
 * codes; quotes past their time to be paid that no booking names (a booking's quote is its
 * record of the price, kept as long as the booking); and the outboxes' delivered messages older
 * than the retention. Pending and failed messages are never deleted.
 */
export function purgeExpired(db: Db, settings: PurgeSettings, now = new Date()): Purged {
  const delivered = before(now, settings.outboxRetentionDays * 86_400);
  return db.transaction(
    (tx) => ({
      sessions: purgeSessions(tx, now),
      otpCodes: purgeOtpCodes(tx, now),
      bookingCodes: tx
        .delete(bookingCodes)
        .where(lte(bookingCodes.createdAt, before(now, KEEP_CODES_SECONDS)))
        .run().changes,
      bookingAccess: purgeBookingAccess(tx, now),
      contactCodes: purgeContactCodes(tx, now),
      quotes: tx
        .delete(quotes)
        .where(
          and(
            lte(quotes.createdAt, before(now, settings.quoteTtlMinutes * 60)),
            notExists(
              tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.quoteId, quotes.id)),
            ),
          ),
        )
        .run().changes,
      mail: tx
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.status, 'sent'), lte(mailOutbox.sentAt, delivered)))
        .run().changes,
      sms: tx
        .delete(smsOutbox)
        .where(and(eq(smsOutbox.status, 'sent'), lte(smsOutbox.sentAt, delivered)))
        .run().changes,
    }),
    { behavior: 'immediate' },
  );
}
