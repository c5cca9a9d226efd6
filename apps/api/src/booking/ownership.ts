import type { SessionUser } from '@hotel/validators/responses';
import { eq, or, type SQL } from 'drizzle-orm';
import { bookings } from '../db/schema.js';
import { sameDigest } from '../lib/secrets.js';

/**
 * The bookings a guest may see and cancel: made with their account, or with the mobile number
 * an OTP sign-in proved (a booking made signed out). Only OTP sign-in sets a user's mobile.
 */
export function ownedBy(user: Pick<SessionUser, 'id' | 'mobile'>): SQL | undefined {
  return user.mobile
    ? or(eq(bookings.userId, user.id), eq(bookings.guestMobile, user.mobile))
    : eq(bookings.userId, user.id);
}

/** Whether a user may read or cancel a booking reference of these rows. */
export function mayManage(
  user: Pick<SessionUser, 'id' | 'mobile' | 'role'>,
  rows: readonly { readonly userId: number | null; readonly guestMobile: string }[],
): boolean {
  if (user.role === 'admin') return true;
  return rows.some(
    (row) => row.userId === user.id || (user.mobile !== null && row.guestMobile === user.mobile),
  );
}

/** Who makes an order: the signed-in account, the client address, and the browser's key hash. */
export interface OrderClient {
  readonly userId: number | null;
  readonly ip: string;
  /** SHA-256 of the key in the browser's HttpOnly order cookie. */
  readonly keyHash: string;
}

/**
 * Whether the client made this live order and may pay it again: the account it was made with,
 * or the browser that made it (its key). A client address alone proves nothing: it is shared.
 */
export function ownsOrder(
  row: { readonly userId: number | null; readonly clientKeyHash: string | null },
  client: OrderClient,
): boolean {
  if (row.userId !== null && row.userId === client.userId) return true;
  return row.clientKeyHash !== null && sameDigest(row.clientKeyHash, client.keyHash);
}
