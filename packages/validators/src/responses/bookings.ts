import { z } from 'zod';
import { paise } from './quotes.js';
import { bookingStatuses } from './statuses.js';

export const bookingStatus = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatus>;

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

/** A booking an admin cancelled (`POST /api/bookings/:id/cancel`). */
export const cancelledBooking = z.object({
  _id: z.number().int(),
  reference: z.string(),
  status: z.literal('cancelled'),
});
