import { z } from 'zod';
import { email, hotelId, mobile, text } from './fields.js';

export const sendOtp = z.strictObject({ mobile });

/** The one-time code: 6 digits; spaces a visitor types or pastes between them are ignored. */
export const otpCode = z
  .string('Please enter the code.')
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Please enter the code.', abort: true })
      .regex(/^\d{6}$/, 'The code is the 6 digits we sent you.'),
  );

export const verifyOtp = z.strictObject({ mobile, otp: otpCode });

export const username = text('Please choose a username.')
  .min(3, 'A username needs at least 3 characters.')
  .max(30, 'A username can have at most 30 characters.')
  .regex(/^[A-Za-z0-9_.]+$/, 'A username may use letters, digits, dots and underscores.');

/**
 * A new password. The server also refuses one that is easy to guess (a common password, or the
 * account's or the site's names): that check needs large dictionaries, so the browser leaves it
 * to the server and shows its message on the field.
 */
export const password = text('Please enter a password.', { trim: false })
  .min(10, 'A password needs at least 10 characters.')
  .max(128, 'A password can have at most 128 characters.');

export const signUp = z.strictObject({ username, email, password });

/** POST /api/admin/staff: a front-desk account for one hotel, made by an admin. */
export const addStaff = z.strictObject({ email, password, hotelId });
export type AddStaff = z.output<typeof addStaff>;

/**
 * PATCH /api/admin/staff/:id: an admin moves a front-desk account to another hotel, or disables
 * or enables it (DELETE disables it too).
 */
export const changeStaff = z
  .strictObject({
    hotelId: hotelId.optional(),
    disabled: z.boolean('disabled is true or false.').optional(),
  })
  .refine((body) => body.hotelId !== undefined || body.disabled !== undefined, {
    path: ['hotelId'],
    message: 'Please choose a hotel, or say whether the account is disabled.',
  });
export type ChangeStaff = z.output<typeof changeStaff>;

const loginName = text('Please enter your username or email.')
  .min(1, 'Please enter your username or email.')
  .max(254, 'No account has a username or email that long.');

/** POST /api/admin/unlock: an admin ends the login lockouts of a username or e-mail address. */
export const unlockLogin = z.strictObject({ login: loginName });

/** Password login: the username field takes a username or an e-mail address. */
export const login = z.strictObject({
  username: loginName,
  password: text('Please enter your password.', { trim: false })
    .min(1, 'Please enter your password.')
    .max(128, 'No account has a password that long.'),
});
