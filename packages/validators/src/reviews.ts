import { m } from '@hotel/i18n/messages';
import { z } from 'zod';
import { hotelId, optionalFilter, says, text, wholeNumber } from './fields.js';
import {
  type ReviewRejectionReason,
  reviewLanguages,
  reviewRejectionReasons,
  reviewStatuses,
} from './reviewTexts.js';

export * from './reviewTexts.js';

const rejectionReasonKeys = Object.keys(reviewRejectionReasons) as [
  ReviewRejectionReason,
  ...ReviewRejectionReason[],
];

/** The single-use token of a review invitation, as its link carries it. */
export const reviewToken = z
  .string(says(m.api_reviewLinkIncomplete))
  .trim()
  .min(20, says(m.api_reviewLinkIncomplete))
  .max(100, says(m.api_reviewLinkIncomplete));

export const reviewTokenParams = z.object({ token: reviewToken });

/** 1 to 5 stars, from JSON or a form's field ("4" → 4). */
const stars = (rating: () => string) => {
  const message = says(rating);
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number(message).int(message).min(1, message).max(5, message),
  );
};
/** A sub-rating left out, empty or null is not given. */
const subRating = (label: () => string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    stars(label).optional(),
  );

/** POST /api/reviews: the guest's review of a stay, from the invitation's link. */
export const reviewSubmission = z.strictObject(
  {
    token: reviewToken,
    rating: stars(m.api_ratingOverall),
    cleanliness: subRating(m.api_ratingCleanliness),
    staff: subRating(m.api_ratingStaff),
    location: subRating(m.api_ratingLocation),
    value: subRating(m.api_ratingValue),
    title: text(m.api_reviewTitle)
      .min(1, says(m.api_reviewTitle))
      .max(120, says(m.api_reviewTitleTooLong)),
    text: text(m.api_reviewTextMissing, { multiline: true })
      .min(20, says(m.api_reviewTextTooShort))
      .max(4000, says(m.api_reviewTextTooLong)),
    language: z.enum(reviewLanguages, says(m.api_reviewLanguage)),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? m.fields_reviewUnexpectedFields({
            fields: (issue as { keys?: string[] }).keys?.join(', ') ?? '',
          })
        : m.fields_reviewNotAnObject(),
  },
);
export type ReviewSubmission = z.input<typeof reviewSubmission>;

/** GET /api/reviews?hotelId[&roomTypeId][&page]. */
export const publicReviewsQuery = z.object({
  hotelId,
  roomTypeId: optionalFilter(text().min(1).max(100)),
  page: optionalFilter(wholeNumber('The page', 1, 10_000)),
});

/** GET /api/admin/reviews?status=&hotelId=. */
export const adminReviewsQuery = z.object({
  status: optionalFilter(z.enum(reviewStatuses, 'Please choose pending, published or rejected.')),
  hotelId: optionalFilter(text().min(1).max(100)),
});

export const reviewIdParams = z.object({
  id: wholeNumber('The review', 1, Number.MAX_SAFE_INTEGER),
});

/** POST /api/admin/reviews/:id/reject. */
export const reviewRejection = z.strictObject({
  reason: z.enum(rejectionReasonKeys, 'Please choose a reason from the list.'),
});

/** POST /api/admin/reviews/:id/reply: the hotel's answer, shown under the review. */
export const reviewReply = z.strictObject({
  text: text('Please write the reply.', { multiline: true })
    .min(1, 'Please write the reply.')
    .max(2000, 'Please keep the reply under 2,000 characters.'),
});
