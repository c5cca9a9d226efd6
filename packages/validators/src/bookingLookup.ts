import { z } from 'zod';
import { otpCode } from './accounts.js';
import { text } from './fields.js';

/** A booking reference as a guest types it: case and spaces do not matter. */
const reference = text('Please enter your booking reference.')
  .min(1, 'Please enter your booking reference.')
  .max(40, 'A booking reference is at most 40 characters.')
  .transform((value) => value.replace(/\s/g, '').toUpperCase());

/** The e-mail address or mobile number the booking was made with. */
const contact = text('Please enter the e-mail address or mobile number you booked with.')
  .min(1, 'Please enter the e-mail address or mobile number you booked with.')
  .max(254, 'That is too long for an e-mail address or a mobile number.');

/** POST /api/bookings/lookup: "Find my booking" asks for a code. */
export const bookingLookup = z.strictObject({ reference, contact });

/** POST /api/bookings/lookup/verify: the code opens the booking. */
export const bookingLookupVerify = z.strictObject({ reference, contact, code: otpCode });

export type BookingLookup = z.output<typeof bookingLookup>;
export type BookingLookupVerify = z.output<typeof bookingLookupVerify>;
