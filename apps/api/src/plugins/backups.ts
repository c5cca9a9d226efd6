import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backupDatabase, backupFileName, pruneBackups } from '../backup/backupDatabase.js';

/**
 * With BACKUP_DIR set, copies the database there every BACKUP_EVERY_HOURS hours (online, while
 * the site takes writes) and keeps the newest BACKUP_KEEP copies. A failed backup is logged as
 * an error and tried again at the next turn; it never stops the site.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { backups, databasePath } = app.config;
    if (!backups || databasePath === ':memory:') return;
    const { dir, everyHours, keep } = backups;
    let running: Promise<void> | undefined;
    const backUp = () => {
      running ??= backupDatabase(databasePath, join(dir, backupFileName(new Date())))
        .then((result) => {
          const pruned = pruneBackups(dir, keep);
          app.log.info({ file: result.file, pages: result.pages, pruned }, 'database backed up');
        })
        .catch((err: unknown) => app.log.error({ err }, 'database backup failed'))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(backUp, everyHours * 3_600_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'backups', dependencies: ['config', 'db'] },
);
