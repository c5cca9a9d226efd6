import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

export interface BackupResult {
  readonly file: string;
  readonly bytes: number;
  readonly pages: number;
}

/**
 * Copies the live database at `from` to `to` with SQLite's online backup: the site keeps
 * taking writes meanwhile, and the copy is the database as of one moment (everything committed
 * before the copy began is in it). The copy is written beside `to` first, checked with
 * `integrity_check` and made a single file (no WAL), then moved into place, so `to` is never a half-written file.
 */
export async function backupDatabase(from: string, to: string): Promise<BackupResult> {
  if (!existsSync(from)) throw new Error(`There is no database at ${from}.`);
  mkdirSync(dirname(to), { recursive: true });
  const partial = `${to}.partial`;
  rmSync(partial, { force: true });
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await source.backup(partial);
    const copy = new Database(partial, { fileMustExist: true });
    try {
      // One self-contained file: the live database's WAL mode would leave -wal/-shm beside it.
      copy.pragma('journal_mode = DELETE');
      const verdict = copy.pragma('integrity_check', { simple: true });
      if (verdict !== 'ok') throw new Error(`The copy failed its integrity check: ${verdict}`);
    } finally {
      copy.close();
    }
    renameSync(partial, to);
    return { file: to, bytes: statSync(to).size, pages: totalPages };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
}

const STAMPED = /^hotel-\d{8}-\d{6}\.db$/;

/** A backup's file name for the moment `at`: hotel-20261124-031500.db (UTC). */
export const backupFileName = (at: Date): string =>
  `hotel-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.db`;

/** Deletes all but the newest `keep` backups in `dir` (only files this schedule named). */
export function pruneBackups(dir: string, keep: number): string[] {
  const stamped = readdirSync(dir)
    .filter((name) => STAMPED.test(name))
    .sort();
  const old = stamped.slice(0, Math.max(0, stamped.length - keep));
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}
