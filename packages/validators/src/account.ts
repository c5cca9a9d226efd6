import { z } from 'zod';
import { otpCode } from './accounts.js';

const CONFIRM = 'Please confirm with your password or with a code sent to you.';

/**
 * DELETE /api/account: the guest confirms it is them, with their password or a fresh 6-digit code
 * (a sign-in code sent to the account's e-mail address or mobile: `POST /api/auth/code`).
 */
export const deleteAccount = z
  .strictObject({
    password: z
      .string(CONFIRM)
      .min(1, 'Please enter your password.')
      .max(128, 'A password can have at most 128 characters.')
      .optional(),
    code: otpCode.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined && value.code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: CONFIRM });
    }
    if (value.password !== undefined && value.code !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: 'Please confirm with either your password or a code, not both.',
      });
    }
  });
export type DeleteAccount = z.output<typeof deleteAccount>;
