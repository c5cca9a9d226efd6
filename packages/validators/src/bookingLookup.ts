import { m } from '@hotel/i18n/messages';
import { z } from 'zod';
import { otpCode } from './accounts.js';
import { says, text } from './fields.js';

/** A booking reference as a guest types it: case and spaces do not matter. */
const reference = text(m.api_enterReference)
  .min(1, says(m.api_enterReference))
  .max(40, says(m.api_referenceTooLong))
  .transform((value) => value.replace(/\s/g, '').toUpperCase());

/** The e-mail address or mobile number the booking was made with. */
const contact = text(m.api_enterBookingContact)
  .min(1, says(m.api_enterBookingContact))
  .max(254, says(m.api_contactTooLong));

/** POST /api/bookings/lookup: "Find my booking" asks for a code. */
export const bookingLookup = z.strictObject({ reference, contact });

/** POST /api/bookings/lookup/verify: the code opens the booking. */
export const bookingLookupVerify = z.strictObject({ reference, contact, code: otpCode });

export type BookingLookup = z.output<typeof bookingLookup>;
export type BookingLookupVerify = z.output<typeof bookingLookupVerify>;
