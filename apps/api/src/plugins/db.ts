import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, openDatabase } from '../db/client.js';
import { seedFromContent } from '../db/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /**
     * The database's state: another value after every commit, this connection's
     * (total_changes) or another's (data_version), for caches of what was read.
     */
    dbState(): string;
  }
}

/** Opens and migrates the SQLite file, seeds it from the content, and closes it on shutdown. */
export default fp(
  async (app: FastifyInstance) => {
    const { db, sqlite } = openDatabase(app.config.databasePath);
    seedFromContent(db);
    app.decorate('db', db);
    const committedElsewhere = sqlite.prepare('pragma data_version').pluck();
    const changedHere = sqlite.prepare('select total_changes()').pluck();
    app.decorate('dbState', () => `${committedElsewhere.get()}:${changedHere.get()}`);
    app.addHook('onClose', async () => {
      sqlite.close();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
