import { m } from '@hotel/i18n/messages';
/**
 * What the review routes answer, word for word (the tests and the web read the same): a guest's
 * in the language of the request being handled (each read renders it), moderation's in English.
 */
export const REVIEW_MESSAGES = {
  get unknownLink(): string {
    return m.api_reviewLinkUnknown();
  },
  get expired(): string {
    return m.api_reviewLinkExpired();
  },
  get used(): string {
    return m.api_reviewUsed();
  },
  get received(): string {
    return m.api_reviewReceived();
  },
  notFound: 'We could not find that review.',
  get unknownHotel(): string {
    return m.api_hotelNotFound();
  },
  get unknownRoomType(): string {
    return m.api_roomNotAtHotel();
  },
  notPending: (status: string) =>
    `This review is ${status}; only a review waiting for moderation can be published.`,
  cannotReject: 'This review is already rejected.',
  rejectedReply: 'A rejected review is not shown, so it cannot have a reply.',
} as const;
