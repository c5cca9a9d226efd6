import type { reviewSubmission } from '@hotel/validators';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTransaction } from '../db/client.js';
import { hotels, reviewEvents, reviewInvitations, reviews, roomTypes } from '../db/schema.js';
import { ApiFailure, conflict, notFound } from '../lib/ApiFailure.js';
import { sha256 } from '../lib/secrets.js';
import { firstNameOf } from './invitations.js';
import { REVIEW_MESSAGES } from './messages.js';

type Invitation = typeof reviewInvitations.$inferSelect;

/** The invitation a token opens: 404 unknown, 410 expired, 409 already used. */
export function openInvitation(tx: DbOrTransaction, token: string, now: string): Invitation {
  const invitation = tx
    .select()
    .from(reviewInvitations)
    .where(eq(reviewInvitations.tokenHash, sha256(token)))
    .get();
  if (!invitation) throw notFound(REVIEW_MESSAGES.unknownLink);
  if (invitation.usedAt) throw conflict('ALREADY_REVIEWED', REVIEW_MESSAGES.used);
  if (invitation.expiresAt <= now) {
    throw new ApiFailure(410, 'LINK_EXPIRED', REVIEW_MESSAGES.expired);
  }
  return invitation;
}

/** The stay an invitation is for, as the review page names it. */
export function invitationStay(tx: DbOrTransaction, invitation: Invitation) {
  const names = tx
    .select({ hotelName: hotels.name, roomTitle: roomTypes.title })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(roomTypes.id, invitation.roomTypeId))
    .get();
  return {
    hotelName: names?.hotelName ?? '',
    roomTitle: names?.roomTitle ?? '',
    stayMonth: invitation.stayMonth,
    firstName: firstNameOf(invitation.guestName),
  };
}

/**
 * Stores a review with its invitation's token and spends the token, in one transaction (run it
 * `immediate`): a token reviews one stay, once.
 */
export function submitReview(
  tx: DbOrTransaction,
  review: z.output<typeof reviewSubmission>,
  now: string,
): { readonly id: number } {
  const invitation = openInvitation(tx, review.token, now);
  const spent = tx
    .update(reviewInvitations)
    .set({ usedAt: now })
    .where(and(eq(reviewInvitations.id, invitation.id), isNull(reviewInvitations.usedAt)))
    .returning({ id: reviewInvitations.id })
    .get();
  if (!spent) throw conflict('ALREADY_REVIEWED', REVIEW_MESSAGES.used);
  const stored = tx
    .insert(reviews)
    .values({
      invitationId: invitation.id,
      hotelId: invitation.hotelId,
      roomTypeId: invitation.roomTypeId,
      rating: review.rating,
      cleanliness: review.cleanliness ?? null,
      staff: review.staff ?? null,
      location: review.location ?? null,
      value: review.value ?? null,
      title: review.title,
      text: review.text,
      language: review.language,
    })
    .returning({ id: reviews.id })
    .get();
  tx.insert(reviewEvents).values({ reviewId: stored.id, action: 'submitted', at: now }).run();
  return stored;
}
