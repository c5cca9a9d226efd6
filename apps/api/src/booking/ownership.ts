import { eq, or, type SQL, sql } from 'drizzle-orm';
import { bookings } from '../db/schema.js';
import { sameDigest } from '../lib/secrets.js';

/** What of an account says which bookings are its own. */
export interface BookingOwner {
  readonly id: number;
  readonly role?: 'guest' | 'admin' | 'staff';
  /** Set only by an OTP sign-in, which proves the number. */
  readonly mobile: string | null;
  readonly email: string | null;
  /** The e-mail counts once its holder proved it (a code sent to it). */
  readonly emailVerifiedAt: string | null;
}

const verifiedEmail = (user: BookingOwner) =>
  user.email && user.emailVerifiedAt ? user.email.toLowerCase() : null;

/**
 * The bookings a guest may see and cancel: made with their account, or made signed out with the
 * mobile number an OTP sign-in proved or the e-mail address a code proved. So a booking made as
 * a guest joins the account that later proves the same contact.
 */
export function ownedBy(user: BookingOwner): SQL | undefined {
  const email = verifiedEmail(user);
  return or(
    eq(bookings.userId, user.id),
    user.mobile ? eq(bookings.guestMobile, user.mobile) : undefined,
    email ? eq(sql`lower(${bookings.guestEmail})`, email) : undefined,
  );
}

/** Whether a user may read or cancel a booking reference of these rows. */
export function mayManage(
  user: BookingOwner,
  rows: readonly {
    readonly userId: number | null;
    readonly guestMobile: string;
    readonly guestEmail: string;
  }[],
): boolean {
  if (user.role === 'admin') return true;
  const email = verifiedEmail(user);
  return rows.some(
    (row) =>
      row.userId === user.id ||
      (user.mobile !== null && row.guestMobile === user.mobile) ||
      (email !== null && row.guestEmail.toLowerCase() === email),
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
