import { publicReviewsQuery, reviewSubmission, reviewTokenParams } from '@hotel/validators';
import {
  errorBody,
  errorResponses,
  publicReviews,
  reviewInvitation,
  reviewReceived,
} from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nowIso } from '../../../lib/clock.js';
import { REVIEW_MESSAGES } from '../../../reviews/messages.js';
import { publicReviews as readPublicReviews } from '../../../reviews/publicReviews.js';
import { invitationStay, openInvitation, submitReview } from '../../../reviews/submitReview.js';

/**
 * Verified reviews, public side: GET /api/reviews (a hotel's or room type's published reviews and
 * their aggregate), GET /api/reviews/invitation/:token (the stay a link is for) and POST
 * /api/reviews (the review, with the link's token: no account needed, the link proves the stay).
 */
export default async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const formLimit = {
    rateLimit: { max: app.config.rateLimit.formPerMinute, timeWindow: '1 minute' },
  };

  api.get(
    '/reviews',
    {
      schema: {
        querystring: publicReviewsQuery,
        response: { 200: publicReviews, ...errorResponses },
      },
    },
    async (request) => readPublicReviews(db, request.query),
  );

  api.get(
    '/reviews/invitation/:token',
    {
      config: formLimit,
      schema: {
        params: reviewTokenParams,
        response: { 200: reviewInvitation, ...errorResponses, 410: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const invitation = openInvitation(db, request.params.token, nowIso());
      return invitationStay(db, invitation);
    },
  );

  api.post(
    '/reviews',
    {
      config: formLimit,
      schema: {
        body: reviewSubmission,
        response: {
          201: reviewReceived,
          ...errorResponses,
          410: errorBody,
          413: errorBody,
          415: errorBody,
        },
      },
    },
    async (request, reply) => {
      const now = nowIso();
      const { id } = db.transaction((tx) => submitReview(tx, request.body, now), {
        behavior: 'immediate',
      });
      return reply
        .status(201)
        .send({ id, status: 'pending' as const, message: REVIEW_MESSAGES.received });
    },
  );
}
