/**
 * Makes a realistic month of bookings in a database file, for trying the reports:
 *
 *   pnpm --filter @hotel/api seed:month -- --month 2026-10 --db seeded-2026-10.db
 *
 * The file is created (migrated, the hotels seeded from the content) when missing; the month is
 * the same on every run (seeded random). Never point it at the live database. Exits 1 with one
 * line when something is wrong.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedFromContent } from '../db/seed.js';
import { seedMonth } from '../reports/seedMonth.js';
import { cliArgs } from './cliArgs.js';

const USAGE = 'Usage: seed:month -- --month YYYY-MM --db <file>';

function main(): void {
  let values: { month?: string | undefined; db?: string | undefined };
  try {
    values = parseArgs({
      args: cliArgs(process.argv.slice(2)),
      options: { month: { type: 'string' }, db: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}\n${USAGE}`);
  }
  const { month, db: file } = values;
  if (!month || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || !file) throw new ConfigError(USAGE);
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const { db, sqlite } = openDatabase(path);
  try {
    seedFromContent(db);
    const seeded = seedMonth(db, month);
    const made = Object.entries(seeded.made)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ');
    console.log(`Seeded ${month} in ${path}: ${made}; ${seeded.refused} refused (no room free).`);
  } finally {
    sqlite.close();
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
