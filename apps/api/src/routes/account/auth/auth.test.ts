import { DAY_MS } from '@hotel/pricing';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../../db/schema.js';
import { PASSWORD_MESSAGES } from '../../../lib/passwordStrength.js';
import {
  bodyValidationError,
  expectFailure,
  expectFieldErrors,
} from '../../../test/apiAssertions.js';
import { appForEachTest, cookieFrom, startTestApp } from '../../../test/testApp.js';

const app = appForEachTest();

const guest = {
  username: 'Asha_K',
  email: 'Asha.K@Example.com',
  password: 'a long enough password',
};

const signUp = (payload: object = guest) =>
  app.t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
const logIn = (username: string, password: string) =>
  app.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const me = (cookie?: string) =>
  app.t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

const sessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'sid');

describe('POST /api/auth/signup', () => {
  it('creates a guest and signs them in with an HttpOnly, SameSite=Lax cookie', async () => {
    const response = await signUp();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      user: {
        id: expect.any(Number),
        username: 'asha_k',
        email: 'asha.k@example.com',
        mobile: null,
        role: 'guest',
      },
    });
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 14 * 86_400,
    });
    expect(cookie?.secure).toBeFalsy();
    expect((await me(cookieFrom(response))).json()).toEqual(response.json());
  });

  it('stores a slow salted hash, never the password', async () => {
    await signUp();
    const row = app.t.app.db.select().from(users).get();
    // scrypt$N$r$p$salt$key, naming its own cost (the real cost is checked in createAdmin.test.ts)
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row?.passwordHash).not.toContain(guest.password);
  });

  it('refuses a taken username or e-mail (in any case) with 409, and signs nobody in', async () => {
    await signUp();
    const sameName = await signUp({ ...guest, username: 'ASHA_K', email: 'other@example.com' });
    expectFailure(
      sameName,
      409,
      'ACCOUNT_EXISTS',
      'That username is taken. Please choose another.',
    );
    const sameEmail = await signUp({ ...guest, username: 'other', email: 'ASHA.K@example.COM' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(
      'An account with that email already exists. Please log in.',
    );
    expect(sessionCookie(sameName)).toBeUndefined();
    expect(sessionCookie(sameEmail)).toBeUndefined();
    expect(app.t.count('users')).toBe(1);
    expect(app.t.count('sessions')).toBe(1);
  });

  it('gives one account and one 409 when the same username signs up twice at once', async () => {
    const [first, second] = await Promise.all([
      signUp(),
      signUp({ ...guest, email: 'someone.else@example.com' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    expect(app.t.count('users')).toBe(1);
  });
});

describe('POST /api/auth/login', () => {
  beforeEach(async () => {
    await signUp();
  });

  it.each([
    ['the username', 'asha_k'],
    ['the username in another case', 'ASHA_K'],
    ['the e-mail address', 'asha.k@example.com'],
    ['the e-mail address in another case', ' Asha.K@EXAMPLE.com '],
  ])('signs in by %s', async (_label, login) => {
    const response = await logIn(login, guest.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ username: 'asha_k', role: 'guest' });
    expect(sessionCookie(response)?.httpOnly).toBe(true);
    expect((await me(cookieFrom(response))).json().user.username).toBe('asha_k');
  });

  it('answers a wrong password exactly as an unknown user, with 401 and no cookie', async () => {
    const wrongPassword = await logIn('asha_k', 'not the password');
    const unknownUser = await logIn('nobody', guest.password);
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(sessionCookie(response)).toBeUndefined();
    }
    expectFailure(wrongPassword, 401, 'UNAUTHORIZED', 'Wrong username, email or password.');
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('refuses a password login to an account that has none (mobile sign-in only)', async () => {
    app.t.app.db.insert(users).values({ username: 'mobileonly', mobile: '9876543210' }).run();
    const guessed = await logIn('mobileonly', 'anything at all');
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json().message).toBe('Wrong username, email or password.');
  });

  it('limits password guesses per address (429 in the error shape)', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'nobody', password: 'guess' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: 204, cookie cleared, session row deleted, signed out afterwards', async () => {
    const cookie = cookieFrom(await signUp());
    expect(app.t.count('sessions')).toBe(1);
    const response = await app.t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = sessionCookie(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(app.t.count('sessions')).toBe(0);
    expect((await me(cookie)).json()).toEqual({ user: null });
  });

  it('answers 204 without a session too', async () => {
    const response = await app.t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });
});

describe('GET /api/auth/me', () => {
  it('shows nobody without a cookie', async () => {
    const response = await me();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('treats a cookie with one character changed as signed out', async () => {
    const signed = sessionCookie(await signUp())?.value ?? '';
    const [token = '', signature = ''] = signed.split('.');
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    expect((await me(`sid=${signed}`)).json().user).not.toBeNull();
    expect((await me(`sid=${flip(token, 10)}.${signature}`)).json()).toEqual({ user: null });
    expect((await me(`sid=${token}.${flip(signature, 10)}`)).json()).toEqual({ user: null });
  });

  it('treats an unsigned token as signed out, even the real one', async () => {
    const signed = sessionCookie(await signUp())?.value ?? '';
    const [token = ''] = signed.split('.');
    expect((await me(`sid=${token}`)).json()).toEqual({ user: null });
    expect((await me('sid=forged-token-without-signature')).json()).toEqual({ user: null });
  });

  it('signs the visitor out when the session has expired', async () => {
    const cookie = cookieFrom(await signUp());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 13 * DAY_MS);
    expect((await me(cookie)).json().user).not.toBeNull();
    vi.setSystemTime(Date.now() + 2 * DAY_MS);
    expect((await me(cookie)).json()).toEqual({ user: null });
  });

  it('no longer signs in a user whose session row is gone', async () => {
    const cookie = cookieFrom(await signUp());
    const user = app.t.app.db.select().from(users).get();
    app.t.app.db
      .delete(sessions)
      .where(eq(sessions.userId, user?.id ?? 0))
      .run();
    expect((await me(cookie)).json()).toEqual({ user: null });
  });
});

describe('passwords that are easy to guess', () => {
  it.each([
    ['a common password', 'password1234', PASSWORD_MESSAGES.tooGuessable],
    ['a keyboard walk', 'qwertyuiop123', PASSWORD_MESSAGES.tooGuessable],
    ['a repetition', 'abcabcabcabc', PASSWORD_MESSAGES.tooGuessable],
    ['the username with digits', 'Asha_K2024!', PASSWORD_MESSAGES.personal],
    ['the e-mail address', 'Asha.K@Example.com', PASSWORD_MESSAGES.personal],
    ['the site’s name', 'DeccanStonegate1', PASSWORD_MESSAGES.personal],
  ])(
    'refuses %s at sign-up with 400 on the password field, storing nothing',
    async (_label, password, message) => {
      const response = await signUp({ ...guest, password });
      expect(response.json()).toEqual(bodyValidationError({ password: message }));
      expect(app.t.count('users')).toBe(0);
      expect(sessionCookie(response)).toBeUndefined();
    },
  );

  it('takes a long password of unrelated words', async () => {
    expect((await signUp({ ...guest, password: 'violet harbour ninety lamps' })).statusCode).toBe(
      201,
    );
  });
});

describe('bad input to sign-up and login', () => {
  it.each([
    [
      'a missing field',
      { username: 'asha_k', email: 'asha@example.com' },
      { password: 'Please enter a password.' },
    ],
    [
      'a wrong type',
      { username: 'asha_k', email: 'asha@example.com', password: 123456789 },
      { password: 'Please enter a password.' },
    ],
    [
      'a too-long username',
      { ...guest, username: 'a'.repeat(31) },
      { username: 'A username can have at most 30 characters.' },
    ],
    [
      'a too-short password',
      { ...guest, password: 'short' },
      { password: 'A password needs at least 10 characters.' },
    ],
    [
      'a too-long password',
      { ...guest, password: 'p'.repeat(129) },
      { password: 'A password can have at most 128 characters.' },
    ],
    [
      'an invalid e-mail address',
      { ...guest, email: 'asha@' },
      { email: 'Please enter a valid email address.' },
    ],
    [
      'a username with spaces',
      { ...guest, username: 'asha k' },
      { username: 'A username may use letters, digits, dots and underscores.' },
    ],
  ])('names the field for %s (400), storing nothing', async (_label, payload, fields) => {
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(bodyValidationError(fields));
    expect(app.t.count('users')).toBe(0);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('refuses a field the form does not have (400), storing nothing', async () => {
    const response = await signUp({ ...guest, role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(app.t.count('users')).toBe(0);
  });

  it('names the missing login fields', async () => {
    const response = await app.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '  ' },
    });
    expectFieldErrors(response, {
      username: 'Please enter your username or email.',
      password: 'Please enter your password.',
    });
  });
});
