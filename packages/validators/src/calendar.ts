import { m } from '@hotel/i18n/messages';
import { LIMITS } from '@hotel/pricing';
import { z } from 'zod';
import { nightsBetween } from './dates.js';
import { isoDate, wholeNumber } from './fields.js';

/** The most days one calendar request may cover: four months of a date picker. */
export const CALENDAR_MAX_DAYS = 120;

/** GET /api/rooms/:roomId/calendar: the days `from` to `to` (inclusive) for a party of `adults`. */
export const calendarQuery = z
  .object({
    from: isoDate(m.fields_labelFrom),
    to: isoDate(m.fields_labelTo),
    adults: z.preprocess(
      (value) => value ?? '1',
      wholeNumber(m.fields_labelAdults, 1, LIMITS.adults),
    ),
  })
  .superRefine((value, ctx) => {
    const days = nightsBetween(value.from, value.to) + 1;
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: m.fields_calendarToBeforeFrom() });
    } else if (days > CALENDAR_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: m.fields_calendarTooManyDays({ count: CALENDAR_MAX_DAYS }),
      });
    }
  });

export type CalendarQuery = z.output<typeof calendarQuery>;
