import { paymentMethodWords } from '@hotel/validators/statuses';
import type { PaymentMethod } from '../db/bookingSchema.js';

/** How each way of paying reads in a sentence: 'Paid by net banking' (shared with the desk). */
export const PAYMENT_METHOD_TEXT: Readonly<Record<PaymentMethod, string>> = paymentMethodWords;

/** A booking whose payment is still due at the hotel: a walk-in left unpaid, or pay at hotel. */
export const isDueAtHotel = (method: PaymentMethod | null): boolean =>
  method === 'unpaid' || method === 'pay_at_hotel';
