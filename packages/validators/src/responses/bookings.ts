import { z } from 'zod';
import { paise } from './quotes.js';
import { bookingStatuses, refundStatuses } from './statuses.js';

export const bookingStatus = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatus>;

export const refundStatus = z.enum(refundStatuses);

/** Money going back for a cancelled booking, and where it stands at the payment provider. */
export const refund = z.object({
  amount: paise,
  status: refundStatus,
  /** Why the provider refused it, for admins (a failed refund can be sent again). */
  lastError: z.string().nullable(),
  /** Why the money goes back when no cancellation says so; such a refund starts `due`. */
  reason: z.string().nullable(),
});
export type Refund = z.infer<typeof refund>;

/** A booking as the admin list shows it (`GET /api/bookings`), one line per physical room. */
export const adminBooking = z.object({
  _id: z.number().int(),
  roomId: z.number().int(),
  roomNumber: z.string(),
  hotelId: z.string(),
  hotelName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: bookingStatus,
  guest: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
  amount: paise,
  reference: z.string(),
  createdAt: z.string(),
  /** The numbers of the reference's tax invoice and credit note, once issued. */
  invoice: z.string().nullable(),
  creditNote: z.string().nullable(),
  refund: refund.nullable(),
});
export type AdminBooking = z.infer<typeof adminBooking>;
export const adminBookings = z.array(adminBooking);

/** One of the signed-in guest's bookings (`GET /api/bookings/mine`), one line per room. */
export const myBooking = z.object({
  _id: z.number().int(),
  reference: z.string(),
  hotelId: z.string(),
  hotelName: z.string(),
  roomType: z.string(),
  roomTitle: z.string().nullable(),
  roomNumber: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: bookingStatus,
  amount: paise,
  paymentId: z.string().nullable(),
  createdAt: z.string(),
});
export type MyBooking = z.infer<typeof myBooking>;
export const myBookings = z.array(myBooking);

/** A cancelled booking (`POST /api/bookings/:reference/cancel`): every room of the reference. */
export const cancelledBooking = z.object({
  reference: z.string(),
  status: z.literal('cancelled'),
  refund: z.object({ amount: paise, status: refundStatus.nullable() }),
  creditNote: z.object({ number: z.string() }).nullable(),
});
export type CancelledBooking = z.infer<typeof cancelledBooking>;

/** What cancelling now would bring, by the hotel's policy. */
export const cancellationTerms = z.object({
  allowed: z.boolean(),
  refundPercent: z.number().int(),
  refundIfCancelledNow: paise,
  /** Until when this refund holds (ISO), or null once check-in has passed. */
  deadline: z.string().nullable(),
  policyText: z.string(),
});

/** One booking reference (`GET /api/bookings/:reference`), for its guest or an admin. */
export const bookingDetail = z.object({
  reference: z.string(),
  status: bookingStatus,
  hotelId: z.string(),
  hotelName: z.string(),
  roomTitle: z.string(),
  rooms: z.array(z.object({ roomNumber: z.string(), amount: paise })),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  guest: z.object({
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    gstin: z.string().nullable(),
  }),
  amount: paise,
  paymentId: z.string().nullable(),
  invoice: z.object({ number: z.string() }).nullable(),
  cancellation: cancellationTerms.nullable(),
  refund: refund.nullable(),
  creditNote: z.object({ number: z.string() }).nullable(),
  createdAt: z.string(),
});
export type BookingDetail = z.infer<typeof bookingDetail>;

/** A refund an admin sent again (`POST /api/refunds/:reference/retry`). */
export const retriedRefund = refund.extend({ reference: z.string() });

/** POST /api/bookings/lookup: the same answer whether or not the reference and contact match. */
export const bookingCodeSent = z.object({
  message: z.string(),
  expiresInSeconds: z.number(),
});

/** POST /api/bookings/lookup/verify: the booking this browser may now open. */
export const bookingOpened = z.object({ reference: z.string(), path: z.string() });
