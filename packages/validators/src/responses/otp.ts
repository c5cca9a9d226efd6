import { z } from 'zod';
import { sessionUser } from './auth.js';
import { errorBody } from './errors.js';

/** Every answer of the OTP routes carries the source's `success`. */
export const otpSent = z.object({
  success: z.literal(true),
  message: z.string(),
  expiresInSeconds: z.number(),
  resendInSeconds: z.number(),
});

export const otpVerified = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUser,
});

/** An OTP route's failure: the error shape with the source's `success: false`. */
export const otpFailure = errorBody.extend({ success: z.literal(false) });

export const otpFailures = {
  400: otpFailure,
  401: otpFailure,
  429: otpFailure,
  502: otpFailure,
  503: otpFailure,
} as const;
