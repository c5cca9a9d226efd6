import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  // WAL with synchronous=FULL: a commit is fsynced before it returns, so an acknowledged write
  // survives a power loss or an OS crash too, not only a killed process (server.test.ts).
  // NORMAL would be faster but could lose the last commits on a power loss.
  it('opens the file in WAL mode with full syncs, foreign keys and a busy timeout', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hotel-db-'));
    dirs.push(dir);
    const { sqlite } = openDatabase(join(dir, 'hotel.db'));
    try {
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    } finally {
      sqlite.close();
    }
  });
});
