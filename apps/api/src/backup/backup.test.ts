import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startFormLoad } from '../test/formLoad.js';
import { RUN_TYPESCRIPT, type ServerProcess, startServerProcess } from '../test/serverProcess.js';
import { backupDatabase, backupFileName, pruneBackups } from './backupDatabase.js';

const run = promisify(execFile);
const apiDir = fileURLToPath(new URL('../../', import.meta.url));
const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hotel-backup-'));
  dirs.push(dir);
  return dir;
};

/** The e-mails of every stored enquiry and contact message in a database file. */
function storedEmails(file: string): Set<string> {
  const sqlite = new Database(file, { readonly: true });
  try {
    const rows = sqlite
      .prepare('select email from banquet_enquiries union all select email from contact_messages')
      .all() as { email: string }[];
    return new Set(rows.map((row) => row.email));
  } finally {
    sqlite.close();
  }
}
const integrity = (file: string) => {
  const sqlite = new Database(file, { readonly: true });
  try {
    return sqlite.pragma('integrity_check', { simple: true });
  } finally {
    sqlite.close();
  }
};

describe('pnpm --filter @hotel/api backup -- --to FILE', () => {
  it('copies the live database while the site takes writes: sound, and with every write acknowledged before it began', async () => {
    const dir = scratch();
    const databasePath = join(dir, 'hotel.db');
    const server = await startServerProcess({ DATABASE_PATH: databasePath });
    servers.push(server);
    const load = startFormLoad(server.url, 8, 'backup');
    await load.untilAcknowledged(150);
    const acknowledged = load.outcomes
      .filter((outcome) => outcome.status === 201)
      .map((o) => o.email);

    const target = join(dir, 'copies', 'hotel-copy.db');
    const { stdout } = await run(
      process.execPath,
      [...RUN_TYPESCRIPT, 'src/cli/backup.ts', '--to', target],
      {
        cwd: apiDir,
        env: { PATH: process.env.PATH, DATABASE_PATH: databasePath, NODE_ENV: 'test' },
      },
    );
    const acknowledgedWhileCopying =
      load.outcomes.filter((outcome) => outcome.status === 201).length - acknowledged.length;
    await load.stop();

    expect(stdout).toMatch(
      new RegExp(
        `^Backed up .*hotel\\.db to ${target.replace(/[.]/g, '\\.')}: \\d+ pages, integrity ok`,
      ),
    );
    expect(acknowledgedWhileCopying).toBeGreaterThan(0);
    expect(integrity(target)).toBe('ok');
    const copied = storedEmails(target);
    expect(acknowledged.filter((email) => !copied.has(email))).toEqual([]);
    expect(readdirSync(join(dir, 'copies'))).toEqual(['hotel-copy.db']);
  }, 60_000);

  it('says what is wrong in one line when there is no database or no --to', async () => {
    const dir = scratch();
    const missing = run(
      process.execPath,
      [...RUN_TYPESCRIPT, 'src/cli/backup.ts', '--to', join(dir, 'x.db')],
      {
        cwd: apiDir,
        env: { PATH: process.env.PATH, DATABASE_PATH: join(dir, 'none.db'), NODE_ENV: 'test' },
      },
    );
    await expect(missing).rejects.toMatchObject({
      code: 1,
      stderr: `There is no database at ${join(dir, 'none.db')}.\n`,
    });
    const usage = run(process.execPath, [...RUN_TYPESCRIPT, 'src/cli/backup.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH },
    });
    await expect(usage).rejects.toMatchObject({
      code: 1,
      stderr: 'Usage: backup -- --to <file>\n',
    });
  });
});

describe('scheduled backups (BACKUP_DIR)', () => {
  it('copies the database every BACKUP_EVERY_HOURS and keeps the newest BACKUP_KEEP', async () => {
    const dir = scratch();
    const backups = join(dir, 'backups');
    const server = await startServerProcess({
      DATABASE_PATH: join(dir, 'hotel.db'),
      BACKUP_DIR: backups,
      BACKUP_EVERY_HOURS: String(0.4 / 3600),
      BACKUP_KEEP: '2',
      LOG_LEVEL: 'info',
    });
    servers.push(server);
    const load = startFormLoad(server.url, 2, 'scheduled');
    await load.untilAcknowledged(20);
    // Wait for the backups themselves, not for a time: three under different names (a name has
    // whole seconds), so one more than BACKUP_KEEP was made and the oldest had to be pruned.
    const backedUp = (output: string) =>
      new Set(
        output
          .split('\n')
          .slice(0, -1)
          .filter((line) => line.includes('"database backed up"'))
          .map((line) => (JSON.parse(line) as { file: string }).file),
      );
    await server.waitUntilOutput(
      (output) => backedUp(output).size >= 3,
      'three backups under different names',
    );
    await load.stop();
    // Stopped, so no backup is half made while the folder is read.
    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const files = readdirSync(backups).filter((name) => name.endsWith('.db'));
    expect(backedUp(server.output()).size).toBeGreaterThanOrEqual(3);
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^hotel-\d{8}-\d{6}\.db$/);
      expect(integrity(join(backups, file))).toBe('ok');
    }
  }, 60_000);
});

describe('backupDatabase and pruneBackups', () => {
  it('names backups by their UTC time and prunes only its own files, oldest first', () => {
    const dir = scratch();
    expect(backupFileName(new Date('2026-11-24T03:15:00.000Z'))).toBe('hotel-20261124-031500.db');
    for (const name of [
      'hotel-20261120-000000.db',
      'hotel-20261121-000000.db',
      'hotel-20261122-000000.db',
      'notes.txt',
    ]) {
      writeFileSync(join(dir, name), '');
    }
    expect(pruneBackups(dir, 2)).toEqual(['hotel-20261120-000000.db']);
    expect(readdirSync(dir).sort()).toEqual([
      'hotel-20261121-000000.db',
      'hotel-20261122-000000.db',
      'notes.txt',
    ]);
  });

  it('refuses a source that does not exist and leaves no partial file', async () => {
    const dir = scratch();
    await expect(backupDatabase(join(dir, 'none.db'), join(dir, 'copy.db'))).rejects.toThrow(
      `There is no database at ${join(dir, 'none.db')}.`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });
});
