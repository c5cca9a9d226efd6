import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAdmin } from '../../../lib/accounts.js';
import { expectFailure } from '../../../test/apiAssertions.js';
import { adminCookie, guestCookie, startTestApp, type TestApp } from '../../../test/testApp.js';

const PASSWORD = 'a long enough password';
const LOCKED = (minutes: string) =>
  `Too many wrong passwords for this account from your network. Please wait ${minutes} and try again.`;
const A = '203.0.113.10';
const B = '198.51.100.20';

let t: TestApp;
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

const logIn = (
  username: string,
  password: string,
  from: string,
  app: TestApp = t,
  headers: Record<string, string> = {},
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: from,
    headers,
  });
const fail = async (times: number, from: string, username = 'asha_k', app: TestApp = t) => {
  for (let i = 0; i < times; i += 1) {
    expect((await logIn(username, `guess number ${i}`, from, app)).statusCode).toBe(401);
  }
};
function advance(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('the login lockout per account and client address', () => {
  it('refuses even the right password from the address that sent 5 wrong ones, with 429, a wait and no session', async () => {
    await fail(5, A);
    const locked = await logIn('asha_k', PASSWORD, A);
    expectFailure(locked, 429, 'ACCOUNT_LOCKED', LOCKED('1 minute'));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(55);
    expect(locked.cookies).toEqual([]);
    expect(t.count('sessions')).toBe(1); // the sign-up's
    // A guess while locked is not even looked at: it does not lengthen the lock.
    expect((await logIn('asha_k', 'another guess', A)).statusCode).toBe(429);
    advance(61);
    expect((await logIn('asha_k', PASSWORD, A)).statusCode).toBe(200);
  });

  it('signs the owner in from another address while the guessing address is locked', async () => {
    await fail(5, A);
    expect((await logIn('asha_k', PASSWORD, A)).statusCode).toBe(429);
    const owner = await logIn('asha_k', PASSWORD, B);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.cookies.map((cookie) => cookie.name)).toEqual(['sid']);
    // The owner's success does not free the guessing address.
    expect((await logIn('asha_k', PASSWORD, A)).statusCode).toBe(429);
  });

  it('counts the username and the e-mail address as one account', async () => {
    await fail(3, A, 'asha_k');
    await fail(2, A, 'ASHA@example.com');
    expect((await logIn('asha_k', PASSWORD, A)).statusCode).toBe(429);
  });

  it('doubles the lock with each failure after it, and a success starts the count again', async () => {
    await fail(5, A);
    advance(61);
    await fail(1, A); // the sixth: locked for 2 minutes
    const locked = await logIn('asha_k', PASSWORD, A);
    expectFailure(locked, 429, 'ACCOUNT_LOCKED', LOCKED('2 minutes'));
    advance(110);
    expect((await logIn('asha_k', PASSWORD, A)).statusCode).toBe(429);
    advance(15);
    expect((await logIn('asha_k', PASSWORD, A)).statusCode).toBe(200);
    // Reset: four failures lock nothing.
    await fail(4, A);
    expect((await logIn('asha_k', PASSWORD, A)).statusCode).toBe(200);
  });

  it('locks a name no account has the same way, so a lock tells nothing about who has an account', async () => {
    await fail(5, A, 'nobody_here');
    const unknown = await logIn('nobody_here', PASSWORD, A);
    await fail(5, A, 'asha_k');
    const known = await logIn('asha_k', 'guess', A);
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
      await fail(3, A, 'asha_k', first);
      await fail(2, A, 'asha_k', second);
      expect((await logIn('asha_k', PASSWORD, A, first)).statusCode).toBe(429);
      expect((await logIn('asha_k', PASSWORD, A, second)).statusCode).toBe(429);
      expect((await logIn('asha_k', PASSWORD, B, second)).statusCode).toBe(200);
    } finally {
      await first.close();
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ends when an operator sets a new password (admin:create)', async () => {
    await fail(5, A);
    await ensureAdmin(t.app.db, 'asha@example.com', 'violet harbour ninety lamps', {
      promote: true,
    });
    expect((await logIn('asha_k', 'violet harbour ninety lamps', A)).statusCode).toBe(200);
  });

  it('counts concurrent wrong passwords each once', async () => {
    await Promise.all(Array.from({ length: 5 }, (_, i) => logIn('asha_k', `parallel ${i}`, A)));
    expect((await logIn('asha_k', PASSWORD, A)).statusCode).toBe(429);
  });
});

describe('the account as a whole, guessed at from many addresses', () => {
  const SLOWED =
    'Many wrong passwords were tried for this account. Please wait 10 seconds and try again.';
  let slow: TestApp;
  beforeEach(async () => {
    slow = await startTestApp({
      LOGIN_LOCKOUT_ACCOUNT_AFTER: '20',
      LOGIN_LOCKOUT_ACCOUNT_SECONDS: '10',
    });
    await signUp(slow);
  });
  afterEach(async () => {
    await slow.close();
  });
  const address = (i: number) => `10.7.${i >> 8}.${i & 255}`;

  it('is slowed past the higher count to one try per interval from anywhere, never locked: the right password signs in on its turn', async () => {
    // 20 addresses, one wrong password each: no address is locked, the account is not slowed yet.
    for (let i = 1; i <= 20; i += 1) await fail(1, address(i), 'asha_k', slow);
    // Past the count, a try takes the account's turn...
    expect((await logIn('asha_k', 'one more guess', address(21), slow)).statusCode).toBe(401);
    // ...and any other try within the interval, even the owner's right password, waits.
    const waiting = await logIn('asha_k', PASSWORD, B, slow);
    expectFailure(waiting, 429, 'ACCOUNT_SLOWED', SLOWED);
    expect(waiting.headers['retry-after']).toBe('10');
    expect(waiting.cookies).toEqual([]);
    // Never more than the interval, however long the guessing goes on.
    for (let round = 0; round < 5; round += 1) {
      advance(10);
      expect((await logIn('asha_k', `round ${round}`, address(30 + round), slow)).statusCode).toBe(
        401,
      );
      const refused = await logIn('asha_k', PASSWORD, B, slow);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10);
    }
    advance(10);
    const owner = await logIn('asha_k', PASSWORD, B, slow);
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('gives tries sent at once one turn between them', async () => {
    for (let i = 1; i <= 20; i += 1) await fail(1, address(i), 'asha_k', slow);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => logIn('asha_k', `burst ${i}`, address(100 + i), slow)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      401, 429, 429, 429, 429, 429,
    ]);
  });
});

describe('the client address behind a proxy', () => {
  const viaProxy = (app: TestApp, password: string, client: string) =>
    logIn('asha_k', password, '127.0.0.1', app, { 'x-forwarded-for': client });

  it('is the one X-Forwarded-For names with TRUST_PROXY: a guesser’s lock is not the owner’s', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '1' });
    try {
      await signUp(proxied);
      for (let i = 0; i < 5; i += 1) {
        expect((await viaProxy(proxied, `guess ${i}`, A)).statusCode).toBe(401);
      }
      expect((await viaProxy(proxied, PASSWORD, A)).statusCode).toBe(429);
      expect((await viaProxy(proxied, PASSWORD, B)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('is the connection’s without TRUST_PROXY: a forged X-Forwarded-For dodges no lock', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await viaProxy(t, `guess ${i}`, A)).statusCode).toBe(401);
    }
    expect((await viaProxy(t, PASSWORD, B)).statusCode).toBe(429);
  });
});

describe('POST /api/admin/unlock', () => {
  const unlock = (cookie: string, login: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/unlock',
      headers: { cookie },
      payload: { login },
    });

  it('ends every lock of the account, by username or e-mail, and records which admin did it', async () => {
    await fail(5, A);
    await fail(5, B, 'ASHA@example.com');
    expect((await logIn('asha_k', PASSWORD, A)).statusCode).toBe(429);
    const admin = await adminCookie(t.app);
    const response = await unlock(admin, ' Asha@Example.com ');
    expect(response.statusCode, response.body).toBe(200);
    // A's counter, B's, and the account's own.
    expect(response.json()).toEqual({ login: 'Asha@Example.com', cleared: 3 });
    expect((await logIn('asha_k', PASSWORD, A)).statusCode).toBe(200);
    expect((await logIn('asha_k', PASSWORD, B)).statusCode).toBe(200);

    const actions = await t.app.inject({
      method: 'GET',
      url: '/api/admin/actions',
      headers: { cookie: admin },
    });
    expect(actions.json()).toEqual([
      {
        id: expect.any(Number),
        action: 'login.unlock',
        actorId: expect.any(Number),
        actorEmail: 'admin@example.com',
        targetUserId: expect.any(Number),
        detail: 'asha@example.com: 3 failure counts cleared',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('is for administrators only: a guest gets 403 and the lock holds', async () => {
    await fail(5, A);
    const guest = await guestCookie(t.app, 'helpful_guest');
    const before = t.counts();
    expectFailure(
      await unlock(guest, 'asha_k'),
      403,
      'FORBIDDEN',
      'Only administrators may do this.',
    );
    expect(t.counts()).toEqual(before);
    expect((await logIn('asha_k', PASSWORD, A)).statusCode).toBe(429);
  });
});
