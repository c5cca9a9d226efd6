import type { PayAtHotelDue } from '@hotel/validators/responses';
import type { BookingStatus, PaymentMethod } from '../../db/schema.js';
import { isDueAtHotel } from '../paymentMethods.js';

const STAYING: readonly BookingStatus[] = ['confirmed', 'checked_in', 'checked_out'];

/**
 * What a booking (or one room of it) still owes at the hotel, for every screen that shows it:
 * `{ payAtHotel: { amount, releaseAt } }` while it is to be paid there, nothing otherwise (paid,
 * released, cancelled). `releaseAt` only for online pay at hotel: a walk-in settles at check-out.
 */
export function payAtHotelDueOf(
  row: {
    readonly status: BookingStatus;
    readonly paymentMethod: PaymentMethod | null;
    readonly releaseAt: string | null;
  },
  amount: number,
): { payAtHotel?: PayAtHotelDue } {
  if (!isDueAtHotel(row.paymentMethod) || !STAYING.includes(row.status)) return {};
  const releaseAt = row.paymentMethod === 'pay_at_hotel' ? row.releaseAt : null;
  return { payAtHotel: { amount, releaseAt } };
}
