import { site } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { isEmailContact, signInCode, signInCodeVerify } from '@hotel/validators';
import { codeSent, errorResponses, signedIn } from '@hotel/validators/responses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTransaction } from '../../../db/client.js';
import { sessions, users } from '../../../db/schema.js';
import { ApiFailure, invalid } from '../../../lib/ApiFailure.js';
import { minutesText, nowIso } from '../../../lib/clock.js';
import {
  CODE_REFUSALS,
  contactCodeRules,
  newContactCode,
  redeemContactCode,
} from '../../../lib/contactCodes.js';
import { type SessionUser, sessionUserColumns } from '../../../plugins/auth.js';
import { publicUser } from '../auth/publicUser.js';
import { type MobileCodeOutcome, mobileCodes } from '../otp/mobileCodes.js';

const refusalOf = (outcome: MobileCodeOutcome): string | null =>
  outcome === 'right' ? null : CODE_REFUSALS[outcome];

/** In the language of the request being handled (each read renders it). */
export const SIGN_IN_CODE_MESSAGES = {
  sent: (minutes: string): string => m.api_signInCodeSent({ minutes }),
  get mobileUnavailable(): string {
    return m.api_mobileSignInUnavailable();
  },
  get sendFailed(): string {
    return m.api_codeSendFailed();
  },
  get passwordAccount(): string {
    return m.api_passwordAccount();
  },
} as const;

/** The account a proved e-mail address or mobile number signs in: theirs, or a new guest's. */
function accountFor(tx: DbOrTransaction, contact: string): SessionUser | { refused: string } {
  const byEmail = isEmailContact(contact);
  const column = byEmail ? users.email : users.mobile;
  const existing = tx
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(column, contact))
    .get();
  if (!existing) {
    return tx
      .insert(users)
      .values(
        byEmail
          ? { email: contact, role: 'guest', emailVerifiedAt: nowIso() }
          : { mobile: contact, role: 'guest' },
      )
      .returning(sessionUserColumns)
      .get();
  }
  // Staff and administrators sign in with their password only: a mailbox or a phone alone
  // must not open a hotel's desk.
  if (existing.role !== 'guest') return { refused: SIGN_IN_CODE_MESSAGES.passwordAccount };
  const { passwordHash, ...user } = existing;
  if (!byEmail || user.emailVerifiedAt) return user;
  // The first proof of an address someone signed up with unproven: whoever signed up may not
  // be its owner, so their password and sessions end (the owner can set a password again).
  const emailVerifiedAt = nowIso();
  tx.update(users).set({ emailVerifiedAt, passwordHash: null }).where(eq(users.id, user.id)).run();
  if (passwordHash) tx.delete(sessions).where(eq(sessions.userId, user.id)).run();
  return { ...user, emailVerifiedAt };
}

/**
 * POST /api/auth/code and /api/auth/code/verify: sign-in and sign-up by a 6-digit code sent to
 * an e-mail address (always; `contact_codes`) or a mobile number (with an SMS gateway; the mobile
 * OTP's codes). No username, no password:
 * the code proves the address, and an account is made for a new one.
 */
export default async function signInCodeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const rules = contactCodeRules(config);
  const perAddress = { rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' } };
  // In the language of the request being handled: the asking page's.
  const expires = () => minutesText(rules.ttlSeconds);
  const textedCodes = mobileCodes(app);

  /** The e-mail that carries the code, or tells a staff account to use its password. */
  function signInMail(contact: string, code: string) {
    const role = db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, contact))
      .get()?.role;
    if (role && role !== 'guest') {
      return {
        to: contact,
        subject: `Signing in to ${site.name}`,
        text: [
          `Someone asked to sign in to ${site.name} with a code sent to this address.`,
          '',
          'Your account signs in with its password, so no code was made. If it was not you, you can ignore this e-mail.',
        ].join('\n'),
      };
    }
    return {
      to: contact,
      subject: m.api_signInMailSubject({ site: site.name }),
      text: [
        m.api_signInMailCode({ code, site: site.name }),
        '',
        m.api_signInMailExpires({ minutes: expires() }),
      ].join('\n'),
    };
  }

  api.post(
    '/auth/code',
    {
      config: perAddress,
      schema: { body: signInCode, response: { 200: codeSent, ...errorResponses } },
    },
    async (request, reply) => {
      const { contact } = request.body;
      const byEmail = isEmailContact(contact);
      if (!byEmail && !app.sms.available) {
        throw invalid({ contact: SIGN_IN_CODE_MESSAGES.mobileUnavailable });
      }
      if (!byEmail) {
        // A mobile's sign-in codes are the mobile OTP's: one allowance and one open code a number.
        await textedCodes.send(request, reply, contact, {
          ttlSeconds: rules.ttlSeconds,
          sendFailed: SIGN_IN_CODE_MESSAGES.sendFailed,
        });
      } else {
        const code = newContactCode(
          db,
          rules,
          { purpose: 'sign-in', destination: contact, clientIp: request.ip },
          reply,
        );
        void app.mailer.deliver(app.mailer.enqueue(signInMail(contact, code)));
      }
      return {
        message: SIGN_IN_CODE_MESSAGES.sent(expires()),
        expiresInSeconds: rules.ttlSeconds,
        resendInSeconds: rules.resendSeconds,
      };
    },
  );

  api.post(
    '/auth/code/verify',
    {
      config: perAddress,
      schema: { body: signInCodeVerify, response: { 200: signedIn, ...errorResponses } },
    },
    async (request, reply) => {
      const { contact, code } = request.body;
      const outcome = db.transaction(
        (tx) => {
          const refused = isEmailContact(contact)
            ? redeemContactCode(tx, rules, { purpose: 'sign-in', destination: contact, code })
            : refusalOf(textedCodes.redeem(tx, contact, code));
          return refused ? { refused } : accountFor(tx, contact);
        },
        { behavior: 'immediate' },
      );
      if ('refused' in outcome) throw new ApiFailure(401, 'INVALID_CODE', outcome.refused);
      app.startSession(reply, outcome.id);
      return { user: publicUser(outcome) };
    },
  );
}
