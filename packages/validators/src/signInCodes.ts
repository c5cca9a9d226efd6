import { m } from '@hotel/i18n/messages';
import { z } from 'zod';
import { otpCode, password } from './accounts.js';
import { email, says, text } from './fields.js';

/**
 * Where a sign-in code goes: an e-mail address (lower case) or an Indian mobile number (10 digits;
 * spaces, dashes and a +91 or 0 in front are ignored).
 */
export const signInContact = text(m.api_enterContact)
  .min(1, says(m.api_enterContact))
  .max(254, says(m.api_contactTooLong))
  .transform((value, ctx) => {
    if (value.includes('@')) {
      if (!z.email().safeParse(value).success) {
        ctx.addIssue({ code: 'custom', message: m.api_emailInvalid() });
        return z.NEVER;
      }
      return value.toLowerCase();
    }
    const digits = value.replace(/[\s-]/g, '').replace(/^(?:\+91|0)(?=\d{10}$)/, '');
    if (!/^\d{10}$/.test(digits)) {
      ctx.addIssue({
        code: 'custom',
        message: m.api_contactInvalid(),
      });
      return z.NEVER;
    }
    return digits;
  });

/** True when a contact (as signInContact reads it) is an e-mail address, not a mobile number. */
export const isEmailContact = (contact: string): boolean => contact.includes('@');

/** POST /api/auth/code: send a sign-in (or sign-up) code to an e-mail address or a mobile. */
export const signInCode = z.strictObject({ contact: signInContact });

/** POST /api/auth/code/verify: the code signs the guest in, making the account if there is none. */
export const signInCodeVerify = z.strictObject({ contact: signInContact, code: otpCode });

const resetEmail = email.transform((value) => value.toLowerCase());

/** POST /api/auth/password-reset: mail a code to the account's e-mail address. */
export const passwordReset = z.strictObject({ email: resetEmail });

/** POST /api/auth/password-reset/confirm: the code sets a new password. */
export const passwordResetConfirm = z.strictObject({ email: resetEmail, code: otpCode, password });

export type SignInCode = z.output<typeof signInCode>;
export type SignInCodeVerify = z.output<typeof signInCodeVerify>;
export type PasswordReset = z.output<typeof passwordReset>;
export type PasswordResetConfirm = z.output<typeof passwordResetConfirm>;
