import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAdmin } from '../../lib/accounts.js';
import { expectFailure } from '../../test/apiAssertions.js';
import { startTestApp, type TestApp } from '../../test/testApp.js';

const PASSWORD = 'a long enough password';
const LOCKED = (minutes: string) =>
  `Too many wrong passwords for this account. Please wait ${minutes} and try again.`;

let t: TestApp;
let address = 0;
beforeEach(async () => {
  t = await startTestApp();
  await signUp(t);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

async function signUp(app: TestApp) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username: 'asha_k', email: 'asha@example.com', password: PASSWORD },
  });
  expect(response.statusCode).toBe(201);
}

/** A login from a new client address each time: the per-address limit is not what stops these. */
const logIn = (username: string, password: string, app: TestApp = t) => {
  address += 1;
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: `10.9.${address >> 8}.${address & 255}`,
  });
};
const fail = async (times: number, username = 'asha_k', app: TestApp = t) => {
  for (let i = 0; i < times; i += 1) {
    expect((await logIn(username, `guess number ${i}`, app)).statusCode).toBe(401);
  }
};
function advance(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('the per-account login lockout', () => {
  it('refuses even the right password after 5 wrong ones from 5 addresses, with 429, a wait and no session', async () => {
    await fail(5);
    const locked = await logIn('asha_k', PASSWORD);
    expectFailure(locked, 429, 'ACCOUNT_LOCKED', LOCKED('1 minute'));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(55);
    expect(locked.cookies).toEqual([]);
    expect(t.count('sessions')).toBe(1); // the sign-up's
    // A guess while locked is not even looked at: it does not lengthen the lock.
    expect((await logIn('asha_k', 'another guess')).statusCode).toBe(429);
    advance(61);
    expect((await logIn('asha_k', PASSWORD)).statusCode).toBe(200);
  });

  it('counts the username and the e-mail address as one account', async () => {
    await fail(3, 'asha_k');
    await fail(2, 'ASHA@example.com');
    expect((await logIn('asha_k', PASSWORD)).statusCode).toBe(429);
  });

  it('doubles the lock with each failure after it, and a success starts the count again', async () => {
    await fail(5);
    advance(61);
    await fail(1); // the sixth: locked for 2 minutes
    const locked = await logIn('asha_k', PASSWORD);
    expectFailure(locked, 429, 'ACCOUNT_LOCKED', LOCKED('2 minutes'));
    advance(110);
    expect((await logIn('asha_k', PASSWORD)).statusCode).toBe(429);
    advance(15);
    expect((await logIn('asha_k', PASSWORD)).statusCode).toBe(200);
    // Reset: four failures lock nothing.
    await fail(4);
    expect((await logIn('asha_k', PASSWORD)).statusCode).toBe(200);
  });

  it('locks a name no account has the same way, so a lock tells nothing about who has an account', async () => {
    await fail(5, 'nobody_here');
    const unknown = await logIn('nobody_here', PASSWORD);
    await fail(5, 'asha_k');
    const known = await logIn('asha_k', 'guess');
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.statusCode).toBe(429);
  });

  it('holds across two servers sharing the database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hotel-lockout-'));
    const env = { DATABASE_PATH: join(dir, 'hotel.db') };
    const first = await startTestApp(env);
    const second = await startTestApp(env);
    try {
      await signUp(first);
      await fail(3, 'asha_k', first);
      await fail(2, 'asha_k', second);
      expect((await logIn('asha_k', PASSWORD, first)).statusCode).toBe(429);
      expect((await logIn('asha_k', PASSWORD, second)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ends when an operator sets a new password (admin:create)', async () => {
    await fail(5);
    await ensureAdmin(t.app.db, 'asha@example.com', 'violet harbour ninety lamps', {
      promote: true,
    });
    expect((await logIn('asha_k', 'violet harbour ninety lamps')).statusCode).toBe(200);
  });

  it('counts concurrent wrong passwords each once', async () => {
    await Promise.all(Array.from({ length: 5 }, (_, i) => logIn('asha_k', `parallel ${i}`)));
    expect((await logIn('asha_k', PASSWORD)).statusCode).toBe(429);
  });
});
