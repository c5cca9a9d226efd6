import { paymentMethodWords } from '@hotel/validators/statuses';
import type { PaymentMethod } from '../db/bookingSchema.js';

/** How each way of paying reads in a sentence: 'Paid by net banking' (shared with the desk). */
export const PAYMENT_METHOD_TEXT: Readonly<Record<PaymentMethod, string>> = paymentMethodWords;

/** Where a refund of an online payment goes, by how it was paid. */
export const REFUND_DESTINATION: Readonly<Record<PaymentMethod, string>> = {
  cash: 'the card or account you paid with',
  unpaid: 'the card or account you paid with',
  pay_at_hotel: 'the card or account you paid with',
  card: 'the card you paid with',
  emi: 'the card you paid with',
  upi: 'the bank account behind the UPI ID you paid with',
  netbanking: 'the bank account you paid from',
  wallet: 'the wallet you paid with',
  cardless_emi: 'the EMI provider you paid with',
  paylater: 'the pay-later account you paid with',
};

/** A booking whose payment is still due at the hotel: a walk-in left unpaid, or pay at hotel. */
export const isDueAtHotel = (method: PaymentMethod | null): boolean =>
  method === 'unpaid' || method === 'pay_at_hotel';
