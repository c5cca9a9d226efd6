import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nowIso } from '../lib/clock.js';
import { type ClosedDay, runNightAudit } from '../nightAudit/closeDay.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Closes every business day due at `now` (the timer's clock, or a test's) that is not closed
     * yet: reports (or marks) its no-shows and sets stay-overs' rooms dirty. Returns those days.
     */
    runNightAudit: (now?: string) => ClosedDay[];
  }
}

/** How often the timer asks whether a day is due: a minute, as the other sweeps. */
export const NIGHT_AUDIT_CHECK_MS = 60_000;

/**
 * The night audit: after `NIGHT_AUDIT_TIME` (India, 03:00 by default) the previous business day
 * is closed once (nightAudit/closeDay.ts); the timer asks every minute, so a night the server
 * was down is caught up at its next start.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { time } = app.config.nightAudit;
    const audit = (now: string = nowIso()) => {
      const closed = runNightAudit(app.db, now, time);
      for (const day of closed) {
        app.log.info(
          { date: day.date, noShows: day.noShows, roomsDirtied: day.roomsDirtied },
          'the night audit closed a business day',
        );
      }
      return closed;
    };
    app.decorate('runNightAudit', audit);

    const timer = setInterval(() => {
      try {
        audit();
      } catch (error) {
        app.log.error({ err: error }, 'the night audit failed; the next check retries');
      }
    }, NIGHT_AUDIT_CHECK_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'night-audit', dependencies: ['config', 'db'] },
);
