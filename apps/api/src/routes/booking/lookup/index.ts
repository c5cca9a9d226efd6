import { site } from '@hotel/content';
import { renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { bookingLookup, bookingLookupVerify } from '@hotel/validators';
import { bookingCodeSent, bookingOpened, errorResponses } from '@hotel/validators/responses';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { grantBookingAccess } from '../../../booking/bookingAccess.js';
import { referenceRows } from '../../../booking/taxDocuments.js';
import { bookingCodes, users } from '../../../db/schema.js';
import { ApiFailure } from '../../../lib/ApiFailure.js';
import { isoIn, minutesText, nowIso } from '../../../lib/clock.js';
import { CODE_REFUSALS } from '../../../lib/contactCodes.js';
import { checkCode, sendHeldBack } from '../../../lib/oneTimeCodes.js';
import { hmac, newOtp } from '../../../lib/secrets.js';

/** The answer to a code sent, in the language of the request (its refusals: CODE_REFUSALS). */
export const LOOKUP_MESSAGES = {
  sent: (minutes: string): string => m.api_lookupSent({ minutes }),
} as const;

/** A contact as the booking's rows are compared with it: an e-mail in lower case, or 10 digits. */
export function contactKey(contact: string): string {
  const trimmed = contact.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return trimmed.replace(/\D/g, '').slice(-10);
}

/**
 * "Find my booking" for a guest without an account: POST /api/bookings/lookup sends a code to
 * the booking's e-mail (and mobile, when a gateway is configured) when the reference and the
 * e-mail or mobile match it, answering the same either way; POST /api/bookings/lookup/verify
 * takes the code and opens that one booking to this browser (lib: booking/bookingAccess.ts).
 * A signed-in guest who proves their account's e-mail this way has it verified: the bookings made
 * with it without an account become theirs.
 */
export default async function bookingLookupRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const { ttlSeconds, maxAttempts, resendSeconds, maxPerMobilePerHour, bookingAccessDays } =
    config.otp;
  const perAddress = {
    rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' },
  };
  const digest = (reference: string, code: string) =>
    hmac(config.secret, `booking:${reference}:${code}`);
  // In the asking page's language (the request being handled).
  const codeText = (reference: string) => {
    const locale = { locale: renderingLang() };
    const minutes = minutesText(ttlSeconds, locale.locale);
    return (code: string) => m.api_lookupSms({ code, reference, site: site.name, minutes }, locale);
  };

  /** The booking's guest contact when it matches what the visitor typed. */
  function matchingBooking(reference: string, contact: string) {
    const [first] = referenceRows(db, reference);
    if (!first) return undefined;
    const key = contactKey(contact);
    const matches =
      key.length > 0 &&
      (key === first.guestEmail.toLowerCase() || key === contactKey(first.guestMobile));
    return matches
      ? { reference, key, email: first.guestEmail, mobile: first.guestMobile }
      : undefined;
  }

  /** Stores a new code for the booking unless one was sent too recently; null when held back. */
  function storeCode(reference: string, key: string, ip: string, code: string): boolean {
    return db.transaction(
      (tx) => {
        const hourAgo = isoIn(-3600);
        const recent = tx
          .select({ createdAt: bookingCodes.createdAt })
          .from(bookingCodes)
          .where(and(eq(bookingCodes.reference, reference), gt(bookingCodes.createdAt, hourAgo)))
          .orderBy(desc(bookingCodes.createdAt))
          .all();
        const held = sendHeldBack(
          recent.map((row) => row.createdAt),
          { resendSeconds, maxPerHour: maxPerMobilePerHour },
        );
        if (held) return false;
        const now = nowIso();
        tx.update(bookingCodes)
          .set({ closedAt: now })
          .where(and(eq(bookingCodes.reference, reference), isNull(bookingCodes.closedAt)))
          .run();
        tx.insert(bookingCodes)
          .values({
            reference,
            contact: key,
            codeHash: digest(reference, code),
            expiresAt: isoIn(ttlSeconds),
            clientIp: ip,
            createdAt: now,
          })
          .run();
        return true;
      },
      { behavior: 'immediate' },
    );
  }

  api.post(
    '/bookings/lookup',
    {
      config: perAddress,
      schema: { body: bookingLookup, response: { 200: bookingCodeSent, ...errorResponses } },
    },
    async (request) => {
      const { reference, contact } = request.body;
      const answer = {
        message: LOOKUP_MESSAGES.sent(minutesText(ttlSeconds)),
        expiresInSeconds: ttlSeconds,
      };
      const booking = matchingBooking(reference, contact);
      // The same answer for a reference that is not there, a contact that is not its, and a
      // code held back by the cooldown: the form tells nobody which bookings exist.
      if (!booking) return answer;
      const code = newOtp();
      if (!storeCode(reference, booking.key, request.ip, code)) return answer;
      const mailId = app.mailer.enqueue({
        to: booking.email,
        subject: m.api_lookupMailSubject({ reference }),
        text: [
          m.api_lookupMailCode({ code, reference, site: site.name }),
          '',
          m.api_lookupMailExpires({ minutes: minutesText(ttlSeconds) }),
        ].join('\n'),
      });
      void app.mailer.deliver(mailId);
      if (app.sms.available && booking.key === contactKey(booking.mobile)) {
        await app.sms
          .sendCode(booking.mobile, code, codeText(reference))
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'texting a booking code failed');
          });
      }
      return answer;
    },
  );

  /** Checks the code against the booking's newest open one, counting a wrong try. */
  function redeem(reference: string, key: string, code: string): string | null {
    const now = nowIso();
    return db.transaction(
      (tx) => {
        const open = tx
          .select()
          .from(bookingCodes)
          .where(and(eq(bookingCodes.reference, reference), isNull(bookingCodes.closedAt)))
          .orderBy(desc(bookingCodes.id))
          .get();
        const check = checkCode(open, digest(reference, code), maxAttempts, now);
        if (check.result === 'noLongerValid' || !open || open.contact !== key) {
          return CODE_REFUSALS.noLongerValid;
        }
        if (check.result === 'wrong') {
          tx.update(bookingCodes)
            .set({ attempts: check.attempts, closedAt: check.exhausted ? now : null })
            .where(eq(bookingCodes.id, open.id))
            .run();
          return check.exhausted ? CODE_REFUSALS.tooManyTries : CODE_REFUSALS.wrong;
        }
        tx.update(bookingCodes).set({ closedAt: now }).where(eq(bookingCodes.id, open.id)).run();
        return null;
      },
      { behavior: 'immediate' },
    );
  }

  api.post(
    '/bookings/lookup/verify',
    {
      config: perAddress,
      schema: { body: bookingLookupVerify, response: { 200: bookingOpened, ...errorResponses } },
    },
    async (request, reply) => {
      const { reference, contact, code } = request.body;
      const key = contactKey(contact);
      const refused = redeem(reference, key, code);
      if (refused) throw new ApiFailure(401, 'INVALID_CODE', refused);
      grantBookingAccess(db, reply, reference, {
        days: bookingAccessDays,
        secure: config.https,
      });
      // The signed-in guest proved their account's e-mail address: it is verified now.
      const { user } = request;
      if (user?.email && user.email.toLowerCase() === key) {
        db.update(users)
          .set({ emailVerifiedAt: nowIso() })
          .where(and(eq(users.id, user.id), sql`${users.emailVerifiedAt} is null`))
          .run();
      }
      return { reference, path: `${site.pages.myBookings}/${reference}` };
    },
  );
}
