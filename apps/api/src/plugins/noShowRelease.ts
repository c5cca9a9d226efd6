import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ReleasedBooking, releaseUnarrived } from '../booking/payAtHotel/release.js';
import { nowIso } from '../lib/clock.js';
import { HOLD_SWEEP_MS } from './payments.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Releases the pay-at-hotel bookings whose release time has passed at `now` (the sweep's
     * clock, or a test's) and tells their guests by e-mail and text. Resolves once the texts were
     * handed to the SMS gateway (kept in its outbox whatever it answers).
     */
    releaseUnarrivedBookings: (now?: string) => Promise<readonly ReleasedBooking[]>;
  }
}

/**
 * The no-show release of pay at hotel: every minute, as the payment holds' sweep, a booking
 * neither checked in nor paid by its hotel's release time of the arrival day (content:
 * `payAtHotel.noShowReleaseTime`, kept on the booking as `release_at`) frees its rooms, and its
 * guest is e-mailed (queued in the same transaction) and texted (after the commit).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { db, mailer } = app;
    const release = async (now: string = nowIso()) => {
      const released = db.transaction((tx) => releaseUnarrived(tx, now, mailer.enqueue), {
        behavior: 'immediate',
      });
      await Promise.all(
        released.map(async ({ reference, mailId, sms }) => {
          if (mailId !== null) void mailer.deliver(mailId);
          await app.sms.sendText(sms.to, sms.text).catch((error: unknown) => {
            app.log.warn({ err: error, reference }, 'the no-show release text was not sent');
          });
        }),
      );
      if (released.length > 0) {
        app.log.info(
          { released: released.map(({ reference }) => reference) },
          'pay-at-hotel bookings released as no-shows',
        );
      }
      return released;
    };
    app.decorate('releaseUnarrivedBookings', release);

    const timer = setInterval(() => {
      release().catch((error: unknown) => {
        app.log.error({ err: error }, 'the no-show release failed; the next sweep retries');
      });
    }, HOLD_SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'no-show-release', dependencies: ['config', 'db', 'mailer', 'sms'] },
);
