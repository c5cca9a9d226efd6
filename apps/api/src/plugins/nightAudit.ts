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

/**
 * The night audit: after `NIGHT_AUDIT_TIME` (India, 03:00 by default) the previous business day
 * is closed once (nightAudit/closeDay.ts); the timer asks every `NIGHT_AUDIT_CHECK_MINUTES` (1;
 * 0 turns it off, as the tests do), so a night the server was down is caught up at its next start.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { time, checkMinutes } = app.config.nightAudit;
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

    if (checkMinutes === 0) return;
    const timer = setInterval(() => {
      try {
        audit();
      } catch (error) {
        app.log.error({ err: error }, 'the night audit failed; the next check retries');
      }
    }, checkMinutes * 60_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'night-audit', dependencies: ['config', 'db'] },
);
