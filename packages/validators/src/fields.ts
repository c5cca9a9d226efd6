import { m } from '@hotel/i18n/messages';
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

/** A message as a schema keeps it: a text, or a catalog message rendered when a value fails. */
export type FieldMessage = string | (() => string);

/**
 * Zod's parameter for a field message. A catalog message (`m.api_…`) renders each time a value
 * fails, in the language then rendering: the page's in the browser (`renderIn`), the request's
 * in the API (apps/api lib/requestLang.ts). One message, both sides, every language.
 */
export const says = (message: FieldMessage) =>
  typeof message === 'string' ? message : { error: () => message() };

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
  required?: FieldMessage,
  {
    multiline = false,
    trim = true,
  }: { readonly multiline?: boolean; readonly trim?: boolean } = {},
) {
  const string = z.string(required === undefined ? undefined : says(required));
  return (trim ? string.trim() : string).refine((value) => isTypedText(value, multiline), {
    error: () => m.api_controlCharacters(),
  });
}

/** Field schemas with messages a visitor can read; the browser's forms and the API share them. */
export const personName = text(m.api_enterName)
  .min(1, says(m.api_enterName))
  .max(100, says(m.api_nameTooLong));

export const email = text(m.api_enterEmail)
  .min(1, says(m.api_enterEmail))
  .max(254, says(m.api_emailTooLong))
  .pipe(z.email(says(m.api_emailInvalid)));

export const phone = text(m.api_enterPhone)
  .min(1, says(m.api_enterPhone))
  .regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, says(m.api_phoneInvalid));

/** An Indian mobile number: 10 digits (spaces ignored, an optional +91 or 0 in front). */
export const mobile = text(m.api_mobileRequired)
  .min(1, says(m.api_mobileRequired))
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(?:\+91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^\d{10}$/, says(m.api_mobileDigits)));

export const message = text(m.api_enterMessage, { multiline: true })
  .min(1, says(m.api_enterMessage))
  .max(2000, says(m.api_messageTooLong));

export const shortText = (label: string, max = 150) =>
  text(`Please enter ${label}.`)
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} under ${max} characters.`);

export const id = text().min(1).max(100);

/** A hotel's id, as a form or a query names the hotel it is about. */
export const hotelId = text(m.api_chooseHotel).min(1, says(m.api_chooseHotel)).max(100);

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
