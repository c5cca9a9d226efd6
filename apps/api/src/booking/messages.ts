/** What the payment routes answer when a booking cannot go ahead. */
export const MESSAGES = {
  quoteNotFound: 'We could not find that quote. Please price the stay again.',
  quoteExpired: 'This price has expired; please price the stay again.',
  soldOut: 'Sorry, this room is no longer free for these dates.',
  alreadyPaid: 'This booking is already paid.',
  inProgress: 'A payment for this booking is already being set up. Please try again in a moment.',
  orderNotFound: 'We could not find that payment order.',
  replaced:
    'This payment order was replaced by a newer one for the same stay; the payment will be refunded.',
  holdLost:
    'Your hold on this room ended before the payment arrived and the room is no longer free; the payment will be refunded.',
} as const;
