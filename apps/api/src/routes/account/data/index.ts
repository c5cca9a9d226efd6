import { site } from '@hotel/content';
import type { Lang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { deleteAccount } from '@hotel/validators';
import { accountDeleted, accountExport, errorResponses } from '@hotel/validators/responses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BookingAhead, bookingsAhead, eraseAccount } from '../../../account/eraseAccount.js';
import { exportGuestData } from '../../../account/exportData.js';
import { guestDay } from '../../../booking/guestLanguage.js';
import { users } from '../../../db/schema.js';
import { conflict, forbidden, invalid, unauthorized } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import { CODE_REFUSALS, type CodeRules, redeemContactCode } from '../../../lib/contactCodes.js';
import { lockoutKey, lockoutKeys, passwordTry } from '../../../lib/loginLockout.js';
import { langOfRequest } from '../../../lib/requestLang.js';
import { verifyPassword } from '../../../lib/secrets.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { type MobileCodeOutcome, mobileCodes } from '../otp/mobileCodes.js';

/** In the language of the request (the guest's page's). */
export const ACCOUNT_MESSAGES = {
  deleted: (): string => m.api_accountDeleted({ site: site.name }),
  notGuest: (): string => m.api_accountNotGuest(),
  wrongPassword: (): string => m.api_accountWrongPassword(),
  noPassword: (): string => m.api_accountNoPassword(),
  noContact: (): string => m.api_accountNoContact(),
  bookingsAhead: (ahead: readonly BookingAhead[], lang: Lang): string =>
    m.api_accountBookingsAhead({
      count: ahead.length,
      list: ahead
        .map(({ reference, checkIn, checkOut }) =>
          m.api_bookingAheadItem({
            reference,
            checkIn: guestDay(checkIn, lang),
            checkOut: guestDay(checkOut, lang),
          }),
        )
        .join(', '),
    }),
} as const;

/** The export's file name: the site's host and the day, e.g. hotels.example.com-my-data-2026-11-27.json */
const exportFileName = (exportedAt: string) =>
  `${new URL(site.url).host}-my-data-${exportedAt.slice(0, 10)}.json`;

/**
 * GET /api/account/export and DELETE /api/account: a signed-in guest downloads everything the
 * site holds about them, and deletes their account (DPDP Act 2023: access and erasure).
 */
export default async function accountDataRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const limit = { rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' } };
  const rules: CodeRules = {
    secret: config.secret,
    ttlSeconds: config.otp.authCodeTtlSeconds,
    maxAttempts: config.otp.maxAttempts,
    resendSeconds: config.otp.resendSeconds,
    maxPerHour: config.otp.maxPerMobilePerHour,
  };
  const textedCodes = mobileCodes(app);

  const guestOf = (request: FastifyRequest): SessionUser => {
    const { user } = request;
    if (!user) throw unauthorized();
    if (user.role !== 'guest') throw forbidden(ACCOUNT_MESSAGES.notGuest());
    return user;
  };

  api.get(
    '/account/export',
    {
      onRequest: app.requireUser,
      config: limit,
      schema: { response: { 200: accountExport, ...errorResponses } },
    },
    async (request, reply) => {
      const user = guestOf(request);
      const data = db.transaction((tx) => exportGuestData(tx, user));
      reply
        .header('content-disposition', `attachment; filename="${exportFileName(data.exportedAt)}"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  /** The password, checked under the sign-in's own lockout (a deletion is no way round it). */
  async function checkPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUser,
    password: string,
  ) {
    const row = db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
      .get();
    const hash = row?.passwordHash;
    if (!hash) throw invalid({ password: ACCOUNT_MESSAGES.noPassword() });
    await passwordTry(
      db,
      config.loginLockout,
      lockoutKeys(lockoutKey(user.id, ''), request.ip),
      reply,
      {
        verify: async () => ((await verifyPassword(password, hash)) ? true : undefined),
        wrong: () => invalid({ password: ACCOUNT_MESSAGES.wrongPassword() }),
      },
    );
  }

  api.delete(
    '/account',
    {
      onRequest: app.requireUser,
      config: limit,
      schema: { body: deleteAccount, response: { 200: accountDeleted, ...errorResponses } },
    },
    async (request, reply) => {
      const user = guestOf(request);
      const { password, code } = request.body;
      if (password !== undefined) await checkPassword(request, reply, user, password);
      // A code goes to the account's e-mail address (a mobile's when it has none): the one the
      // web asks POST /api/auth/code for. Spending it proves the address, now if not before.
      const codeContact = user.email?.toLowerCase() ?? user.mobile;
      if (code !== undefined && !codeContact) throw invalid({ code: ACCOUNT_MESSAGES.noContact() });

      // One immediate transaction: the bookings ahead are looked at, the code is spent and the
      // data erased together, so no booking can slip in between. A wrong code's try is counted
      // (the transaction commits it), never rolled back.
      const outcome = db.transaction(
        (tx) => {
          const ahead = bookingsAhead(tx, user);
          if (ahead.length > 0) return { ahead };
          let leaving = user;
          if (code !== undefined && codeContact) {
            const byEmail = codeContact === user.email?.toLowerCase();
            const refused = byEmail
              ? redeemContactCode(tx, rules, { purpose: 'sign-in', destination: codeContact, code })
              : refusalOf(textedCodes.redeem(tx, codeContact, code));
            if (refused) return { refused };
            if (byEmail) leaving = { ...user, emailVerifiedAt: user.emailVerifiedAt ?? nowIso() };
          }
          eraseAccount(tx, leaving);
          return { erased: true } as const;
        },
        { behavior: 'immediate' },
      );
      if ('ahead' in outcome)
        throw conflict(
          'BOOKINGS_AHEAD',
          ACCOUNT_MESSAGES.bookingsAhead(outcome.ahead, langOfRequest(request)),
        );
      if ('refused' in outcome) throw invalid({ code: outcome.refused });
      app.endSession(request, reply);
      request.log.info({ userId: user.id }, 'a guest deleted their account');
      return { message: ACCOUNT_MESSAGES.deleted() };
    },
  );
}

const refusalOf = (outcome: MobileCodeOutcome): string | null =>
  outcome === 'right' ? null : CODE_REFUSALS[outcome];
