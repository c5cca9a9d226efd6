import { site } from '@hotel/content';
import { renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTransaction } from '../../../db/client.js';
import { otpCodes } from '../../../db/schema.js';
import { ApiFailure, tooManyRequests } from '../../../lib/ApiFailure.js';
import { isoIn, minutesText, nowIso } from '../../../lib/clock.js';
import { checkCode, resendWaitMessage, sendHeldBack } from '../../../lib/oneTimeCodes.js';
import { hmac, newOtp } from '../../../lib/secrets.js';
import { purgeOtpCodes } from '../../../maintenance/purge.js';

/** What a typed code did: signed in, or why not. */
export type MobileCodeOutcome = 'right' | 'wrong' | 'tooManyTries' | 'noLongerValid';

export interface MobileCodes {
  /**
   * Stores a code for the number (voiding its open one) and texts it, valid `ttlSeconds`; 429
   * within the resend cooldown or beyond the hourly allowance, 502 (`sendFailed`) when the
   * gateway refused (then the code is gone, so it holds up no retry).
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    mobile: string,
    options: { readonly ttlSeconds: number; readonly sendFailed: string },
  ): Promise<void>;
  /** Checks a code against the number's newest open one, counting a wrong try (in `tx`). */
  redeem(tx: DbOrTransaction, mobile: string, code: string): MobileCodeOutcome;
}

/**
 * The codes that sign in by a mobile number (`otp_codes`), whichever route asks: the source's
 * POST /api/send-otp and POST /api/auth/code share one allowance and one open code per number,
 * so two routes never double an attacker's guesses at a number.
 */
export function mobileCodes(app: FastifyInstance): MobileCodes {
  const { db, config } = app;
  const { maxAttempts, resendSeconds, maxPerMobilePerHour } = config.otp;
  const digest = (mobile: string, code: string) => hmac(config.secret, `${mobile}:${code}`);

  /** Refuses a send within the resend cooldown or beyond the hourly allowance of the number. */
  function checkSendAllowance(tx: DbOrTransaction, mobile: string, reply: FastifyReply): void {
    const recent = tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, isoIn(-3600))))
      .orderBy(desc(otpCodes.createdAt))
      .all();
    const held = sendHeldBack(
      recent.map((row) => row.createdAt),
      { resendSeconds, maxPerHour: maxPerMobilePerHour },
    );
    if (!held) return;
    reply.header('retry-after', held.retryAfter);
    throw tooManyRequests(
      held.hourly
        ? m.api_tooManyCodesNumber({ minutes: minutesText(held.retryAfter) })
        : resendWaitMessage(held.retryAfter),
    );
  }

  return {
    async send(request, reply, mobile, { ttlSeconds, sendFailed }) {
      const code = newOtp();
      const now = nowIso();
      // The allowance is checked in the transaction that stores the code, so two sends at once
      // (even from two processes) cannot both pass it.
      const id = db.transaction(
        (tx) => {
          checkSendAllowance(tx, mobile, reply);
          // Codes older than any limit's window serve no purpose: they are deleted as new ones come.
          purgeOtpCodes(tx, new Date());
          tx.update(otpCodes)
            .set({ closedAt: now })
            .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.closedAt)))
            .run();
          return tx
            .insert(otpCodes)
            .values({
              mobile,
              codeHash: digest(mobile, code),
              expiresAt: isoIn(ttlSeconds),
              clientIp: request.ip,
              createdAt: now,
            })
            .returning({ id: otpCodes.id })
            .get().id;
        },
        { behavior: 'immediate' },
      );
      // In the language of the asking page (the request being handled).
      const locale = { locale: renderingLang() };
      const text = (shown: string) =>
        m.api_signInSms(
          { code: shown, site: site.name, minutes: minutesText(ttlSeconds, locale.locale) },
          locale,
        );
      try {
        await app.sms.sendCode(mobile, code, text);
      } catch (error) {
        // A code that never reached the phone must not hold up the visitor's next try.
        db.delete(otpCodes).where(eq(otpCodes.id, id)).run();
        request.log.error({ err: error }, 'sending a one-time code failed');
        throw new ApiFailure(502, 'SMS_FAILED', sendFailed);
      }
    },

    redeem(tx, mobile, code) {
      const now = nowIso();
      const open = tx
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.closedAt)))
        .orderBy(desc(otpCodes.id))
        .get();
      const check = checkCode(open, digest(mobile, code), maxAttempts, now);
      if (check.result === 'noLongerValid' || !open) return 'noLongerValid';
      if (check.result === 'wrong') {
        tx.update(otpCodes)
          .set({ attempts: check.attempts, closedAt: check.exhausted ? now : null })
          .where(eq(otpCodes.id, open.id))
          .run();
        return check.exhausted ? 'tooManyTries' : 'wrong';
      }
      tx.update(otpCodes).set({ closedAt: now }).where(eq(otpCodes.id, open.id)).run();
      return 'right';
    },
  };
}
