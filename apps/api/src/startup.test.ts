import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runServerToExit, startServerProcess } from './test/serverProcess.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hotel-startup-'));
  dirs.push(dir);
  return dir;
};
const SECRET = { APP_SECRET: 's'.repeat(32) };

/** A refused start: exit 1 with exactly this line on the output, no stack and nothing else. */
async function expectRefusal(
  env: Parameters<typeof runServerToExit>[0],
  line: string,
  options: Parameters<typeof runServerToExit>[1] = {},
) {
  const { code, output } = await runServerToExit(env, options);
  expect({ code, output }).toEqual({ code: 1, output: `${line}\n` });
}

// Each case starts Node with tsx (a second or two).
describe('a DATABASE_PATH the server cannot use', { timeout: 60_000 }, () => {
  it('a missing folder: one line naming the setting and the folder, and nothing created', async () => {
    const missing = join(scratch(), 'no-such-folder');
    await expectRefusal(
      { DATABASE_PATH: join(missing, 'hotel.db') },
      `DATABASE_PATH: the folder ${missing} does not exist. Create it, or point DATABASE_PATH at a file in an existing folder.`,
    );
    await expectRefusal(
      { DATABASE_PATH: join(missing, 'hotel.db'), ...SECRET },
      `DATABASE_PATH: the folder ${missing} does not exist. Create it, or point DATABASE_PATH at a file in an existing folder.`,
    );
    expect(existsSync(missing)).toBe(false);
  });

  it('a folder instead of a file', async () => {
    const folder = join(scratch(), 'hotel.db');
    mkdirSync(folder);
    await expectRefusal(
      { DATABASE_PATH: folder },
      `DATABASE_PATH: ${folder} is a folder, not a database file. Point it at a file, e.g. ${join(folder, 'hotel.db')}.`,
    );
  });

  it('a file that is not a database', async () => {
    const file = join(scratch(), 'notes.txt');
    writeFileSync(file, 'These are not the rooms you are looking for.\n'.repeat(200));
    await expectRefusal(
      { DATABASE_PATH: file, ...SECRET },
      `DATABASE_PATH: ${file} is not an SQLite database.`,
    );
  });

  it('a database the server may not write (file and folder read-only to its user)', async () => {
    const dir = scratch();
    const file = join(dir, 'hotel.db');
    const made = await startServerProcess({ DATABASE_PATH: file, ...SECRET });
    made.signal('SIGTERM');
    expect(await made.exited).toEqual({ code: 0, signal: null });
    chmodSync(file, 0o444);
    chmodSync(dir, 0o555);
    // Root writes through any mode: the server then runs as an unprivileged user.
    const asUser = process.getuid?.() === 0 ? { uid: 65534 } : {};
    await expectRefusal(
      { DATABASE_PATH: file, ...SECRET },
      `DATABASE_PATH: ${file} is read-only: the server must be able to write the file and its folder ${dir}.`,
      asUser,
    );
  });
});

describe('ADMIN_EMAIL naming an account that is not an administrator', { timeout: 60_000 }, () => {
  it('refuses to start with one line that says how to promote it on purpose', async () => {
    const file = join(scratch(), 'hotel.db');
    const first = await startServerProcess({ DATABASE_PATH: file, ...SECRET });
    const signUp = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'squatter',
        email: 'owner@example.com',
        password: 'the squatter’s own password',
      }),
    });
    expect(signUp.status).toBe(201);
    first.signal('SIGTERM');
    await first.exited;
    await expectRefusal(
      {
        DATABASE_PATH: file,
        ...SECRET,
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'a long admin password',
      },
      'ADMIN_EMAIL: owner@example.com already has an account on the site that is not an administrator, so it is not made one by itself (anyone can sign up with any address). If that account is yours, make it an administrator on purpose with: pnpm --filter @hotel/api admin:create -- --email owner@example.com --promote (this sets a new password and ends its sessions). Otherwise set ADMIN_EMAIL to another address.',
    );
  });
});
