import { site } from '@hotel/content';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAdmin } from '../../../lib/accounts.js';
import { expectErrorShape } from '../../../test/apiAssertions.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtpServer.js';
import { cookieFrom, guestCookie, startTestApp, type TestApp } from '../../../test/testApp.js';

const OLD_PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'monsoon over ellora caves';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});
beforeEach(async () => {
  t = await startTestApp({ SMTP_URL: smtp.url });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const askReset = (email: string) => post('/api/auth/password-reset', { email });
const confirm = (email: string, code: string, password = NEW_PASSWORD) =>
  post('/api/auth/password-reset/confirm', { email, code, password });
const login = (username: string, password: string) =>
  post('/api/auth/login', { username, password });
const myBookings = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/bookings/mine', headers: { cookie } });

async function mailsTo(address: string) {
  await t.app.mailer.drain();
  return smtp.messages.filter((mail) => mail.envelope.to.includes(address));
}

async function resetCodeMailedTo(address: string): Promise<string> {
  const codes = (await mailsTo(address)).map(
    (mail) => /^(\d{6}) is your code to set a new password/.exec(mail.text)?.[1],
  );
  const code = codes.filter(Boolean).at(-1);
  if (!code) throw new Error(`no reset code mailed to ${address}`);
  return code;
}

describe('Forgot password (POST /api/auth/password-reset and /confirm)', () => {
  it('sets the new password, ends the old sessions and signs this browser in', async () => {
    const oldSession = await guestCookie(t.app, 'asha');
    expect((await myBookings(oldSession)).statusCode).toBe(200);

    const asked = await askReset('Asha@Example.com');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      message:
        'If an account has this e-mail address, we have sent a 6-digit code to it. It works for 10 minutes.',
      expiresInSeconds: 600,
      resendInSeconds: 30,
    });
    const [mail] = await mailsTo('asha@example.com');
    expect(mail?.subject).toBe(`Your code to set a new password at ${site.name}`);

    const confirmed = await confirm(
      'asha@example.com',
      await resetCodeMailedTo('asha@example.com'),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().user).toMatchObject({ username: 'asha', email: 'asha@example.com' });
    expect((await myBookings(cookieFrom(confirmed))).statusCode).toBe(200);
    // The cookie from before the reset opens nothing any more.
    expect((await myBookings(oldSession)).statusCode).toBe(401);
    expect((await login('asha', OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login('asha', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers byte for byte the same for an address with an account and one without, and mails only the account', async () => {
    await guestCookie(t.app, 'known');
    const known = await askReset('known@example.com');
    const unknown = await askReset('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo('known@example.com')).toHaveLength(1);
    expect(await mailsTo('nobody@example.com')).toHaveLength(0);
    // The limit per address holds for both alike, so it tells nobody either.
    expect((await askReset('known@example.com')).body).toBe(
      (await askReset('nobody@example.com')).body,
    );
  });

  it('refuses an easy password with the sign-up’s message, and keeps the code for a better one', async () => {
    await guestCookie(t.app, 'asha');
    await askReset('asha@example.com');
    const code = await resetCodeMailedTo('asha@example.com');
    const weak = await confirm('asha@example.com', code, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(['password']);
    expect((await confirm('asha@example.com', code)).statusCode).toBe(200);
  });

  it('refuses a wrong code and a used one', async () => {
    await guestCookie(t.app, 'asha');
    await askReset('asha@example.com');
    const code = await resetCodeMailedTo('asha@example.com');
    const wrong = await confirm('asha@example.com', code === '000000' ? '000001' : '000000');
    expect(wrong.statusCode).toBe(401);
    expectErrorShape(wrong);
    expect(wrong.json().message).toBe('That code is not right. Please check it and try again.');
    expect((await confirm('asha@example.com', code)).statusCode).toBe(200);
    const again = await confirm('asha@example.com', code, 'another long passphrase here');
    expect(again.json().message).toBe('This code is no longer valid: please ask for a new code.');
  });

  it('holds a second request for one address back with a clear 429', async () => {
    expect((await askReset('asha@example.com')).statusCode).toBe(200);
    const again = await askReset('asha@example.com');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('30');
    expect(again.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait 30 seconds before asking for a new code.',
    });
  });

  it('mails an administrator no code: the operator sets that password', async () => {
    await ensureAdmin(t.app.db, 'boss@example.com', 'correct horse battery staple');
    const asked = await askReset('boss@example.com');
    expect(asked.statusCode).toBe(200);
    const [mail] = await mailsTo('boss@example.com');
    expect(mail?.text).toContain('An administrator’s password is not reset by e-mail');
    expect(mail?.text).not.toMatch(/\d{6}/);
    expect((await login('boss@example.com', 'correct horse battery staple')).statusCode).toBe(200);
  });
});
