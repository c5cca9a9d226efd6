/** What the payment routes answer when a booking cannot go ahead. */
export const MESSAGES = {
  quoteNotFound: 'We could not find that quote. Please price the stay again.',
  quoteExpired: 'This price has expired; please price the stay again.',
  soldOut: 'Sorry, this room is no longer free for these dates.',
  alreadyPaid: 'This booking is already paid.',
  inProgress: 'A payment for this booking is already being set up. Please try again in a moment.',
  orderInProgress:
    'This booking is being paid for in another browser. Please price the stay again to book it yourself.',
  holdLimit: (holding: number, max: number, holdMinutes: number) =>
    `You already hold ${holding === 1 ? '1 room' : `${holding} rooms`} waiting for payment, and one guest may hold at most ${max} at once. Please pay for them first, or try again when their hold ends (within ${holdMinutes} minutes).`,
  renewalLimit: (holds: number) =>
    `You have held this room for these dates ${holds} times in the last hour. Please try again later, or contact the hotel.`,
  onlinePaymentOpen: (lapses: string) =>
    `You have started paying online for this stay, and that payment may still go through. Please finish it, or choose to pay at the hotel once it lapses (${lapses}).`,
  orderNotFound: 'We could not find that payment order.',
  replaced:
    'This payment order was replaced by a newer one for the same stay; the payment will be refunded.',
  holdLost:
    'Your hold on this room ended before the payment arrived and the room is no longer free; the payment will be refunded.',
} as const;
