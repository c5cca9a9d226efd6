import { z } from 'zod';
import { stayDateMessages } from './dates.js';

/** Field schemas with messages a visitor can read; the browser's forms and the API share them. */
export const personName = z
  .string('Please enter your name.')
  .trim()
  .min(1, 'Please enter your name.')
  .max(100, 'Please keep the name under 100 characters.');

export const email = z
  .string('Please enter your email address.')
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'Please enter a shorter email address.')
  .pipe(z.email('Please enter a valid email address.'));

export const phone = z
  .string('Please enter your phone number.')
  .trim()
  .min(1, 'Please enter your phone number.')
  .regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, 'Please enter a valid phone number.');

/** An Indian mobile number: 10 digits (spaces ignored, an optional +91 or 0 in front). */
export const mobile = z
  .string('Mobile number is required')
  .trim()
  .min(1, 'Mobile number is required')
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(?:\+91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'Mobile number must be 10 digits'));

export const message = z
  .string('Please enter a message.')
  .trim()
  .min(1, 'Please enter a message.')
  .max(2000, 'Please keep the message under 2,000 characters.');

export const shortText = (label: string, max = 150) =>
  z
    .string(`Please enter ${label}.`)
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} under ${max} characters.`);

export const id = z.string().trim().min(1).max(100);

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
