import { getProperty, site } from '@hotel/content';
import type { AdminReview } from '@hotel/validators/responses';
import {
  type ReviewRejectionReason,
  type ReviewStatus,
  reviewRejectionReasons,
} from '@hotel/validators/reviewTexts';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { historiesOf } from '../db/history.js';
import { hotels, reviewEvents, reviewInvitations, reviews, roomTypes } from '../db/schema.js';
import { conflict, notFound } from '../lib/ApiFailure.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';
import { firstNameOf } from './invitations.js';
import { REVIEW_MESSAGES } from './messages.js';
import { reviewColumns, shownReview } from './publicReviews.js';

const deskColumns = {
  ...reviewColumns,
  hotelId: reviews.hotelId,
  hotelName: hotels.name,
  reference: reviewInvitations.reference,
  guestEmail: reviewInvitations.guestEmail,
  status: reviews.status,
  rejectionReason: reviews.rejectionReason,
  createdAt: reviews.createdAt,
};

const deskReviews = (tx: DbOrTransaction) =>
  tx
    .select(deskColumns)
    .from(reviews)
    .innerJoin(reviewInvitations, eq(reviewInvitations.id, reviews.invitationId))
    .innerJoin(roomTypes, eq(roomTypes.id, reviews.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, reviews.hotelId));

type DeskRow = Awaited<ReturnType<ReturnType<typeof deskReviews>['all']>>[number];

function withEvents(tx: DbOrTransaction, rows: readonly DeskRow[]): AdminReview[] {
  const historyOf = historiesOf(
    tx,
    {
      table: reviewEvents,
      id: reviewEvents.id,
      subject: reviewEvents.reviewId,
      actorId: reviewEvents.actorId,
    },
    { action: reviewEvents.action, note: reviewEvents.note, at: reviewEvents.at },
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...shownReview(row),
    hotelId: row.hotelId,
    hotelName: row.hotelName,
    reference: row.reference,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt,
    publishedAt: row.publishedAt,
    events: historyOf(row.id),
  }));
}

/** GET /api/admin/reviews: the desk's reviews (a staff account's hotel only), newest first. */
export function deskReviewList(
  tx: DbOrTransaction,
  filter: { status?: ReviewStatus | undefined; hotelId?: string | undefined },
): AdminReview[] {
  const rows = deskReviews(tx)
    .where(
      and(
        filter.status ? eq(reviews.status, filter.status) : undefined,
        filter.hotelId !== undefined ? eq(reviews.hotelId, filter.hotelId) : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(200)
    .all();
  return withEvents(tx, rows);
}

export function deskReview(tx: DbOrTransaction, id: number): AdminReview {
  const row = deskReviews(tx).where(eq(reviews.id, id)).get();
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  return withEvents(tx, [row])[0] as AdminReview;
}

/** The hotel a review is about, for the desk's access check; undefined when there is none. */
export const hotelOfReview = (tx: DbOrTransaction, id: number): string | undefined =>
  tx.select({ hotelId: reviews.hotelId }).from(reviews).where(eq(reviews.id, id)).get()?.hotelId;

function guestOf(tx: DbOrTransaction, id: number) {
  return deskReviews(tx).where(eq(reviews.id, id)).get() as DeskRow;
}

/** Where the published review shows: the hotel's page (the site for a hotel not in the content). */
const hotelPageUrl = (hotelId: string) => new URL(getProperty(hotelId)?.path ?? '/', site.url).href;

function decisionMail(
  row: DeskRow,
  published: boolean,
  reason?: ReviewRejectionReason,
): OutgoingMail | null {
  if (!row.guestEmail) return null;
  const greeting = `Dear ${firstNameOf(row.guestName ?? '')},`;
  const body = published
    ? [
        `Your review “${row.title}” of your stay at ${row.hotelName} is now published on our website.`,
        'Thank you for taking the time to write it.',
        `Read it here: ${hotelPageUrl(row.hotelId)}`,
      ]
    : [
        `We are sorry: we cannot publish your review “${row.title}” of your stay at ${row.hotelName}.`,
        `The reason: ${reason ? reviewRejectionReasons[reason] : ''}`,
        'We publish every review that keeps to these rules, good or bad; your link has been used, so',
        'if you would like to tell us more, please reply to this e-mail.',
      ];
  return {
    to: row.guestEmail,
    subject: published
      ? `Your review of ${row.hotelName} is published`
      : `Your review of ${row.hotelName} was not published`,
    text: [greeting, '', ...body, '', site.name].join('\n'),
  };
}

interface By {
  readonly actorId: number | null;
  readonly now: string;
}

/** Publishes a review waiting for moderation; the guest is told. */
export function publishReview(tx: DbOrTransaction, id: number, by: By) {
  const row = guestOf(tx, id);
  if (row.status !== 'pending') {
    throw conflict('REVIEW_STATUS', REVIEW_MESSAGES.notPending(row.status));
  }
  tx.update(reviews)
    .set({ status: 'published', publishedAt: by.now })
    .where(eq(reviews.id, id))
    .run();
  tx.insert(reviewEvents)
    .values({ reviewId: id, action: 'published', actorId: by.actorId, at: by.now })
    .run();
  return decisionMail(row, true);
}

/** Rejects a review (waiting, or published and then found to break the rules); the guest is told. */
export function rejectReview(
  tx: DbOrTransaction,
  id: number,
  reason: ReviewRejectionReason,
  by: By,
) {
  const row = guestOf(tx, id);
  if (row.status === 'rejected') throw conflict('REVIEW_STATUS', REVIEW_MESSAGES.cannotReject);
  tx.update(reviews)
    .set({ status: 'rejected', rejectionReason: reason })
    .where(eq(reviews.id, id))
    .run();
  tx.insert(reviewEvents)
    .values({
      reviewId: id,
      action: 'rejected',
      note: reviewRejectionReasons[reason],
      actorId: by.actorId,
      at: by.now,
    })
    .run();
  return decisionMail(row, false, reason);
}

/** The hotel's reply under a review; a new reply replaces the old, and both stay in the history. */
export function replyToReview(tx: DbOrTransaction, id: number, text: string, by: By): void {
  const row = guestOf(tx, id);
  if (row.status === 'rejected') throw conflict('REVIEW_STATUS', REVIEW_MESSAGES.rejectedReply);
  tx.update(reviews).set({ reply: text, repliedAt: by.now }).where(eq(reviews.id, id)).run();
  tx.insert(reviewEvents)
    .values({ reviewId: id, action: 'replied', note: text, actorId: by.actorId, at: by.now })
    .run();
}
