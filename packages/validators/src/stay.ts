import { roomTypes } from '@hotel/content/roomTypes';
import { m } from '@hotel/i18n/messages';
import { LIMITS } from '@hotel/pricing';
import { z } from 'zod';
import { stayDateMessages, stayDateProblems, todayInIndia } from './dates.js';
import { blankAsMissing, hotelId, says, text, wholeNumber } from './fields.js';

export { roomTypes };

export const checkInDate = z.iso.date(says(() => stayDateMessages.checkInNotADate)).refine(
  (date) => date >= todayInIndia(),
  says(() => stayDateMessages.checkInPast),
);

/** A check-out date, its message in the language rendered. */
export const checkOutDate = z.iso.date(says(() => stayDateMessages.checkOutNotADate));

/** The pattern z.iso.date() checks, tested directly: a parse per field was ~2% of a search. */
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && z.regexes.date.test(value);

/** Check-out after check-in; runs once both are real dates, beside any other field's issue. */
export const checkOutAfterCheckIn = {
  check(
    value: { checkIn?: string | undefined; checkOut?: string | undefined },
    ctx: z.RefinementCtx,
  ) {
    if (value.checkIn && value.checkOut && value.checkOut <= value.checkIn) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: stayDateMessages.checkOutNotAfter,
      });
    }
  },
  when: ({ value }: { value: unknown }) => {
    const dates = value as { checkIn?: unknown; checkOut?: unknown } | undefined;
    return isDate(dates?.checkIn) && isDate(dates?.checkOut);
  },
};

/** Check-in and check-out: check-out after check-in, check-in not in the past (India time). */
export const stayDates = z
  .object({
    checkIn: z.string(says(() => stayDateMessages.checkInNotADate)),
    checkOut: z.string(says(() => stayDateMessages.checkOutNotADate)),
  })
  .superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(
      stayDateProblems(value.checkIn, value.checkOut),
    )) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

export const roomType = z.enum(roomTypes, says(m.api_chooseRoomType));

/** The most children a search or a booking takes (they stay free; the rooms sleep the adults). */
export const MAX_CHILDREN = 6;

/** GET /api/availability: the 'Book A Room' form of a hotel page. */
export const availabilityQuery = z
  .object({
    hotel: hotelId,
    checkIn: checkInDate,
    checkOut: checkOutDate,
    adults: wholeNumber(m.fields_labelAdults, 1, 5),
    child: blankAsMissing(wholeNumber(m.fields_labelChildren, 0, 3).default(0)),
    rooms: blankAsMissing(wholeNumber(m.fields_labelRooms, 1, 10).default(1)),
    roomType: blankAsMissing(roomType.optional()),
  })
  .superRefine(checkOutAfterCheckIn.check, { when: checkOutAfterCheckIn.when });

/**
 * The fields of a stay to price, with the messages the room page shows: a quote and a booking
 * made at the desk (./desk.ts) read them alike.
 */
export const stayFields = {
  roomId: text(m.fields_chooseRoom).min(1, says(m.fields_chooseRoom)).max(100),
  rooms: wholeNumber(m.fields_labelNumberOfRooms, 1, LIMITS.rooms),
  adults: wholeNumber(m.fields_labelNumberOfAdults, 1, LIMITS.adults),
  /** Children travel with the party, kept on the booking; they are not priced. */
  children: wholeNumber(m.fields_labelNumberOfChildren, 0, MAX_CHILDREN).default(0),
  breakfasts: wholeNumber(m.fields_labelBreakfastCount, 0, LIMITS.meals).default(0),
  lunchDinners: wholeNumber(m.fields_labelLunchDinnerCount, 0, LIMITS.meals).default(0),
  checkIn: checkInDate,
  checkOut: checkOutDate,
};

/**
 * POST /api/quotes: a room page's selection. Dates are optional (one night when absent). Strict:
 * the server works out every amount, so a body that names one (total, amount) is refused.
 */
export const quoteRequest = z
  .strictObject(
    {
      ...stayFields,
      checkIn: stayFields.checkIn.optional(),
      checkOut: stayFields.checkOut.optional(),
    },
    {
      error: (issue) => {
        if (issue.code === 'unrecognized_keys') {
          return m.fields_quoteUnexpectedFields({
            count: issue.keys.length,
            fields: issue.keys.join(', '),
          });
        }
        if (issue.code === 'invalid_type') return m.fields_quoteNotAnObject();
        return undefined;
      },
    },
  )
  .superRefine((value, ctx) => {
    if ((value.checkIn === undefined) !== (value.checkOut === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.checkIn === undefined ? 'checkIn' : 'checkOut'],
        message: m.fields_quoteBothDatesOrNeither(),
      });
    }
  })
  .superRefine(checkOutAfterCheckIn.check, { when: checkOutAfterCheckIn.when });

export type AvailabilityQuery = z.output<typeof availabilityQuery>;
export type QuoteRequest = z.output<typeof quoteRequest>;
