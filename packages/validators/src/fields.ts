import { m } from '@hotel/i18n/messages';
import { z } from 'zod';
import { stayDateMessages } from './dates.js';

/** C0 and C1 control characters and DEL (\p{Cc}): nothing a person types into a field. */
const CONTROL = /\p{Cc}/u;
/** The same, less tab, line feed and carriage return, which a multi-line message may hold. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
/** Half of a UTF-16 pair without its other half (the `u` flag reads whole pairs as one). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The English of the message a field with control characters gets (`m.api_controlCharacters`,
 * which the fields render in the language being rendered), for the tests that compare it.
 */
export const CONTROL_CHARACTERS_MESSAGE: string = m.api_controlCharacters({}, { locale: 'en' });

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

/** A short text's two messages, whole sentences of the catalog (a visitor's field). */
export interface ShortTextMessages {
  readonly required: () => string;
  readonly tooLong: (inputs: { max: number }) => string;
}

/**
 * A required one-line text of at most `max` characters. A visitor's field names its messages
 * (`{ required: m.fields_…, tooLong: m.fields_… }`), each a sentence in every language; an
 * admin form's (English only) gives an English label, e.g. 'the location'.
 */
export const shortText = (label: string | ShortTextMessages, max = 150) => {
  const messages =
    typeof label === 'string'
      ? {
          required: `Please enter ${label}.`,
          tooLong: `Please keep ${label} under ${max} characters.`,
        }
      : { required: label.required, tooLong: () => label.tooLong({ max }) };
  return text(messages.required).min(1, says(messages.required)).max(max, says(messages.tooLong));
};

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
 * The messages of a whole number named by `label`: an English label (admin forms, English only)
 * in English sentences, or a catalog label (`m.fields_label…`, a noun phrase such as "the number
 * of adults" in each language) in the catalog's sentences of the language being rendered.
 */
function numberMessages(label: string | (() => string), min: number, max: number) {
  // Latin digits, grouped the Indian way (5,000; 1,00,000), in every language.
  const most = max.toLocaleString('en-IN');
  if (typeof label === 'string') {
    return {
      notANumber: `${label} must be a number.`,
      notWhole: `${label} must be a whole number.`,
      tooSmall: `${label} must be at least ${min}.`,
      tooLarge: `${label} can be at most ${most}.`,
    };
  }
  return {
    notANumber: () => m.fields_numberNotANumber({ label: label() }),
    notWhole: () => m.fields_numberNotWhole({ label: label() }),
    tooSmall: () => m.fields_numberTooSmall({ label: label(), min }),
    tooLarge: () => m.fields_numberTooLarge({ label: label(), max: most }),
  };
}

/**
 * A whole number from JSON or from a form or query string ("2" → 2). Anything else (true, '',
 * 'abc', [3]) is refused with a message, never coerced to 1, 0 or NaN. A visitor's field names
 * itself with a catalog label (`wholeNumber(m.fields_labelAdults, 1, 5)`).
 */
export const wholeNumber = (label: string | (() => string), min: number, max: number) => {
  const messages = numberMessages(label, min, max);
  return z.preprocess(
    (value) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value),
    z
      .number(says(messages.notANumber))
      .int(says(messages.notWhole))
      .min(min, says(messages.tooSmall))
      .max(max, says(messages.tooLarge)),
  );
};

/** A YYYY-MM-DD date named by an English label (admin forms) or a catalog label (visitors'). */
export const isoDate = (label: string | (() => string)) =>
  z.iso.date(
    says(
      typeof label === 'string'
        ? stayDateMessages.notADate(label)
        : () => m.fields_notADate({ label: label() }),
    ),
  );
