/** What the review routes answer, word for word (the tests and the web read the same). */
export const REVIEW_MESSAGES = {
  unknownLink:
    'This review link is not valid. Please open the link from your e-mail or text message again.',
  expired:
    'This review link has expired: invitations work for 60 days after check-out. Thank you all the same.',
  used: 'This stay has already been reviewed: each stay can be reviewed once. Thank you!',
  received:
    'Thank you for your review! We read every review before it is published, and we will e-mail you when it is.',
  notFound: 'We could not find that review.',
  unknownHotel: 'We could not find that hotel.',
  unknownRoomType: 'We could not find that room at this hotel.',
  notPending: (status: string) =>
    `This review is ${status}; only a review waiting for moderation can be published.`,
  cannotReject: 'This review is already rejected.',
  rejectedReply: 'A rejected review is not shown, so it cannot have a reply.',
} as const;
