import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, openDatabase } from '../db/client.js';
import { seedFromContent } from '../db/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens and migrates the SQLite file, seeds it from the content, and closes it on shutdown. */
export default fp(
  async (app: FastifyInstance) => {
    const { db, sqlite } = openDatabase(app.config.databasePath);
    seedFromContent(db);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      sqlite.close();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
