import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_HASH_COST } from '../lib/secrets.js';
import { RUN_TYPESCRIPT } from '../test/serverProcess.js';
import { cookieFrom, startTestApp } from '../test/testApp.js';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const PASSWORD = 'a long admin password';

let dir: string;
let databasePath: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hotel-cli-'));
  databasePath = join(dir, 'hotel.db');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI as `pnpm … admin:create -- …` does (from its source, with tsx), with pnpm's `--` passed on. */
async function createAdmin(args: string[], stdin = '') {
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...env } = process.env;
  try {
    const running = run(
      process.execPath,
      [...RUN_TYPESCRIPT, 'src/cli/createAdmin.ts', '--', ...args],
      {
        cwd: apiRoot,
        env: { ...env, NODE_ENV: 'test', DATABASE_PATH: databasePath, LOG_LEVEL: 'silent' },
      },
    );
    running.child.stdin?.end(stdin);
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function logIn(username: string, password: string) {
  const t = await startTestApp({ DATABASE_PATH: databasePath });
  try {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    return { status: response.statusCode, body: response.json(), users: t.count('users') };
  } finally {
    await t.close();
  }
}

// Each case starts Node with tsx (a second or two) and hashes passwords with scrypt.
describe('admin:create', { timeout: 60_000 }, () => {
  it('creates an administrator who can then log in', async () => {
    const result = await createAdmin(['--email', 'Owner@Example.com', '--password', PASSWORD]);
    expect(result).toMatchObject({
      code: 0,
      stdout: `Created the administrator owner@example.com (user 1) in ${databasePath}.\n`,
    });
    const login = await logIn('owner@example.com', PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: 'owner@example.com', role: 'admin' });
  });

  it('stores the password at the real scrypt cost (the unit tests lower it in their own process)', async () => {
    await createAdmin(['--email', 'owner@example.com', '--password', PASSWORD]);
    const db = new Database(databasePath, { readonly: true });
    try {
      const row = db.prepare('select password_hash as hash from users').get() as { hash: string };
      const { N, r, p } = PASSWORD_HASH_COST;
      expect(row.hash.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
      expect(N).toBe(2 ** 15);
    } finally {
      db.close();
    }
  });

  it('sets a new password when run again for the same address', async () => {
    await createAdmin(['--email', 'owner@example.com', '--password', PASSWORD]);
    const again = await createAdmin(['--email', 'owner@example.com', '--password', `${PASSWORD}!`]);
    expect(again).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Set a new password for the administrator owner@example.com'),
    });
    expect((await logIn('owner@example.com', PASSWORD)).status).toBe(401);
    const login = await logIn('owner@example.com', `${PASSWORD}!`);
    expect(login.status).toBe(200);
    expect(login.users).toBe(1);
  });

  it('promotes a guest account only with --promote, and then ends the guest’s sessions', async () => {
    const squatter = await startTestApp({ DATABASE_PATH: databasePath });
    let cookie: string;
    try {
      const signUp = await squatter.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          username: 'squatter',
          email: 'owner@example.com',
          password: 'squatter’s password',
        },
      });
      cookie = cookieFrom(signUp);
    } finally {
      await squatter.close();
    }
    const refused = await createAdmin(['--email', 'owner@example.com', '--password', PASSWORD]);
    expect(refused).toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'owner@example.com already has an account on the site that is not an administrator. If it is yours, add --promote',
      ),
    });
    expect((await logIn('owner@example.com', PASSWORD)).status).toBe(401);

    const promoted = await createAdmin([
      '--email',
      'owner@example.com',
      '--password',
      PASSWORD,
      '--promote',
    ]);
    expect(promoted).toMatchObject({
      code: 0,
      stdout: `Made owner@example.com (user 1) an administrator, with the new password, in ${databasePath}; its sessions were ended.\n`,
    });
    const t = await startTestApp({ DATABASE_PATH: databasePath });
    try {
      const old = await t.app.inject({ url: '/api/admin/outbox', headers: { cookie } });
      expect(old.statusCode).toBe(401);
    } finally {
      await t.close();
    }
    expect((await logIn('owner@example.com', PASSWORD)).body.user).toMatchObject({ role: 'admin' });
  });

  it('reads the password from standard input when --password is not given', async () => {
    const result = await createAdmin(['--email', 'owner@example.com'], `${PASSWORD}\n`);
    expect(result).toMatchObject({ code: 0 });
    expect((await logIn('owner@example.com', PASSWORD)).status).toBe(200);
  });

  it('refuses a password shorter than 12 characters, creating nothing', async () => {
    const result = await createAdmin(['--email', 'owner@example.com', '--password', 'elevenchars']);
    expect(result).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('The password needs at least 12 characters.'),
    });
    expect(existsSync(databasePath)).toBe(false);
  });

  it('refuses a password that is easy to guess, creating nothing', async () => {
    const result = await createAdmin([
      '--email',
      'owner@example.com',
      '--password',
      'password123456',
    ]);
    expect(result).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('This password is too common or too easy to guess.'),
    });
    expect(existsSync(databasePath)).toBe(false);
  });

  it('refuses a missing or invalid e-mail address and unknown options', async () => {
    const missing = await createAdmin(['--password', PASSWORD]);
    expect(missing).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Please enter your email address.'),
    });
    const invalid = await createAdmin(['--email', 'owner@', '--password', PASSWORD]);
    expect(invalid).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Please enter a valid email address.'),
    });
    const unknown = await createAdmin(['--email', 'a@example.com', '--pasword', PASSWORD]);
    expect(unknown).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown option '--pasword'"),
    });
    expect(existsSync(databasePath)).toBe(false);
  });
});
