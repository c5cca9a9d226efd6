import { site } from '@hotel/content';
import { DEFAULT_LANG, type Lang, pathIn } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { REVIEW_INVITATION_DAYS, REVIEW_PAGE_PATH } from '@hotel/validators/reviewTexts';
import { and, eq } from 'drizzle-orm';
import { roomIn } from '../booking/stayDetails.js';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, hotels, reviewInvitations, rooms, roomTypes } from '../db/schema.js';
import { newToken, sha256 } from '../lib/secrets.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';

/** The link of an invitation, to the review page in `lang` (a base64url token needs no escaping). */
export const reviewPageUrl = (token: string, lang: Lang = DEFAULT_LANG): string =>
  `${new URL(pathIn(REVIEW_PAGE_PATH, lang), site.url).href}/${token}`;

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
      lang: bookings.lang,
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
  // In the language the stay was booked in: the room's own name there, the link to that page.
  const { lang } = stay;
  const locale = { locale: lang };
  const hotel = stay.hotelName;
  const mail: OutgoingMail | null = stay.guestEmail
    ? {
        to: stay.guestEmail,
        subject: m.api_reviewInviteSubject({ hotel }, locale),
        text: [
          m.api_mailDear({ name: firstName }, locale),
          '',
          m.api_reviewInviteThanks(
            { hotel, reference, room: roomIn(stay.roomTypeId, lang)?.title ?? stay.roomTitle },
            locale,
          ),
          m.api_reviewInviteAsk({}, locale),
          '',
          m.api_reviewInviteLink({ url: reviewPageUrl(token, lang) }, locale),
          '',
          m.api_reviewInviteOnce({ days: REVIEW_INVITATION_DAYS }, locale),
          m.api_reviewInvitePrivacy({}, locale),
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
      m.api_reviewInviteSms({ site: site.name, hotel, url: reviewPageUrl(secret, lang) }, locale),
  };
}
