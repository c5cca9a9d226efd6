import { z } from 'zod';
import { todayInIndia } from './dates.js';
import { count, id, isoDate } from './fields.js';

/** Check-in and check-out: check-out after check-in, check-in not in the past (India time). */
export const stayDates = z
  .object({ checkIn: isoDate('Check-in'), checkOut: isoDate('Check-out') })
  .superRefine(({ checkIn, checkOut }, ctx) => {
    if (checkIn < todayInIndia()) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkIn'],
        message: 'Check-in cannot be in the past.',
      });
    }
    if (checkOut <= checkIn) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: 'Check-out must be after check-in.',
      });
    }
  });

/** GET /api/availability: the 'Book A Room' form. */
export const availabilityQuery = z
  .object({
    hotel: id,
    checkIn: isoDate('Check-in'),
    checkOut: isoDate('Check-out'),
    adults: count('Adults', 1, 5),
    child: count('Children', 0, 3).default(0),
    rooms: count('Rooms', 1, 10).default(1),
    roomType: z.enum(['single-bed', 'double-bed', 'family-suite', 'luxury-room']).optional(),
  })
  .and(stayDates);

/** POST /api/quotes: a room page's selection. Dates are optional (one night when absent). */
export const quoteRequest = z
  .object({
    roomId: id,
    rooms: count('Number of rooms', 1, 100),
    adults: count('Number of adults', 1, 1000),
    breakfasts: count('Breakfast count', 0, 10_000).default(0),
    lunchDinners: count('Lunch/dinner count', 0, 10_000).default(0),
    checkIn: isoDate('Check-in').optional(),
    checkOut: isoDate('Check-out').optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.checkIn === undefined) !== (value.checkOut === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.checkIn === undefined ? 'checkIn' : 'checkOut'],
        message: 'Please give both check-in and check-out, or neither.',
      });
      return;
    }
    if (value.checkIn && value.checkOut) {
      const dates = stayDates.safeParse({ checkIn: value.checkIn, checkOut: value.checkOut });
      for (const issue of dates.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
  });
