import { site } from '@hotel/content';
import { sendOtp, verifyOtp } from '@hotel/validators';
import { otpFailures, otpSent, otpVerified } from '@hotel/validators/responses';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTransaction } from '../../../db/client.js';
import { otpCodes, users } from '../../../db/schema.js';
import { ApiFailure, tooManyRequests } from '../../../lib/ApiFailure.js';
import { isoIn, minutesText, nowIso } from '../../../lib/clock.js';
import { checkCode, resendWaitMessage, sendHeldBack } from '../../../lib/oneTimeCodes.js';
import { hmac, newOtp } from '../../../lib/secrets.js';
import { purgeOtpCodes } from '../../../maintenance/purge.js';
import { type SessionUser, sessionUserColumns } from '../../../plugins/auth.js';
import { publicUser } from '../auth/publicUser.js';

export const OTP_MESSAGES = {
  sent: 'OTP sent successfully!',
  sendFailed: 'Failed to send OTP. Please try again.',
  unavailable:
    'Sign-in with a mobile number is not available at the moment. Please log in with your username or email and password.',
  signedIn: 'Logged in successfully!',
  wrong: 'Invalid OTP.',
  tooManyTries: 'Invalid OTP. Too many wrong tries: please ask for a new code.',
  noLongerValid: 'Invalid OTP. This code is no longer valid: please ask for a new code.',
} as const;

/**
 * POST /api/send-otp and POST /api/verify-otp: mobile sign-in with a 6-digit code that the
 * database keeps only as an HMAC, valid for a few minutes and a few tries.
 */
export default async function otpRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const { ttlSeconds, maxAttempts, resendSeconds, maxPerMobilePerHour } = config.otp;
  const perAddress = {
    rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' },
  };
  const digest = (mobile: string, code: string) => hmac(config.secret, `${mobile}:${code}`);
  const smsText = (code: string) =>
    `${code} is your sign-in code for ${site.name}. It expires in ${minutesText(ttlSeconds)}.`;

  app.addHook('preSerialization', async (_request, reply, payload) =>
    reply.statusCode >= 400 && payload !== null && typeof payload === 'object'
      ? { success: false, ...payload }
      : payload,
  );

  /** Refuses a send within the resend cooldown or beyond the hourly allowance of the number. */
  function checkSendAllowance(tx: DbOrTransaction, mobile: string, reply: FastifyReply): void {
    const hourAgo = isoIn(-3600);
    const recent = tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, hourAgo)))
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
        ? `Too many codes for this number. Please try again in ${minutesText(held.retryAfter)}.`
        : resendWaitMessage(held.retryAfter),
    );
  }

  /**
   * Checks a code against the newest open code of the number, counting a wrong try; the right
   * code closes it and finds or creates the guest with that number. One transaction, no await,
   * taking the write lock first (immediate): another process sharing the database cannot count
   * a try between our read and our write.
   */
  function redeemCode(mobile: string, otp: string): { user: SessionUser } | { refused: string } {
    const now = nowIso();
    return db.transaction(
      (tx) => {
        const open = tx
          .select()
          .from(otpCodes)
          .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.closedAt)))
          .orderBy(desc(otpCodes.id))
          .get();
        const check = checkCode(open, digest(mobile, otp), maxAttempts, now);
        if (check.result === 'noLongerValid' || !open) {
          return { refused: OTP_MESSAGES.noLongerValid };
        }
        if (check.result === 'wrong') {
          tx.update(otpCodes)
            .set({ attempts: check.attempts, closedAt: check.exhausted ? now : null })
            .where(eq(otpCodes.id, open.id))
            .run();
          return { refused: check.exhausted ? OTP_MESSAGES.tooManyTries : OTP_MESSAGES.wrong };
        }
        tx.update(otpCodes).set({ closedAt: now }).where(eq(otpCodes.id, open.id)).run();
        const user =
          tx.select(sessionUserColumns).from(users).where(eq(users.mobile, mobile)).get() ??
          tx.insert(users).values({ mobile, role: 'guest' }).returning(sessionUserColumns).get();
        return { user };
      },
      { behavior: 'immediate' },
    );
  }

  api.post(
    '/send-otp',
    {
      config: perAddress,
      schema: {
        body: sendOtp,
        response: { 200: otpSent, ...otpFailures },
      },
    },
    async (request, reply) => {
      // Production without an SMS gateway: a code would reach nobody, so none is made.
      if (!app.sms.available)
        throw new ApiFailure(503, 'OTP_UNAVAILABLE', OTP_MESSAGES.unavailable);
      const { mobile } = request.body;
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
      try {
        await app.sms.sendCode(mobile, code, smsText);
      } catch (error) {
        // A code that never reached the phone must not hold up the visitor's next try.
        db.delete(otpCodes).where(eq(otpCodes.id, id)).run();
        request.log.error({ err: error }, 'sending a one-time code failed');
        throw new ApiFailure(502, 'SMS_FAILED', OTP_MESSAGES.sendFailed);
      }
      return {
        success: true as const,
        message: OTP_MESSAGES.sent,
        expiresInSeconds: ttlSeconds,
        resendInSeconds: resendSeconds,
      };
    },
  );

  api.post(
    '/verify-otp',
    {
      config: perAddress,
      schema: {
        body: verifyOtp,
        response: { 200: otpVerified, ...otpFailures },
      },
    },
    async (request, reply) => {
      const outcome = redeemCode(request.body.mobile, request.body.otp);
      if ('refused' in outcome) throw new ApiFailure(401, 'INVALID_OTP', outcome.refused);
      app.startSession(reply, outcome.user.id);
      return {
        success: true as const,
        message: OTP_MESSAGES.signedIn,
        user: publicUser(outcome.user),
      };
    },
  );
}
