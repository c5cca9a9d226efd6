import { LANGS } from '@hotel/i18n';
import { z } from 'zod';
import { nightsBetween, todayInIndia } from './dates.js';
import { hotelId, isoDate, shortText } from './fields.js';
import { customerDetails } from './payments.js';
import { deskPaymentMethods } from './responses/statuses.js';
import { checkOutAfterCheckIn, stayFields } from './stay.js';

/** `to` on or after `from`, and the days from one to the other (both counted) at most `most`. */
export function checkRange(
  from: string,
  to: string,
  ctx: z.RefinementCtx,
  most: number,
  tooLong: string,
): void {
  const days = nightsBetween(from, to) + 1;
  if (days < 1) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From.' });
  } else if (days > most) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: tooLong });
  }
}

/** The most nights one block may cover: a year. */
export const BLOCK_MAX_NIGHTS = 366;

/**
 * POST /api/admin/rooms/:roomId/blocks: takes a physical room out of sale from the night `from`
 * to the night `to`, both included (a one-night block has from = to).
 */
export const roomBlock = z
  .strictObject({
    from: isoDate('From'),
    to: isoDate('To'),
    reason: shortText('a reason', 200),
  })
  .superRefine(({ from, to }, ctx) => {
    if (from < todayInIndia()) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'From cannot be in the past.' });
    }
    checkRange(
      from,
      to,
      ctx,
      BLOCK_MAX_NIGHTS,
      `A block covers at most ${BLOCK_MAX_NIGHTS} nights.`,
    );
  });

export type RoomBlockRequest = z.output<typeof roomBlock>;

export { type DeskPaymentMethod, deskPaymentMethods } from './responses/statuses.js';

/** An optional text a form may send empty: empty means not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const { fullName, mobileNumber, email, gstin } = customerDetails.shape;

/** The message for a part of the body that is not an object at all. */
const whenNotAnObject = (message: string) => ({
  error: (issue: { code: string }) => (issue.code === 'invalid_type' ? message : undefined),
});

/**
 * POST /api/admin/bookings: a guest who walks in or phones, booked at the desk into one room of
 * a room type (`roomId`, e.g. grand-single-bed) for dated nights. The stay's fields carry the
 * room page's messages; the guest's those of /Payment's form (an e-mail is optional here).
 */
export const walkInBooking = z
  .strictObject({
    roomId: stayFields.roomId,
    checkIn: stayFields.checkIn,
    checkOut: stayFields.checkOut,
    adults: stayFields.adults,
    children: stayFields.children,
    breakfasts: stayFields.breakfasts,
    lunchDinners: stayFields.lunchDinners,
    guest: z.strictObject(
      { name: fullName, mobile: mobileNumber, email: optional(email), gstin },
      whenNotAnObject('Please give the guest’s name and mobile number.'),
    ),
    payment: z.strictObject(
      {
        method: z.enum(
          deskPaymentMethods,
          `Payment method must be one of: ${deskPaymentMethods.join(', ')}.`,
        ),
        reference: optional(shortText('the payment reference', 100)),
      },
      whenNotAnObject('Please say how the guest pays.'),
    ),
    /** The guest's language: their confirmation e-mail and text are written in it. */
    lang: z.enum(LANGS, `The guest’s language must be one of: ${LANGS.join(', ')}.`).default('en'),
  })
  .superRefine(checkOutAfterCheckIn.check, { when: checkOutAfterCheckIn.when });

export type WalkInBooking = z.output<typeof walkInBooking>;

/** How the desk takes a payment that was due at the hotel. */
export const deskPaidMethods = ['cash', 'upi', 'card'] as const;

/**
 * POST /api/admin/bookings/:reference/payment: the desk records, in one action, that a booking
 * left to pay at the hotel is paid, and how.
 */
export const deskPayment = z.strictObject({
  method: z.enum(deskPaidMethods, `Payment method must be one of: ${deskPaidMethods.join(', ')}.`),
  reference: optional(shortText('the payment reference', 100)),
});
export type DeskPayment = z.output<typeof deskPayment>;

/** The most days one occupancy request may cover: two months of the grid. */
export const OCCUPANCY_MAX_DAYS = 62;

/** GET /api/admin/occupancy: a hotel's rooms night by night, `from` to `to` (inclusive). */
export const occupancyQuery = z
  .object({
    hotelId,
    from: isoDate('From'),
    to: isoDate('To'),
  })
  .superRefine(({ from, to }, ctx) =>
    checkRange(
      from,
      to,
      ctx,
      OCCUPANCY_MAX_DAYS,
      `The occupancy grid covers at most ${OCCUPANCY_MAX_DAYS} days at a time.`,
    ),
  );
export type OccupancyQuery = z.output<typeof occupancyQuery>;
