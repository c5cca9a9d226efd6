import type { SessionUser } from '@hotel/validators/responses';
import { eq, or, type SQL } from 'drizzle-orm';
import { bookings } from '../db/schema.js';

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
