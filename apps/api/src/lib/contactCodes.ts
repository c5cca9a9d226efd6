import { m } from '@hotel/i18n/messages';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db, DbOrTransaction } from '../db/client.js';
import { contactCodes } from '../db/schema.js';
import { tooManyRequests } from './ApiFailure.js';
import { isoIn, minutesText, nowIso } from './clock.js';
import { checkCode, resendWaitMessage, sendHeldBack } from './oneTimeCodes.js';
import { hmac, newOtp } from './secrets.js';

/** What a code is for: signing in (or up), or setting a new password. */
export type CodePurpose = (typeof contactCodes.$inferSelect)['purpose'];

export interface CodeRules {
  readonly secret: string;
  readonly ttlSeconds: number;
  readonly maxAttempts: number;
  /** The wait between two codes to one destination, and how many it gets an hour. */
  readonly resendSeconds: number;
  readonly maxPerHour: number;
}

/** The rules of the codes mailed to an address (sign-in, a new password), from the config. */
export const contactCodeRules = (config: Config): CodeRules => ({
  secret: config.secret,
  ttlSeconds: config.otp.authCodeTtlSeconds,
  maxAttempts: config.otp.maxAttempts,
  resendSeconds: config.otp.resendSeconds,
  maxPerHour: config.otp.maxPerMobilePerHour,
});

/** Why a code was refused, in words for the person who typed it. */
export const CODE_REFUSALS = {
  get wrong(): string {
    return m.api_codeWrong();
  },
  get tooManyTries(): string {
    return m.api_codeTooManyTries();
  },
  get noLongerValid(): string {
    return m.api_codeNoLongerValid();
  },
} as const;

/** A send held back: wait this many seconds, for this reason. */
export interface HeldBack {
  readonly retryAfter: number;
  readonly message: string;
}

const digest = (rules: CodeRules, purpose: CodePurpose, destination: string, code: string) =>
  hmac(rules.secret, `${purpose}:${destination}:${code}`);

/**
 * Stores a new code for the destination (voiding its open one) unless one went there too
 * recently or too many did this hour. Run it in an immediate transaction: two sends at once,
 * even from two processes, cannot both pass the allowance.
 */
export function storeContactCode(
  tx: DbOrTransaction,
  rules: CodeRules,
  request: { purpose: CodePurpose; destination: string; code: string; clientIp: string },
): HeldBack | null {
  const { purpose, destination } = request;
  const forDestination = and(
    eq(contactCodes.purpose, purpose),
    eq(contactCodes.destination, destination),
  );
  const recent = tx
    .select({ createdAt: contactCodes.createdAt })
    .from(contactCodes)
    .where(and(forDestination, gt(contactCodes.createdAt, isoIn(-3600))))
    .orderBy(desc(contactCodes.createdAt))
    .all();
  const held = sendHeldBack(
    recent.map((row) => row.createdAt),
    { resendSeconds: rules.resendSeconds, maxPerHour: rules.maxPerHour },
  );
  if (held) {
    return {
      retryAfter: held.retryAfter,
      message: held.hourly
        ? m.api_tooManyCodesThere({ minutes: minutesText(held.retryAfter) })
        : resendWaitMessage(held.retryAfter),
    };
  }
  const now = nowIso();
  tx.update(contactCodes)
    .set({ closedAt: now })
    .where(and(forDestination, isNull(contactCodes.closedAt)))
    .run();
  tx.insert(contactCodes)
    .values({
      purpose,
      destination,
      codeHash: digest(rules, purpose, destination, request.code),
      expiresAt: isoIn(rules.ttlSeconds),
      clientIp: request.clientIp,
      createdAt: now,
    })
    .run();
  return null;
}

/**
 * A new code for the destination, stored in its own immediate transaction, or a 429 (with
 * Retry-After) that says how long to wait when the destination's allowance is spent.
 */
export function newContactCode(
  db: Db,
  rules: CodeRules,
  request: { purpose: CodePurpose; destination: string; clientIp: string },
  reply: { header(name: string, value: number): unknown },
): string {
  const code = newOtp();
  const heldBack = db.transaction((tx) => storeContactCode(tx, rules, { ...request, code }), {
    behavior: 'immediate',
  });
  if (heldBack) {
    reply.header('retry-after', heldBack.retryAfter);
    throw tooManyRequests(heldBack.message);
  }
  return code;
}

/**
 * Checks a code against the destination's newest open one, counting a wrong try (the last
 * allowed wrong try voids it); the right code closes it. Null when it was right. Run it in the
 * immediate transaction that then acts on the proof, with no await in between.
 */
export function redeemContactCode(
  tx: DbOrTransaction,
  rules: CodeRules,
  given: { purpose: CodePurpose; destination: string; code: string },
): string | null {
  const now = nowIso();
  const open = tx
    .select()
    .from(contactCodes)
    .where(
      and(
        eq(contactCodes.purpose, given.purpose),
        eq(contactCodes.destination, given.destination),
        isNull(contactCodes.closedAt),
      ),
    )
    .orderBy(desc(contactCodes.id))
    .get();
  const check = checkCode(
    open,
    digest(rules, given.purpose, given.destination, given.code),
    rules.maxAttempts,
    now,
  );
  if (check.result === 'noLongerValid' || !open) return CODE_REFUSALS.noLongerValid;
  if (check.result === 'wrong') {
    tx.update(contactCodes)
      .set({ attempts: check.attempts, closedAt: check.exhausted ? now : null })
      .where(eq(contactCodes.id, open.id))
      .run();
    return check.exhausted ? CODE_REFUSALS.tooManyTries : CODE_REFUSALS.wrong;
  }
  tx.update(contactCodes).set({ closedAt: now }).where(eq(contactCodes.id, open.id)).run();
  return null;
}
