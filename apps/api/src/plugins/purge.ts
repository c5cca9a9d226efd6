import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpired } from '../maintenance/purge.js';

/**
 * Every PURGE_EVERY_MINUTES (and once as the server starts), deletes expired sessions, one-time
 * codes and unbooked quotes, and delivered messages older than OUTBOX_RETENTION_DAYS
 * (maintenance/purge.ts). A failed purge is logged and tried again at the next turn.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config, db } = app;
    const settings = {
      quoteTtlMinutes: config.payments.quoteTtlMinutes,
      outboxRetentionDays: config.purge.outboxRetentionDays,
    };
    const purge = () => {
      try {
        const purged = purgeExpired(db, settings);
        if (Object.values(purged).some((count) => count > 0)) app.log.info({ purged }, 'purged');
      } catch (error) {
        app.log.error({ err: error }, 'purge failed; the next one retries');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      setImmediate(purge).unref();
      timer = setInterval(purge, config.purge.everyMinutes * 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'purge', dependencies: ['config', 'db'] },
);
