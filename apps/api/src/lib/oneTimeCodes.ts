import { m } from '@hotel/i18n/messages';
import { sameDigest } from './secrets.js';

/**
 * The rules every one-time code follows (mobile OTP, "Find my booking", sign-in and password
 * reset), whatever table keeps it: how often one destination may get a code, and what a typed
 * code does to the open one. Pure: each route applies the outcome to its own rows.
 */

/** A send held back: wait this many seconds. */
export interface HeldBack {
  readonly retryAfter: number;
  /** Whether the hourly allowance (rather than the resend cooldown) holds it back. */
  readonly hourly: boolean;
}

const secondsSince = (iso: string, now: number) => (now - Date.parse(iso)) / 1000;

/**
 * Whether one more code may go to a destination, given when its codes of the last hour were made
 * (newest first): one per `resendSeconds`, at most `maxPerHour` an hour.
 */
export function sendHeldBack(
  recentNewestFirst: readonly string[],
  limits: { readonly resendSeconds: number; readonly maxPerHour: number },
  now = Date.now(),
): HeldBack | null {
  const latest = recentNewestFirst[0];
  if (latest && secondsSince(latest, now) < limits.resendSeconds) {
    return {
      retryAfter: Math.ceil(limits.resendSeconds - secondsSince(latest, now)),
      hourly: false,
    };
  }
  const oldest = recentNewestFirst[limits.maxPerHour - 1];
  if (oldest) return { retryAfter: Math.ceil(3600 - secondsSince(oldest, now)), hourly: true };
  return null;
}

/** "Please wait 30 seconds before asking for a new code." */
export const resendWaitMessage = (seconds: number): string => m.api_resendWait({ seconds });

/** What a typed code does to the destination's open code. */
export type CodeCheck =
  | { readonly result: 'right' }
  | { readonly result: 'noLongerValid' }
  | { readonly result: 'wrong'; readonly attempts: number; readonly exhausted: boolean };

/**
 * Checks a typed code's digest against the open code (none, expired, right or wrong); a wrong
 * try counts, and the last allowed one voids the code (`exhausted`).
 */
export function checkCode(
  open:
    | { readonly codeHash: string; readonly expiresAt: string; readonly attempts: number }
    | undefined,
  typedDigest: string,
  maxAttempts: number,
  nowIso: string,
): CodeCheck {
  if (!open || open.expiresAt <= nowIso) return { result: 'noLongerValid' };
  if (sameDigest(open.codeHash, typedDigest)) return { result: 'right' };
  const attempts = open.attempts + 1;
  return { result: 'wrong', attempts, exhausted: attempts >= maxAttempts };
}
