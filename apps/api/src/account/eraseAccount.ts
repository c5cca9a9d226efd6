import { todayInIndia } from '@hotel/validators';
import { and, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import { ownedBy } from '../booking/ownership.js';
import type { DbOrTransaction } from '../db/client.js';
import {
  banquetEnquiries,
  banquetEnquiryEvents,
  bookingAccess,
  bookingCodes,
  bookings,
  contactCodes,
  contactMessages,
  loginFailures,
  mailOutbox,
  otpCodes,
  reviewEvents,
  reviewInvitations,
  reviews,
  sessions,
  smsOutbox,
  users,
} from '../db/schema.js';
import { nowIso } from '../lib/clock.js';
import type { SessionUser } from '../plugins/auth.js';
import { enquiriesOf, messagesOf, ownedReferences, provenContacts } from './guestData.js';

/** What stands on a booking whose guest deleted their account, in place of their name. */
export const ERASED_GUEST_NAME = 'Deleted guest';

/** A booking that keeps the account: a stay still ahead (or under way), or a payment in progress. */
export interface BookingAhead {
  readonly reference: string;
  readonly checkIn: string;
  readonly checkOut: string;
}

/**
 * The guest's bookings that deleting the account would leave without a guest: paid (or booked at
 * the desk) and not yet over, or an order being paid right now. Deleting never cancels them: the
 * guest cancels under the hotel's policy, or waits until after the stay.
 */
export function bookingsAhead(
  tx: DbOrTransaction,
  user: SessionUser,
  now = new Date(),
): BookingAhead[] {
  const rows = tx
    .selectDistinct({
      reference: bookings.reference,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .where(
      and(
        ownedBy(user),
        or(
          and(
            inArray(bookings.status, ['confirmed', 'checked_in']),
            gte(bookings.checkOut, todayInIndia(now)),
          ),
          and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now.toISOString())),
        ),
      ),
    )
    .orderBy(bookings.checkIn)
    .all();
  return rows;
}

/**
 * Erases the guest's personal data in place, in the caller's transaction: the account keeps its
 * row (its bookings still point at it) but loses every name, address, number and secret and can
 * never sign in again; every session and code ends; the bookings keep their dates, rooms, amounts
 * and payment records for the hotel's accounts, without the guest's name, e-mail or mobile; the
 * enquiries, messages, e-mails and texts sent with the proven contacts are deleted, and so are the
 * reviews of its stays (their words and the guest's first name, published or not). The tax
 * invoices and credit notes are not touched: they keep the buyer as issued (GST law, section 36
 * of the CGST Act: 72 months).
 */
export function eraseAccount(tx: DbOrTransaction, user: SessionUser): void {
  const { email, mobile } = provenContacts(user);
  const references = ownedReferences(tx, user);

  if (references.length > 0) {
    tx.update(bookings)
      .set({
        guestName: ERASED_GUEST_NAME,
        guestEmail: '',
        guestMobile: '',
        guestGstin: null,
        clientIp: null,
        clientKeyHash: null,
        updatedAt: nowIso(),
      })
      .where(inArray(bookings.reference, references))
      .run();
    tx.delete(bookingCodes).where(inArray(bookingCodes.reference, references)).run();
    tx.delete(bookingAccess).where(inArray(bookingAccess.reference, references)).run();
    eraseReviews(tx, references);
  }

  // A banquet lead goes with its pipeline history (who moved it, their notes about the guest).
  const enquiryIds = tx
    .select({ id: banquetEnquiries.id })
    .from(banquetEnquiries)
    .where(enquiriesOf(user))
    .all()
    .map((row) => row.id);
  if (enquiryIds.length > 0) {
    tx.delete(banquetEnquiryEvents)
      .where(inArray(banquetEnquiryEvents.enquiryId, enquiryIds))
      .run();
    tx.delete(banquetEnquiries).where(inArray(banquetEnquiries.id, enquiryIds)).run();
  }
  tx.delete(contactMessages).where(messagesOf(user)).run();
  // Codes and messages to the account's proven addresses: an address typed at sign-up and never
  // proved may be someone else's, whose mail and codes are not the account's to erase.
  const addresses = [email, mobile].filter((value): value is string => Boolean(value));
  if (addresses.length > 0) {
    tx.delete(contactCodes).where(inArray(contactCodes.destination, addresses)).run();
    tx.delete(mailOutbox)
      .where(inArray(sql`lower(${mailOutbox.to})`, addresses))
      .run();
  }
  if (mobile) {
    tx.delete(otpCodes).where(eq(otpCodes.mobile, mobile)).run();
    tx.delete(smsOutbox).where(eq(smsOutbox.to, mobile)).run();
  }
  // Failed sign-ins counted against the account or its names.
  const counters = [
    `user:${user.id}`,
    ...[user.username, user.email].flatMap((name) =>
      name ? [`login:${name.trim().toLowerCase()}`] : [],
    ),
  ];
  for (const counter of counters) {
    tx.delete(loginFailures)
      .where(
        or(eq(loginFailures.key, counter), sql`instr(${loginFailures.key}, ${`${counter}|`}) = 1`),
      )
      .run();
  }

  tx.update(users)
    .set({
      username: null,
      email: null,
      mobile: null,
      passwordHash: null,
      emailVerifiedAt: null,
      disabledAt: nowIso(),
    })
    .where(eq(users.id, user.id))
    .run();
  tx.delete(sessions).where(eq(sessions.userId, user.id)).run();
}

/** The review invitations of the stays, the reviews written with them and their histories. */
function eraseReviews(tx: DbOrTransaction, references: readonly string[]): void {
  const invitations = tx
    .select({ id: reviewInvitations.id })
    .from(reviewInvitations)
    .where(inArray(reviewInvitations.reference, [...references]))
    .all()
    .map((row) => row.id);
  if (invitations.length === 0) return;
  const written = tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(inArray(reviews.invitationId, invitations))
    .all()
    .map((row) => row.id);
  if (written.length > 0) {
    tx.delete(reviewEvents).where(inArray(reviewEvents.reviewId, written)).run();
    tx.delete(reviews).where(inArray(reviews.id, written)).run();
  }
  tx.delete(reviewInvitations).where(inArray(reviewInvitations.id, invitations)).run();
}
