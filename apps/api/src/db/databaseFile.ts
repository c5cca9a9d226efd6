import { accessSync, constants, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from '../configError.js';

const problem = (message: string) => new ConfigError(`DATABASE_PATH: ${message}`);

const writable = (path: string) => {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * What stops the server from keeping its database at `path`, as one line naming DATABASE_PATH,
 * before SQLite tries: a folder that does not exist (never created on a guess: a mistyped path
 * would start an empty site), a folder given for the file, or a file or folder it may not write
 * (SQLite keeps its -wal and -shm files beside the database).
 */
export function checkDatabasePath(path: string): void {
  if (path === ':memory:') return;
  const folder = dirname(path);
  const folderStat = statSync(folder, { throwIfNoEntry: false });
  if (!folderStat) {
    throw problem(
      `the folder ${folder} does not exist. Create it, or point DATABASE_PATH at a file in an existing folder.`,
    );
  }
  if (!folderStat.isDirectory()) throw problem(`${folder} is not a folder.`);
  const fileStat = statSync(path, { throwIfNoEntry: false });
  if (fileStat?.isDirectory()) {
    throw problem(
      `${path} is a folder, not a database file. Point it at a file, e.g. ${join(path, 'hotel.db')}.`,
    );
  }
  if ((fileStat && !writable(path)) || !writable(folder)) {
    throw problem(
      `${path} is read-only: the server must be able to write the file and its folder ${folder}.`,
    );
  }
}

/**
 * An error of SQLite opening or migrating the file that is about the file itself, as one line
 * naming DATABASE_PATH; undefined for any other error (a fault of ours keeps its stack).
 */
export function databaseFileProblem(path: string, error: unknown): ConfigError | undefined {
  const { code = '', message = '' } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return undefined;
  if (code === 'SQLITE_NOTADB') return problem(`${path} is not an SQLite database.`);
  if (code.startsWith('SQLITE_CORRUPT')) return problem(`${path} is damaged (${message}).`);
  if (/^SQLITE_(READONLY|CANTOPEN|PERM|IOERR|FULL)/.test(code)) {
    return problem(`${path} cannot be opened for writing (${message}).`);
  }
  return undefined;
}
