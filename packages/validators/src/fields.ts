import { z } from 'zod';
import { stayDateMessages } from './dates.js';

/** C0 and C1 control characters and DEL (\p{Cc}): nothing a person types into a field. */
const CONTROL = /\p{Cc}/u;
/** The same, less tab, line feed and carriage return, which a multi-line message may hold. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
/** Half of a UTF-16 pair without its other half (the `u` flag reads whole pairs as one). */
const LONE_SURROGATE = /\p{Cs}/u;

export const CONTROL_CHARACTERS_MESSAGE =
  'Please remove the control characters or broken symbols from this field.';

/** Whether a person could have typed `value`: no control characters, no lone surrogates. */
export const isTypedText = (value: string, multiline = false): boolean =>
  !(multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value) && !LONE_SURROGATE.test(value);

/**
 * Every text field of the package starts here: a string (`required` is the message when it is
 * missing or not a string), trimmed unless `trim` is false, that refuses NUL and the other
 * control characters (a `multiline` text keeps tab and line breaks) and lone surrogates, which
 * would reach the database and the e-mails as garbage. Length rules follow at each field.
 */
export function text(
  required?: string,
  {
    multiline = false,
    trim = true,
  }: { readonly multiline?: boolean; readonly trim?: boolean } = {},
) {
  const string = z.string(required);
  return (trim ? string.trim() : string).refine(
    (value) => isTypedText(value, multiline),
    CONTROL_CHARACTERS_MESSAGE,
  );
}

/** Field schemas with messages a visitor can read; the browser's forms and the API share them. */
export const personName = text('Please enter your name.')
  .min(1, 'Please enter your name.')
  .max(100, 'Please keep the name under 100 characters.');

export const email = text('Please enter your email address.')
  .min(1, 'Please enter your email address.')
  .max(254, 'Please enter a shorter email address.')
  .pipe(z.email('Please enter a valid email address.'));

export const phone = text('Please enter your phone number.')
  .min(1, 'Please enter your phone number.')
  .regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, 'Please enter a valid phone number.');

/** An Indian mobile number: 10 digits (spaces ignored, an optional +91 or 0 in front). */
export const mobile = text('Mobile number is required')
  .min(1, 'Mobile number is required')
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(?:\+91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'Mobile number must be 10 digits'));

export const message = text('Please enter a message.', { multiline: true })
  .min(1, 'Please enter a message.')
  .max(2000, 'Please keep the message under 2,000 characters.');

export const shortText = (label: string, max = 150) =>
  text(`Please enter ${label}.`)
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} under ${max} characters.`);

export const id = text().min(1).max(100);

/** A hotel's id, as a form or a query names the hotel it is about. */
export const hotelId = text('Please choose a hotel.').min(1, 'Please choose a hotel.').max(100);

/** A booking's reference in a URL (`/api/bookings/:reference`). */
export const bookingReferenceParams = z.object({ reference: z.string().trim().min(1).max(40) });

/** A field a form or a query string may send empty (`child=`): empty means not given. */
export const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** A filter an admin form may send empty: empty means no filter. */
export const optionalFilter = <T extends z.ZodType>(schema: T) => blankAsMissing(schema.optional());

const NUMBER_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/**
 * A whole number from JSON or from a form or query string ("2" → 2). Anything else (true, '',
 * 'abc', [3]) is refused with a message, never coerced to 1, 0 or NaN.
 */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value),
    z
      .number(`${label} must be a number.`)
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min}.`)
      .max(max, `${label} can be at most ${max.toLocaleString('en-IN')}.`),
  );

export const isoDate = (label: string) => z.iso.date(stayDateMessages.notADate(label));
