import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTransaction } from '../db/client.js';
import { bookingAccess } from '../db/schema.js';
import { isoIn, nowIso } from '../lib/clock.js';
import { newToken, sha256 } from '../lib/secrets.js';

/** The cookie that opens one booking: sent only to that booking's API addresses. */
export const BOOKING_ACCESS_COOKIE = 'booking_access';
const KEY = /^[\w-]{43}$/;

/** The path the cookie is sent to: every API address of that one booking. */
export const bookingAccessPath = (reference: string): string =>
  `/api/bookings/${encodeURIComponent(reference)}`;

/**
 * Opens a booking to this browser (its guest proved the code, or paid it from here): a random
 * key in an HttpOnly, SameSite=Strict cookie scoped to the booking's addresses, its hash in the
 * database, for `days` days.
 */
export function grantBookingAccess(
  db: DbOrTransaction,
  reply: FastifyReply,
  reference: string,
  options: { readonly days: number; readonly secure: boolean },
): void {
  const key = newToken();
  db.insert(bookingAccess)
    .values({ keyHash: sha256(key), reference, expiresAt: isoIn(options.days * 86_400) })
    .run();
  reply.setCookie(BOOKING_ACCESS_COOKIE, key, {
    path: bookingAccessPath(reference),
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    maxAge: options.days * 86_400,
  });
}

/** Whether the request carries a live key to this booking. */
export function hasBookingAccess(
  db: DbOrTransaction,
  request: FastifyRequest,
  reference: string,
): boolean {
  const key = request.cookies[BOOKING_ACCESS_COOKIE];
  if (!key || !KEY.test(key)) return false;
  const row = db
    .select({ reference: bookingAccess.reference })
    .from(bookingAccess)
    .where(and(eq(bookingAccess.keyHash, sha256(key)), gt(bookingAccess.expiresAt, nowIso())))
    .get();
  return row?.reference === reference;
}

/** Deletes the keys that have expired. */
export const purgeBookingAccess = (db: DbOrTransaction, now: Date): number =>
  db.delete(bookingAccess).where(lte(bookingAccess.expiresAt, now.toISOString())).run().changes;
