/**
 * Copies the live database while the site runs (SQLite's online backup) and checks the copy:
 *
 *   pnpm --filter @hotel/api backup -- --to backups/hotel-2026-11-24.db
 *
 * Reads DATABASE_PATH like the server. Exits 1 with one line when something is wrong.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase } from '../backup/backupDatabase.js';
import { ConfigError, loadConfig } from '../config.js';
import { cliArgs } from './cliArgs.js';

const USAGE = 'Usage: backup -- --to <file>';

async function main(): Promise<void> {
  let to: string | undefined;
  try {
    to = parseArgs({
      args: cliArgs(process.argv.slice(2)),
      options: { to: { type: 'string' } },
      strict: true,
    }).values.to;
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}\n${USAGE}`);
  }
  if (!to) throw new ConfigError(USAGE);
  const config = loadConfig(process.env);
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), to);
  const started = Date.now();
  const result = await backupDatabase(config.databasePath, target);
  console.log(
    `Backed up ${config.databasePath} to ${result.file}: ${result.pages} pages, integrity ok, ${Date.now() - started} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
