import { eq, or, type SQL, sql } from 'drizzle-orm';
import { type BookingOwner, ownedBy } from '../booking/ownership.js';
import type { DbOrTransaction } from '../db/client.js';
import { banquetEnquiries, bookings, contactMessages } from '../db/schema.js';

/**
 * The contacts an account has proved (an e-mail address a code reached, a mobile number an OTP
 * reached): only what was sent with these is the guest's to download or erase. An address typed
 * at sign-up and never proved may be someone else's.
 */
export function provenContacts(user: BookingOwner): {
  readonly email: string | null;
  readonly mobile: string | null;
} {
  return {
    email: user.email && user.emailVerifiedAt ? user.email.toLowerCase() : null,
    mobile: user.mobile,
  };
}

/**
 * Whether a phone number as a visitor typed it ("+91 98765 43210", "098765-43210") is this
 * 10-digit mobile.
 */
function isMobile(
  column: typeof banquetEnquiries.phone | typeof contactMessages.phone,
  mobile: string,
): SQL {
  const digits = sql`replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', '')`;
  return sql`${digits} in (${mobile}, ${`+91${mobile}`}, ${`0${mobile}`}, ${`91${mobile}`})`;
}

/** Banquet enquiries sent with the guest's proven e-mail address or mobile number. */
export function enquiriesOf(user: BookingOwner): SQL | undefined {
  const { email, mobile } = provenContacts(user);
  if (!email && !mobile) return sql`0`;
  return or(
    email ? eq(sql`lower(${banquetEnquiries.email})`, email) : undefined,
    mobile ? isMobile(banquetEnquiries.phone, mobile) : undefined,
  );
}

/** Contact messages sent with the guest's proven e-mail address or mobile number. */
export function messagesOf(user: BookingOwner): SQL | undefined {
  const { email, mobile } = provenContacts(user);
  if (!email && !mobile) return sql`0`;
  return or(
    email ? eq(sql`lower(${contactMessages.email})`, email) : undefined,
    mobile ? isMobile(contactMessages.phone, mobile) : undefined,
  );
}

/** The booking references the account owns (its bookings, or those a proven contact reached). */
export const ownedReferences = (tx: DbOrTransaction, user: BookingOwner): string[] =>
  tx
    .selectDistinct({ reference: bookings.reference })
    .from(bookings)
    .where(ownedBy(user))
    .all()
    .map((row) => row.reference);
