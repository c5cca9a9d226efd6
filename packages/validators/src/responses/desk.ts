import { z } from 'zod';
import { HOUSEKEEPING_STATES } from './housekeepingStates.js';
import { paise } from './quotes.js';
import { roomType } from './rooms.js';

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

/** What a room's night is in the occupancy grid. */
export const occupancyStates = ['free', 'pending', 'booked', 'checked_in', 'blocked'] as const;
export type OccupancyState = (typeof occupancyStates)[number];

/** One physical room's nights (`GET /api/admin/occupancy`). */
export const occupancyRow = z.object({
  roomId: z.number().int(),
  roomNumber: z.string(),
  type: roomType,
  /**
   * The room type a walk-in books it by (`roomId` of POST /api/admin/bookings and POST
   * /api/quotes, e.g. grand-single-bed); null for a room of a hotel that has no room types.
   */
  roomTypeId: z.string().nullable(),
  /** False for a room an admin took off sale for good: the grid shows it, nothing books it. */
  isAvailable: z.boolean(),
  /** The room's housekeeping state now (a dirty room can still be sold). */
  housekeeping: z.enum(HOUSEKEEPING_STATES),
  days: z.array(
    z.object({
      date: z.string(),
      state: z.enum(occupancyStates),
      /** The booking holding the room that night (pending, booked, checked_in). */
      reference: z.string().optional(),
      /** The block taking the room out that night (blocked), for DELETE /api/admin/blocks/:id. */
      blockId: z.number().int().optional(),
      /** Why the room is out of sale that night (blocked), as the block was given. */
      reason: z.string().optional(),
      /** True for a booking still to be paid at the hotel. */
      payAtHotel: z.boolean().optional(),
    }),
  ),
});
export type OccupancyRow = z.infer<typeof occupancyRow>;
export const occupancy = z.array(occupancyRow);

/** A payment the desk recorded (`POST /api/admin/bookings/:reference/payment`), with its invoice. */
export const deskPaymentRecorded = z.object({
  reference: z.string(),
  status: z.enum(['confirmed', 'checked_in', 'checked_out']),
  paymentMethod: z.enum(['cash', 'upi', 'card']),
  paymentReference: z.string().nullable(),
  amount: paise,
  invoice: z.object({ number: z.string() }).nullable(),
});
export type DeskPaymentRecorded = z.infer<typeof deskPaymentRecorded>;
