import type { PublicReviews, PublishedReview, ReviewAggregate } from '@hotel/validators/responses';
import { REVIEW_AGGREGATE_MIN, REVIEW_PAGE_SIZE } from '@hotel/validators/reviewTexts';
import { and, avg, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { hotels, reviewInvitations, reviews, roomTypes } from '../db/schema.js';
import { notFound } from '../lib/ApiFailure.js';
import { firstNameOf } from './invitations.js';
import { REVIEW_MESSAGES } from './messages.js';

const oneDecimal = (value: string | number | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** The columns a published review shows, and the row turned into its answer. */
export const reviewColumns = {
  id: reviews.id,
  guestName: reviewInvitations.guestName,
  stayMonth: reviewInvitations.stayMonth,
  roomTypeId: reviews.roomTypeId,
  roomTitle: roomTypes.title,
  rating: reviews.rating,
  cleanliness: reviews.cleanliness,
  staff: reviews.staff,
  location: reviews.location,
  value: reviews.value,
  title: reviews.title,
  text: reviews.text,
  language: reviews.language,
  publishedAt: reviews.publishedAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

type ReviewRow = {
  [K in keyof typeof reviewColumns]: (typeof reviewColumns)[K]['_']['data'] | null;
};

export const shownReview = (row: ReviewRow) => ({
  id: row.id as number,
  firstName: firstNameOf(row.guestName ?? ''),
  stayMonth: row.stayMonth ?? '',
  roomTypeId: row.roomTypeId ?? '',
  roomTitle: row.roomTitle ?? '',
  rating: row.rating ?? 0,
  subRatings: {
    cleanliness: row.cleanliness,
    staff: row.staff,
    location: row.location,
    value: row.value,
  },
  title: row.title ?? '',
  text: row.text ?? '',
  language: row.language ?? 'en',
  reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt } : null,
});

/** The average of the published reviews matching `where`, from REVIEW_AGGREGATE_MIN up. */
function aggregateOf(tx: DbOrTransaction, where: SQL | undefined): ReviewAggregate | null {
  const row = tx
    .select({
      count: count(),
      average: avg(reviews.rating),
      cleanliness: avg(reviews.cleanliness),
      staff: avg(reviews.staff),
      location: avg(reviews.location),
      value: avg(reviews.value),
    })
    .from(reviews)
    .where(where)
    .get();
  if (!row || row.count < REVIEW_AGGREGATE_MIN) return null;
  return {
    count: row.count,
    average: oneDecimal(row.average) ?? 0,
    subRatings: {
      cleanliness: oneDecimal(row.cleanliness),
      staff: oneDecimal(row.staff),
      location: oneDecimal(row.location),
      value: oneDecimal(row.value),
    },
  };
}

/**
 * GET /api/reviews: a hotel's (or one of its room types') published reviews, newest first, a
 * page at a time, with their aggregate once there are enough of them to mean something.
 */
export function publicReviews(
  tx: DbOrTransaction,
  query: { hotelId: string; roomTypeId?: string | undefined; page?: number | undefined },
): PublicReviews {
  const hotel = tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, query.hotelId)).get();
  if (!hotel) throw notFound(REVIEW_MESSAGES.unknownHotel);
  if (query.roomTypeId !== undefined) {
    const roomType = tx
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .where(and(eq(roomTypes.id, query.roomTypeId), eq(roomTypes.hotelId, query.hotelId)))
      .get();
    if (!roomType) throw notFound(REVIEW_MESSAGES.unknownRoomType);
  }
  const where = and(
    eq(reviews.hotelId, query.hotelId),
    eq(reviews.status, 'published'),
    query.roomTypeId === undefined ? undefined : eq(reviews.roomTypeId, query.roomTypeId),
  );
  const total = tx.select({ count: count() }).from(reviews).where(where).get()?.count ?? 0;
  const page = query.page ?? 1;
  const rows = tx
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(reviewInvitations, eq(reviewInvitations.id, reviews.invitationId))
    .innerJoin(roomTypes, eq(roomTypes.id, reviews.roomTypeId))
    .where(where)
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(REVIEW_PAGE_SIZE)
    .offset((page - 1) * REVIEW_PAGE_SIZE)
    .all();
  return {
    hotelId: query.hotelId,
    roomTypeId: query.roomTypeId ?? null,
    aggregate: aggregateOf(tx, where),
    total,
    page,
    pageSize: REVIEW_PAGE_SIZE,
    reviews: rows.map(
      (row): PublishedReview => ({ ...shownReview(row), publishedAt: row.publishedAt ?? '' }),
    ),
  };
}
