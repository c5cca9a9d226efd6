import { z } from 'zod';
import { paise } from './quotes.js';

/** One night of a room type's price calendar: what a room costs the party, and what is free. */
export const calendarDay = z.object({
  date: z.string(),
  rate: paise.describe('integer paise: one room, one night, for the party'),
  /** The name of the adjustment that set the rate ('Weekend', 'Diwali'), or null for the base. */
  adjustment: z.string().nullable(),
  freeRooms: z.number().int(),
});
export type CalendarDay = z.infer<typeof calendarDay>;

/** `GET /api/rooms/:roomId/calendar`: each night from `from` to `to`, in order. */
export const priceCalendar = z.array(calendarDay);
