import { LIMITS } from '@hotel/pricing';
import { z } from 'zod';
import { nightsBetween } from './dates.js';
import { isoDate, wholeNumber } from './fields.js';

/** The most days one calendar request may cover: four months of a date picker. */
export const CALENDAR_MAX_DAYS = 120;

/** GET /api/rooms/:roomId/calendar: the days `from` to `to` (inclusive) for a party of `adults`. */
export const calendarQuery = z
  .object({
    from: isoDate('From'),
    to: isoDate('To'),
    adults: z.preprocess((value) => value ?? '1', wholeNumber('Adults', 1, LIMITS.adults)),
  })
  .superRefine((value, ctx) => {
    const days = nightsBetween(value.from, value.to) + 1;
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before from.' });
    } else if (days > CALENDAR_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The calendar covers at most ${CALENDAR_MAX_DAYS} days at a time.`,
      });
    }
  });

export type CalendarQuery = z.output<typeof calendarQuery>;
