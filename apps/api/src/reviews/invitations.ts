import { site } from '@hotel/content';
import { REVIEW_INVITATION_DAYS, REVIEW_PAGE_PATH } from '@hotel/validators/reviewTexts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, hotels, reviewInvitations, rooms, roomTypes } from '../db/schema.js';
import { newToken, sha256 } from '../lib/secrets.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';

/** The link of an invitation (a base64url token needs no escaping). */
export const reviewPageUrl = (token: string): string =>
  `${new URL(REVIEW_PAGE_PATH, site.url).href}/${token}`;

/** The guest's first name, the only part of it a published review shows. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Invitation {
  /** The token, for the link: kept nowhere but in the messages. */
  readonly token: string;
  readonly mail: OutgoingMail | null;
  readonly mobile: string;
  readonly text: (token: string) => string;
}

/**
 * Invites the guest of a stay just checked out to review it: one invitation per booking
 * reference (a second check-out of the same reference cannot happen; the unique index holds it
 * anyway), its single-use token kept as a SHA-256, valid REVIEW_INVITATION_DAYS. A stay in a hotel
 * with no room types of its own (one an admin added) is not invited.
 */
export function inviteToReview(
  tx: DbOrTransaction,
  reference: string,
  now: string,
): Invitation | null {
  const stay = tx
    .select({
      hotelId: rooms.hotelId,
      hotelName: hotels.name,
      roomTypeId: roomTypes.id,
      roomTitle: roomTypes.title,
      guestName: bookings.guestName,
      guestEmail: bookings.guestEmail,
      guestMobile: bookings.guestMobile,
      checkIn: bookings.checkIn,
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .innerJoin(roomTypes, and(eq(roomTypes.hotelId, rooms.hotelId), eq(roomTypes.type, rooms.type)))
    .where(eq(bookings.reference, reference))
    .orderBy(bookings.line)
    .get();
  if (!stay) return null;
  const token = newToken();
  const inserted = tx
    .insert(reviewInvitations)
    .values({
      reference,
      hotelId: stay.hotelId,
      roomTypeId: stay.roomTypeId,
      guestName: stay.guestName,
      guestEmail: stay.guestEmail,
      stayMonth: stay.checkIn.slice(0, 7),
      tokenHash: sha256(token),
      expiresAt: new Date(Date.parse(now) + REVIEW_INVITATION_DAYS * DAY_MS).toISOString(),
    })
    .onConflictDoNothing()
    .returning({ id: reviewInvitations.id })
    .get();
  if (!inserted) return null;
  const firstName = firstNameOf(stay.guestName);
  const mail: OutgoingMail | null = stay.guestEmail
    ? {
        to: stay.guestEmail,
        subject: `How was your stay at ${stay.hotelName}?`,
        text: [
          `Dear ${firstName},`,
          '',
          `Thank you for staying with us at ${stay.hotelName} (booking ${reference}, ${stay.roomTitle}).`,
          'Would you tell other guests how it was? Your review helps them choose, and helps us do better.',
          '',
          `Write your review: ${reviewPageUrl(token)}`,
          '',
          `This link is yours alone: it works once, for this stay, for ${REVIEW_INVITATION_DAYS} days.`,
          'You may write in English, Marathi or Hindi. We read every review before it is published,',
          'and we will e-mail you when it is published or if we cannot publish it, with the reason.',
          'A published review shows your first name, the month of your stay and the room type, never',
          'your full name or your contact details.',
          '',
          site.name,
        ].join('\n'),
      }
    : null;
  return {
    token,
    mail,
    mobile: stay.guestMobile,
    text: (secret) =>
      `${site.name}: thank you for staying at ${stay.hotelName}. Review your stay (link works once): ${reviewPageUrl(secret)}`,
  };
}
