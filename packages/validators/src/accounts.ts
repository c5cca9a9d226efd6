import { m } from '@hotel/i18n/messages';
import { z } from 'zod';
import { email, hotelId, mobile, says, text } from './fields.js';

export const sendOtp = z.strictObject({ mobile });

/** The one-time code: 6 digits; spaces a visitor types or pastes between them are ignored. */
export const otpCode = z
  .string(says(m.api_enterCode))
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: () => m.api_enterCode(), abort: true })
      .regex(/^\d{6}$/, says(m.api_codeSixDigits)),
  );

export const verifyOtp = z.strictObject({ mobile, otp: otpCode });

export const username = text(m.api_chooseUsername)
  .min(3, says(m.api_usernameTooShort))
  .max(30, says(m.api_usernameTooLong))
  .regex(/^[A-Za-z0-9_.]+$/, says(m.api_usernameCharacters));

/**
 * A new password. The server also refuses one that is easy to guess (a common password, or the
 * account's or the site's names): that check needs large dictionaries, so the browser leaves it
 * to the server and shows its message on the field.
 */
export const password = text(m.api_enterNewPassword, { trim: false })
  .min(10, says(m.api_passwordTooShort))
  .max(128, says(m.api_passwordTooLong));

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

const loginName = text(m.api_enterLogin)
  .min(1, says(m.api_enterLogin))
  .max(254, says(m.api_loginTooLong));

/** POST /api/admin/unlock: an admin ends the login lockouts of a username or e-mail address. */
export const unlockLogin = z.strictObject({ login: loginName });

/** Password login: the username field takes a username or an e-mail address. */
export const login = z.strictObject({
  username: loginName,
  password: text(m.api_enterPassword, { trim: false })
    .min(1, says(m.api_enterPassword))
    .max(128, says(m.api_passwordNoneThatLong)),
});
