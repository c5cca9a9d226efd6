import { m } from '@hotel/i18n/messages';
import { z } from 'zod';
import { otpCode } from './accounts.js';
import { says } from './fields.js';

/**
 * DELETE /api/account: the guest confirms it is them, with their password or a fresh 6-digit code
 * (a sign-in code sent to the account's e-mail address or mobile: `POST /api/auth/code`).
 */
export const deleteAccount = z
  .strictObject({
    password: z
      .string(says(m.fields_confirmWithPasswordOrCode))
      .min(1, says(m.api_enterPassword))
      .max(128, says(m.api_passwordTooLong))
      .optional(),
    code: otpCode.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined && value.code === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: m.fields_confirmWithPasswordOrCode(),
      });
    }
    if (value.password !== undefined && value.code !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: m.fields_confirmWithOneNotBoth(),
      });
    }
  });
export type DeleteAccount = z.output<typeof deleteAccount>;
