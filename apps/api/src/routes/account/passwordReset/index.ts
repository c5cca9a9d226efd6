import { site } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { passwordReset, passwordResetConfirm } from '@hotel/validators';
import { codeSent, errorResponses, signedIn } from '@hotel/validators/responses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../../db/schema.js';
import { ApiFailure } from '../../../lib/ApiFailure.js';
import { setProvenPassword } from '../../../lib/accounts.js';
import { minutesText, nowIso } from '../../../lib/clock.js';
import {
  CODE_REFUSALS,
  contactCodeRules,
  newContactCode,
  redeemContactCode,
} from '../../../lib/contactCodes.js';
import { passwordProblem } from '../../../lib/passwordStrength.js';
import { hashPassword } from '../../../lib/secrets.js';
import { sessionUserColumns } from '../../../plugins/auth.js';
import { publicUser } from '../auth/publicUser.js';

/** In the language of the request being handled. */
export const RESET_MESSAGES = {
  sent: (minutes: string): string => m.api_resetSent({ minutes }),
} as const;

/** A new password that is not easy to guess (the sign-up's rule, with the address as context). */
const confirmBody = passwordResetConfirm.superRefine((body, ctx) => {
  const problem = passwordProblem(body.password, [body.email]);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
});

/**
 * Who may set a password with a code sent to their address: guests and enabled hotel staff.
 * An administrator's password is set by the site's operator (ADMIN_PASSWORD, admin:create), so
 * a mailbox alone never opens every hotel.
 */
const resettable = (account: { role: string; disabledAt: string | null } | undefined) =>
  account !== undefined && account.role !== 'admin' && account.disabledAt === null;

/**
 * POST /api/auth/password-reset and /confirm: "Forgot password?" mails a code to the account's
 * address; the code sets a new password, ends every session of the account and signs this
 * browser in.
 */
export default async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const rules = contactCodeRules(config);
  const perAddress = { rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' } };
  // In the language of the request being handled: the asking page's.
  const expires = () => minutesText(rules.ttlSeconds);
  const accountOf = (email: string) =>
    db
      .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.email, email))
      .get();

  api.post(
    '/auth/password-reset',
    {
      config: perAddress,
      schema: { body: passwordReset, response: { 200: codeSent, ...errorResponses } },
    },
    async (request, reply) => {
      const { email } = request.body;
      // A code is stored for every address, with or without an account, so the limits answer
      // alike for both.
      const code = newContactCode(
        db,
        rules,
        { purpose: 'password-reset', destination: email, clientIp: request.ip },
        reply,
      );
      const account = accountOf(email);
      if (resettable(account)) {
        const mailId = app.mailer.enqueue({
          to: email,
          subject: m.api_resetMailSubject({ site: site.name }),
          text: [
            m.api_resetMailCode({ code, site: site.name }),
            '',
            m.api_resetMailExpires({ minutes: expires() }),
          ].join('\n'),
        });
        void app.mailer.deliver(mailId);
      } else if (account?.role === 'admin') {
        const mailId = app.mailer.enqueue({
          to: email,
          subject: `Password reset asked for at ${site.name}`,
          text: [
            `Someone asked to set a new password for the administrator account ${email} at ${site.name}.`,
            '',
            'An administrator’s password is not reset by e-mail: the site’s operator sets it (pnpm --filter @hotel/api admin:create). If it was not you, you can ignore this e-mail.',
          ].join('\n'),
        });
        void app.mailer.deliver(mailId);
      }
      return {
        message: RESET_MESSAGES.sent(expires()),
        expiresInSeconds: rules.ttlSeconds,
        resendInSeconds: rules.resendSeconds,
      };
    },
  );

  api.post(
    '/auth/password-reset/confirm',
    {
      config: perAddress,
      schema: { body: confirmBody, response: { 200: signedIn, ...errorResponses } },
    },
    async (request, reply) => {
      const { email, code, password } = request.body;
      // Hashing first leaves no await inside the transaction that checks the code and sets it.
      const passwordHash = await hashPassword(password);
      const outcome = db.transaction(
        (tx) => {
          const refused = redeemContactCode(tx, rules, {
            purpose: 'password-reset',
            destination: email,
            code,
          });
          if (refused) return { refused };
          const account = tx
            .select({ ...sessionUserColumns, disabledAt: users.disabledAt })
            .from(users)
            .where(eq(users.email, email))
            .get();
          if (!account || !resettable(account)) return { refused: CODE_REFUSALS.noLongerValid };
          setProvenPassword(tx, account.id, passwordHash);
          const emailVerifiedAt = account.emailVerifiedAt ?? nowIso();
          tx.update(users).set({ emailVerifiedAt }).where(eq(users.id, account.id)).run();
          return { user: { ...account, emailVerifiedAt } };
        },
        { behavior: 'immediate' },
      );
      if ('refused' in outcome) throw new ApiFailure(401, 'INVALID_CODE', outcome.refused);
      app.startSession(reply, outcome.user.id);
      return { user: publicUser(outcome.user) };
    },
  );
}
