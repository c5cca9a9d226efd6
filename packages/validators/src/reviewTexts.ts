/** Review words and limits without zod, for the pages that show reviews (no schema needed). */

/** The languages a guest may write a review in: the site's (English, Marathi, Hindi). */
export const reviewLanguages = ['en', 'mr', 'hi'] as const;
export type ReviewLanguage = (typeof reviewLanguages)[number];
export const reviewLanguageNames: Record<ReviewLanguage, string> = {
  en: 'English',
  mr: 'मराठी (Marathi)',
  hi: 'हिन्दी (Hindi)',
};

/** The optional sub-ratings of a review, in the order the form and the page show them. */
export const subRatingKeys = ['cleanliness', 'staff', 'location', 'value'] as const;
export type SubRatingKey = (typeof subRatingKeys)[number];
export const subRatingLabels: Record<SubRatingKey, string> = {
  cleanliness: 'Cleanliness',
  staff: 'Staff',
  location: 'Location',
  value: 'Value for money',
};

/** Why the desk may refuse a review: a fixed list, so the guest is told a reason and no more. */
export const reviewRejectionReasons = {
  'personal-details':
    'It contains personal details (a phone number, an e-mail address, or another person’s name).',
  offensive: 'It contains offensive, abusive or discriminatory language.',
  'not-about-stay': 'It is not about the stay at the hotel.',
  advertising: 'It contains advertising or links to other websites.',
} as const;
export type ReviewRejectionReason = keyof typeof reviewRejectionReasons;

export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The aggregate of a hotel or a room type is shown from this many published reviews up. */
export const REVIEW_AGGREGATE_MIN = 5;
/** Published reviews a page of `GET /api/reviews` holds. */
export const REVIEW_PAGE_SIZE = 5;

/** The review page's path; the invitation's link is `<site url>/review/<token>`. */
export const REVIEW_PAGE_PATH = '/review';
/** How long an invitation's link works after check-out. */
export const REVIEW_INVITATION_DAYS = 60;
