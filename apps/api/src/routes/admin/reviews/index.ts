import { adminReviewsQuery, reviewIdParams, reviewRejection, reviewReply } from '@hotel/validators';
import { adminReview, adminReviews, errorResponses } from '@hotel/validators/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import { ensureHotel, hotelFilterFor } from '../../../lib/deskAccess.js';
import { REVIEW_MESSAGES } from '../../../reviews/messages.js';
import {
  deskReview,
  deskReviewList,
  hotelOfReview,
  publishReview,
  rejectReview,
  replyToReview,
} from '../../../reviews/moderation.js';

/**
 * Moderation on the desk: GET /api/admin/reviews?status=&hotelId=, and POST
 * /api/admin/reviews/:id/publish, /reject {reason}, /reply {text}. Staff see and moderate their
 * own hotel's reviews only (another hotel's is answered as one that does not exist); each step is
 * a `review_events` row naming the account, and the guest is e-mailed a publication or rejection.
 */
export default async function reviewModerationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, mailer } = app;

  api.get(
    '/admin/reviews',
    {
      onRequest: app.requireDesk,
      schema: {
        querystring: adminReviewsQuery,
        response: { 200: adminReviews, ...errorResponses },
      },
    },
    async (request) =>
      deskReviewList(db, {
        status: request.query.status,
        hotelId: hotelFilterFor(request.user, request.query.hotelId),
      }),
  );

  /** The review's id, once the account is known to run its hotel's desk. */
  const reviewOf = (request: FastifyRequest<{ Params: { id: number } }>) => {
    const hotelId = hotelOfReview(db, request.params.id);
    if (!hotelId) throw notFound(REVIEW_MESSAGES.notFound);
    ensureHotel(request.user, hotelId, () => notFound(REVIEW_MESSAGES.notFound));
    return request.params.id;
  };
  const by = (request: FastifyRequest) => ({ actorId: request.user?.id ?? null, now: nowIso() });

  api.post(
    '/admin/reviews/:id/publish',
    {
      onRequest: app.requireDesk,
      schema: { params: reviewIdParams, response: { 200: adminReview, ...errorResponses } },
    },
    async (request) => {
      const id = reviewOf(request);
      const { review, mailId } = db.transaction(
        (tx) => {
          const mail = publishReview(tx, id, by(request));
          return { review: deskReview(tx, id), mailId: mail ? mailer.enqueue(mail, tx) : null };
        },
        { behavior: 'immediate' },
      );
      if (mailId !== null) void mailer.deliver(mailId);
      return review;
    },
  );

  api.post(
    '/admin/reviews/:id/reject',
    {
      onRequest: app.requireDesk,
      schema: {
        params: reviewIdParams,
        body: reviewRejection,
        response: { 200: adminReview, ...errorResponses },
      },
    },
    async (request) => {
      const id = reviewOf(request);
      const { review, mailId } = db.transaction(
        (tx) => {
          const mail = rejectReview(tx, id, request.body.reason, by(request));
          return { review: deskReview(tx, id), mailId: mail ? mailer.enqueue(mail, tx) : null };
        },
        { behavior: 'immediate' },
      );
      if (mailId !== null) void mailer.deliver(mailId);
      return review;
    },
  );

  api.post(
    '/admin/reviews/:id/reply',
    {
      onRequest: app.requireDesk,
      schema: {
        params: reviewIdParams,
        body: reviewReply,
        response: { 200: adminReview, ...errorResponses },
      },
    },
    async (request) => {
      const id = reviewOf(request);
      return db.transaction(
        (tx) => {
          replyToReview(tx, id, request.body.text, by(request));
          return deskReview(tx, id);
        },
        { behavior: 'immediate' },
      );
    },
  );
}
