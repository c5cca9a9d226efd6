import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { checkDatabasePath, databaseFileProblem } from './databaseFile.js';
import * as schema from './schema.js';

export type Db = BetterSQLite3Database<typeof schema>;

/** The database, or a transaction on it (to check and hold a room in one step). */
export type DbOrTransaction = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens (creating if needed) the SQLite file, sets WAL, foreign keys, a busy timeout and full
 * syncs (an acknowledged write survives a crash), and applies pending migrations. A file it
 * cannot use throws a ConfigError of one line naming DATABASE_PATH and the cause.
 */
export function openDatabase(path: string): { db: Db; sqlite: Database.Database } {
  checkDatabasePath(path);
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = FULL');
    const db = drizzle(sqlite, { schema });
    migrate(db, { migrationsFolder });
    return { db, sqlite };
  } catch (error) {
    sqlite?.close();
    throw databaseFileProblem(path, error) ?? error;
  }
}
