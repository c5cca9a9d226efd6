import { z } from 'zod';
import { HOUSEKEEPING_STATES } from './housekeepingStates.js';
import { paise } from './quotes.js';
import { bookingStatuses } from './statuses.js';

/** The step a row of the day's lists needs at the desk (none for a guest staying on). */
export const todayActions = ['check-in', 'check-out', 'no-show'] as const;

/** One booking reference on the day's lists (all its rooms). */
export const todayBooking = z.object({
  reference: z.string(),
  guestName: z.string(),
  rooms: z.array(z.object({ roomId: z.number().int(), roomNumber: z.string() })),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  status: z.enum(bookingStatuses),
  amount: paise,
  /** True while the amount is still to be paid at the hotel. */
  due: z.boolean(),
  actions: z.array(z.enum(todayActions)),
});
export type TodayBooking = z.infer<typeof todayBooking>;

/** `GET /api/admin/today`: a hotel's four lists for a date. */
export const todayLists = z.object({
  hotelId: z.string(),
  date: z.string(),
  arrivals: z.array(todayBooking),
  departures: z.array(todayBooking),
  inHouse: z.array(todayBooking),
  expectedNoShows: z.array(todayBooking),
});
export type TodayLists = z.infer<typeof todayLists>;

/** A physical room and its housekeeping state (`GET /api/admin/housekeeping`, `PUT …`). */
export const housekeepingRoom = z.object({
  roomId: z.number().int(),
  roomNumber: z.string(),
  state: z.enum(HOUSEKEEPING_STATES),
  /** When the state was last set, and by whom (null: the night audit or a check-out's own). */
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
});
export type HousekeepingRoom = z.infer<typeof housekeepingRoom>;
export const housekeepingRooms = z.array(housekeepingRoom);
