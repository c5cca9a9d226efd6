import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../../lib/accounts.js';
import { cookieFrom, startTestApp } from '../../../test/testApp.js';

const OWNER = 'owner@example.com';
const ADMIN_PASSWORD = 'a long admin password';

let dir: string;
let databasePath: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hotel-admin-'));
  databasePath = join(dir, 'hotel.db');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** One start of the site on the shared database file; closed once `use` is done. */
async function withSite<T>(
  env: Parameters<typeof startTestApp>[0],
  use: (t: Awaited<ReturnType<typeof startTestApp>>) => Promise<T>,
): Promise<T> {
  const t = await startTestApp({ DATABASE_PATH: databasePath, ...env });
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

const outbox = (t: Awaited<ReturnType<typeof startTestApp>>, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie } });
const me = (t: Awaited<ReturnType<typeof startTestApp>>, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

const logIn = (t: Awaited<ReturnType<typeof startTestApp>>, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: OWNER, password },
  });

/** A guest signs up on the site with the address the owner will later name in ADMIN_EMAIL. */
const squat = () =>
  withSite({}, async (t) => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'squatter', email: OWNER, password: 'the squatter’s own password' },
    });
    expect(signUp.statusCode).toBe(201);
    return cookieFrom(signUp);
  });

describe('ADMIN_EMAIL and an account that already has that address', () => {
  it('refuses to start rather than promote a guest who signed up as the future ADMIN_EMAIL, saying what to do', async () => {
    const cookie = await squat();
    await expect(
      withSite({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD }, async () => undefined),
    ).rejects.toThrow(
      `ADMIN_EMAIL: ${OWNER} already has an account on the site that is not an administrator`,
    );
    await expect(
      withSite({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD }, async () => undefined),
    ).rejects.toThrow(`pnpm --filter @hotel/api admin:create -- --email ${OWNER} --promote`);
    // Nothing changed: the squatter's cookie is still a guest's, and reads no admin data.
    await withSite({}, async (t) => {
      expect((await outbox(t, cookie)).statusCode).toBe(403);
      expect((await me(t, cookie)).json().user).toMatchObject({ email: OWNER, role: 'guest' });
      const login = await logIn(t, ADMIN_PASSWORD);
      expect(login.statusCode).toBe(401);
    });
  });

  it('ends every session of the account when an operator promotes it (--promote): the old cookie reads nothing', async () => {
    const cookie = await squat();
    await withSite({}, async (t) => {
      await ensureAdmin(t.app.db, OWNER, ADMIN_PASSWORD, { promote: true });
      expect(t.count('sessions')).toBe(0);
    });
    await withSite({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD }, async (t) => {
      const old = await outbox(t, cookie);
      expect(old.statusCode).toBe(401);
      expect((await me(t, cookie)).json()).toEqual({ user: null });
      const login = await logIn(t, ADMIN_PASSWORD);
      expect(login.statusCode).toBe(200);
      expect((await outbox(t, cookieFrom(login))).statusCode).toBe(200);
    });
  });

  it('refuses to start with an ADMIN_PASSWORD that is easy to guess', async () => {
    await expect(
      withSite({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD: 'password123456' }, async () => undefined),
    ).rejects.toThrow(
      'ADMIN_PASSWORD: This password is too common or too easy to guess. Please choose a longer one, e.g. a few unrelated words.',
    );
  });

  it('creates the administrator when no account has the address, and keeps its sessions across restarts', async () => {
    const cookie = await withSite({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD }, async (t) => {
      const login = await logIn(t, ADMIN_PASSWORD);
      expect(login.json().user).toMatchObject({ email: OWNER, role: 'admin' });
      return cookieFrom(login);
    });
    await withSite({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD }, async (t) => {
      expect((await outbox(t, cookie)).statusCode).toBe(200);
    });
  });

  it('ends the administrator’s sessions when ADMIN_PASSWORD changes (a password reset)', async () => {
    const cookie = await withSite({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD }, async (t) => {
      const login = await logIn(t, ADMIN_PASSWORD);
      return cookieFrom(login);
    });
    const newPassword = `${ADMIN_PASSWORD}, changed`;
    await withSite({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD: newPassword }, async (t) => {
      expect((await outbox(t, cookie)).statusCode).toBe(401);
      const login = await logIn(t, newPassword);
      expect(login.statusCode).toBe(200);
    });
  });
});
