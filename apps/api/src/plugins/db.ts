import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, openDatabase } from '../db/client.js';
import { seedFromContent } from '../db/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /**
     * The database's state, for caches of what was read: another value after every commit of
     * this connection (total_changes), and within 0.1 s of another's (data_version).
     */
    dbState(): string;
  }
}

/** How soon a commit by another process (a second server, a CLI) is noticed. */
const OTHER_WRITERS_MS = 100;

/** Opens and migrates the SQLite file, seeds it from the content, and closes it on shutdown. */
export default fp(
  async (app: FastifyInstance) => {
    const { db, sqlite } = openDatabase(app.config.databasePath);
    seedFromContent(db);
    app.decorate('db', db);
    const committedElsewhere = sqlite.prepare('pragma data_version').pluck();
    const changedHere = sqlite.prepare('select total_changes()').pluck();
    // data_version takes a file lock (~2 µs, 6% of a cached search): asked at most every 0.1 s.
    let elsewhere: unknown;
    let askedAt = Number.NEGATIVE_INFINITY;
    app.decorate('dbState', () => {
      const now = Date.now();
      if (now - askedAt >= OTHER_WRITERS_MS || now < askedAt) {
        elsewhere = committedElsewhere.get();
        askedAt = now;
      }
      return `${elsewhere}:${changedHere.get()}`;
    });
    app.addHook('onClose', async () => {
      sqlite.close();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
