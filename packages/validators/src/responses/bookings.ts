import { z } from 'zod';
import { paise, pricedNight } from './quotes.js';
import { bookingStatuses, paymentMethodNames, refundStatuses } from './statuses.js';

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

/**
 * How a booking was paid: online (through the payment provider) or at the desk, the method (null
 * while an online payment's method is not yet reported) and its reference (the UPI RRN, the bank,
 * the wallet, the card's network and last 4, or the desk's note).
 */
export const bookingPayment = z.object({
  online: z.boolean(),
  method: z.enum(paymentMethodNames).nullable(),
  reference: z.string().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPayment>;

/**
 * A booking left to pay at the hotel: what is due there, and when its rooms are released on the
 * arrival day if the guest has neither arrived nor paid (null: a walk-in settling at check-out).
 */
export const payAtHotelDue = z.object({ amount: paise, releaseAt: z.string().nullable() });
export type PayAtHotelDue = z.infer<typeof payAtHotelDue>;

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
  payment: bookingPayment,
  /** Present while the booking is to be paid at the hotel. */
  payAtHotel: payAtHotelDue.optional(),
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
  /** Present while the booking is to be paid at the hotel. */
  payAtHotel: payAtHotelDue.optional(),
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

/** The hotel as its guest needs it on the way there: where, when, whom to call. */
export const stayHotel = z.object({
  /** The address on one line. */
  address: z.string(),
  /** A map search for the hotel. */
  mapUrl: z.string(),
  phone: z.string(),
  /** The messaging-app number, country code first, digits only. */
  messagingNumber: z.string(),
  /** Times of day in India, e.g. '12:00' and '11:00'. */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  directions: z.array(z.object({ from: z.string(), text: z.string() })),
});
export type StayHotel = z.infer<typeof stayHotel>;

/** What a booking cost, as its tax invoice states it: GST split into CGST and SGST at its rates. */
export const bookingPrice = z.object({
  /** Each night with the rate one room paid. */
  nightly: z.array(pricedNight),
  roomCost: paise,
  /** The GST percents that applied (one per slab), e.g. [5]. */
  gstRates: z.array(z.number()),
  cgst: paise,
  sgst: paise,
  meals: z.array(z.object({ label: z.string(), amount: paise })),
  /** The meals' own GST (restaurant service), split; null when they carry none. */
  mealGst: z.object({ gstRate: z.number(), cgst: paise, sgst: paise }).nullable(),
  total: paise,
});
export type BookingPrice = z.infer<typeof bookingPrice>;

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
  children: z.number().int(),
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
  /** The hotel's address, times, phone and directions; null when the hotel left the content. */
  hotel: stayHotel.nullable(),
  /** What the room includes. */
  amenities: z.array(z.string()),
  /** The nights and taxes; null for a booking without a stored quote. */
  price: bookingPrice.nullable(),
  /** Present while the booking is to be paid at the hotel (all its rooms). */
  payAtHotel: payAtHotelDue.optional(),
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
