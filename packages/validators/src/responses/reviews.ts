import { z } from 'zod';
import { reviewLanguages, reviewRejectionReasons, reviewStatuses } from '../reviewTexts.js';

const rejectionReasons = Object.keys(reviewRejectionReasons) as [string, ...string[]];
const stars = z.number().int();

/** The optional sub-ratings of a review (null: the guest left it out). */
const subRatings = z.object({
  cleanliness: stars.nullable(),
  staff: stars.nullable(),
  location: stars.nullable(),
  value: stars.nullable(),
});

/** The hotel's answer under a review. */
const reviewReplyBody = z.object({ text: z.string(), at: z.string() }).nullable();

/** A published review as the hotel and room pages show it: the guest's first name only. */
export const publishedReview = z.object({
  id: z.number().int(),
  firstName: z.string(),
  /** The month of the stay, `YYYY-MM`. */
  stayMonth: z.string(),
  roomTypeId: z.string(),
  roomTitle: z.string(),
  rating: stars,
  subRatings,
  title: z.string(),
  text: z.string(),
  language: z.enum(reviewLanguages),
  publishedAt: z.string(),
  reply: reviewReplyBody,
});
export type PublishedReview = z.infer<typeof publishedReview>;

/** The average of the published reviews, from REVIEW_AGGREGATE_MIN of them up (else null). */
export const reviewAggregate = z.object({
  count: z.number().int(),
  /** One decimal, e.g. 4.2. */
  average: z.number(),
  subRatings: z.object({
    cleanliness: z.number().nullable(),
    staff: z.number().nullable(),
    location: z.number().nullable(),
    value: z.number().nullable(),
  }),
});
export type ReviewAggregate = z.infer<typeof reviewAggregate>;

/** GET /api/reviews: a page of a hotel's (or a room type's) published reviews, newest first. */
export const publicReviews = z.object({
  hotelId: z.string(),
  roomTypeId: z.string().nullable(),
  aggregate: reviewAggregate.nullable(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  reviews: z.array(publishedReview),
});
export type PublicReviews = z.infer<typeof publicReviews>;

/** GET /api/reviews/invitation/:token: the stay a review link is for. */
export const reviewInvitation = z.object({
  hotelName: z.string(),
  roomTitle: z.string(),
  stayMonth: z.string(),
  firstName: z.string(),
});
export type ReviewInvitation = z.infer<typeof reviewInvitation>;

/** POST /api/reviews: stored, waiting for the desk. */
export const reviewReceived = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
  message: z.string(),
});

/** One step of a review's moderation, as the desk sees it. */
const reviewEvent = z.object({
  action: z.enum(['submitted', 'published', 'rejected', 'replied']),
  note: z.string().nullable(),
  actorEmail: z.string().nullable(),
  at: z.string(),
});

/** A review at the desk, with the stay it is about and its history. */
export const adminReview = publishedReview.omit({ publishedAt: true }).extend({
  hotelId: z.string(),
  hotelName: z.string(),
  reference: z.string(),
  status: z.enum(reviewStatuses),
  rejectionReason: z.enum(rejectionReasons).nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  events: z.array(reviewEvent),
});
export type AdminReview = z.infer<typeof adminReview>;

export const adminReviews = z.array(adminReview);
