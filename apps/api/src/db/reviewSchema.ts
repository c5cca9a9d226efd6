import { reviewLanguages, reviewStatuses } from '@hotel/validators/reviewTexts';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accountSchema.js';
import { createdAt } from './columns.js';
import { hotels, roomTypes } from './propertySchema.js';

/**
 * Verified reviews: an invitation is made when the desk checks a stay out (one per booking
 * reference), its single-use token kept only as a SHA-256; a review is written with that token
 * (one per invitation, so one per stay) and waits for the desk, which publishes or rejects it and
 * may reply. Every step is a `review_events` row: nothing changes unrecorded.
 */
/** The hotel and room type a stay was in (columns made anew for each table). */
const stayOf = () => ({
  hotelId: text('hotel_id')
    .notNull()
    .references(() => hotels.id),
  roomTypeId: text('room_type_id')
    .notNull()
    .references(() => roomTypes.id),
});

export const reviewInvitations = sqliteTable(
  'review_invitations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The booking reference of the stay: one invitation a stay. */
    reference: text('reference').notNull(),
    ...stayOf(),
    guestName: text('guest_name').notNull(),
    /** Where the desk's decision is told (empty when the desk took no address). */
    guestEmail: text('guest_email').notNull(),
    /** The month of the stay (its check-in), `YYYY-MM`. */
    stayMonth: text('stay_month').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt,
  },
  (table) => [
    uniqueIndex('review_invitations_reference').on(table.reference),
    uniqueIndex('review_invitations_token').on(table.tokenHash),
  ],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => reviewInvitations.id),
    ...stayOf(),
    rating: integer('rating').notNull(),
    cleanliness: integer('cleanliness'),
    staff: integer('staff'),
    location: integer('location'),
    value: integer('value'),
    title: text('title').notNull(),
    text: text('text').notNull(),
    language: text('language', { enum: reviewLanguages }).notNull(),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reply: text('reply'),
    repliedAt: text('replied_at'),
    publishedAt: text('published_at'),
    createdAt,
  },
  (table) => [
    uniqueIndex('reviews_invitation').on(table.invitationId),
    index('reviews_hotel_status').on(table.hotelId, table.status, table.publishedAt),
    index('reviews_room_type_status').on(table.roomTypeId, table.status, table.publishedAt),
  ],
);

export const reviewEventActions = ['submitted', 'published', 'rejected', 'replied'] as const;

/** Every step of a review: written, published, rejected (with the reason), replied to (the text). */
export const reviewEvents = sqliteTable(
  'review_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    action: text('action', { enum: reviewEventActions }).notNull(),
    note: text('note'),
    /** The desk's account; null for the guest's own step. */
    actorId: integer('actor_id').references(() => users.id),
    at: text('at').notNull(),
  },
  (table) => [index('review_events_review').on(table.reviewId, table.id)],
);
