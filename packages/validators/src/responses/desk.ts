import { z } from 'zod';
import { paise } from './quotes.js';

/** A physical room out of sale (`POST /api/admin/rooms/:roomId/blocks`); `to` is the last night. */
export const roomBlock = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  roomNumber: z.string(),
  hotelId: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  source: z.enum(['admin', 'ical']),
});
export type RoomBlock = z.infer<typeof roomBlock>;

/** A stay's step at the desk (`POST /api/admin/bookings/:reference/check-in` and the others). */
export const stayChange = z.object({
  reference: z.string(),
  status: z.enum(['checked_in', 'checked_out', 'no_show']),
});
export type StayChange = z.infer<typeof stayChange>;

/** A booking made at the desk (`POST /api/admin/bookings`): confirmed at once, in one room. */
export const walkInBooked = z.object({
  reference: z.string(),
  status: z.literal('confirmed'),
  amount: paise,
  roomNumber: z.string(),
});
export type WalkInBooked = z.infer<typeof walkInBooked>;
