import { getProperty, site } from '@hotel/content';
import { DEFAULT_LANG, isLang, type Lang, pathIn } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
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
const hotelPageUrl = (hotelId: string, lang: Lang) =>
  new URL(pathIn(getProperty(hotelId)?.path ?? '/', lang), site.url).href;

/** Why a review was not published, as its guest reads it. */
function rejectionText(reason: ReviewRejectionReason, locale: { locale: Lang }): string {
  switch (reason) {
    case 'personal-details':
      return m.api_rejectPersonalDetails({}, locale);
    case 'offensive':
      return m.api_rejectOffensive({}, locale);
    case 'not-about-stay':
      return m.api_rejectNotAboutStay({}, locale);
    case 'advertising':
      return m.api_rejectAdvertising({}, locale);
  }
}

/** The guest's e-mail of the decision, in the language the review was written in. */
function decisionMail(
  row: DeskRow,
  published: boolean,
  reason?: ReviewRejectionReason,
): OutgoingMail | null {
  if (!row.guestEmail) return null;
  const lang = isLang(row.language) ? row.language : DEFAULT_LANG;
  const locale = { locale: lang };
  const facts = { title: row.title ?? '', hotel: row.hotelName };
  const body = published
    ? [
        m.api_reviewPublished(facts, locale),
        m.api_reviewThanksForWriting({}, locale),
        m.api_reviewReadHere({ url: hotelPageUrl(row.hotelId, lang) }, locale),
      ]
    : [
        m.api_reviewRejected(facts, locale),
        m.api_reviewReason({ reason: reason ? rejectionText(reason, locale) : '' }, locale),
        m.api_reviewRejectedRules({}, locale),
      ];
  return {
    to: row.guestEmail,
    subject: published
      ? m.api_reviewPublishedSubject({ hotel: row.hotelName }, locale)
      : m.api_reviewRejectedSubject({ hotel: row.hotelName }, locale),
    text: [
      m.api_mailDear({ name: firstNameOf(row.guestName ?? '') }, locale),
      '',
      ...body,
      '',
      site.name,
    ].join('\n'),
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
