import { m } from '@hotel/i18n/messages';
import { sendOtp, verifyOtp } from '@hotel/validators';
import { otpFailures, otpSent, otpVerified } from '@hotel/validators/responses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../../db/schema.js';
import { ApiFailure } from '../../../lib/ApiFailure.js';
import { type SessionUser, sessionUserColumns } from '../../../plugins/auth.js';
import { publicUser } from '../auth/publicUser.js';
import { mobileCodes } from './mobileCodes.js';

/** In the language of the request being handled (each read renders it). */
export const OTP_MESSAGES = {
  get sent(): string {
    return m.api_otpSent();
  },
  get sendFailed(): string {
    return m.api_otpSendFailed();
  },
  get unavailable(): string {
    return m.api_otpUnavailable();
  },
  get signedIn(): string {
    return m.api_otpSignedIn();
  },
  get wrong(): string {
    return m.api_otpWrong();
  },
  get tooManyTries(): string {
    return m.api_otpTooManyTries();
  },
  get noLongerValid(): string {
    return m.api_otpNoLongerValid();
  },
} as const;

/**
 * POST /api/send-otp and POST /api/verify-otp: mobile sign-in with a 6-digit code that the
 * database keeps only as an HMAC, valid for a few minutes and a few tries (./mobileCodes.ts).
 */
export default async function otpRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const { ttlSeconds, resendSeconds } = config.otp;
  const codes = mobileCodes(app);
  const perAddress = {
    rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' },
  };

  app.addHook('preSerialization', async (_request, reply, payload) =>
    reply.statusCode >= 400 && payload !== null && typeof payload === 'object'
      ? { success: false, ...payload }
      : payload,
  );

  /**
   * Checks a code and, when right, finds or creates the guest with that number. One transaction,
   * no await, taking the write lock first (immediate): another process sharing the database
   * cannot count a try between our read and our write.
   */
  function redeemCode(mobile: string, otp: string): { user: SessionUser } | { refused: string } {
    return db.transaction(
      (tx) => {
        const outcome = codes.redeem(tx, mobile, otp);
        if (outcome !== 'right') return { refused: OTP_MESSAGES[outcome] };
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
      await codes.send(request, reply, request.body.mobile, {
        ttlSeconds,
        sendFailed: OTP_MESSAGES.sendFailed,
      });
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
