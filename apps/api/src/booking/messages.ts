import { m } from '@hotel/i18n/messages';

/**
 * What the payment routes answer when a booking cannot go ahead, in the language of the request
 * being handled (each read renders it: lib/requestLang.ts).
 */
export const MESSAGES = {
  get quoteNotFound(): string {
    return m.api_quoteNotFound();
  },
  get quoteExpired(): string {
    return m.api_quoteExpired();
  },
  get soldOut(): string {
    return m.api_soldOut();
  },
  get alreadyPaid(): string {
    return m.api_alreadyPaid();
  },
  get inProgress(): string {
    return m.api_paymentInProgress();
  },
  get orderInProgress(): string {
    return m.api_orderInProgress();
  },
  holdLimit: (holding: number, max: number, holdMinutes: number): string =>
    m.api_holdLimit({ holding, max, holdMinutes }),
  renewalLimit: (holds: number): string => m.api_renewalLimit({ holds }),
  onlinePaymentOpen: (lapses: string): string => m.api_onlinePaymentOpen({ lapses }),
  get orderNotFound(): string {
    return m.api_orderNotFound();
  },
  // Stored on the booking and compared (booking/latePayment.ts): one text, in English.
  replaced:
    'This payment order was replaced by a newer one for the same stay; the payment will be refunded.',
  holdLost:
    'Your hold on this room ended before the payment arrived and the room is no longer free; the payment will be refunded.',
} as const;
