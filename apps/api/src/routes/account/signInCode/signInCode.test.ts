import { site } from '@hotel/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactCodes, users } from '../../../db/schema.js';
import { expectErrorShape, expectFieldErrors } from '../../../test/apiAssertions.js';
import { customer, payBooking } from '../../../test/orders.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtpServer.js';
import {
  appWithTextsForEachTest,
  cookieFrom,
  guestCookie,
  staffCookie,
  startTestApp,
} from '../../../test/testApp.js';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});
const app = appWithTextsForEachTest(() => ({ SMTP_URL: smtp.url }));

const post = (url: string, payload: object, cookie?: string) =>
  app.t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const askCode = (contact: string) => post('/api/auth/code', { contact });
const verify = (contact: string, code: string) => post('/api/auth/code/verify', { contact, code });
const me = async (cookie: string) =>
  (await app.t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;
const myBookings = (cookie: string) =>
  app.t.app.inject({ method: 'GET', url: '/api/bookings/mine', headers: { cookie } });

/** The mails the SMTP server has received for the address, once every delivery is done. */
async function mailsTo(address: string) {
  await app.t.app.mailer.drain();
  return smtp.messages.filter((mail) => mail.envelope.to.includes(address));
}

/** The code in the newest sign-in mail to the address, as the guest reads it. */
async function codeMailedTo(address: string): Promise<string> {
  const codes = (await mailsTo(address)).map(
    (mail) => /^(\d{6}) is your code to sign in to /.exec(mail.text)?.[1],
  );
  const code = codes.filter(Boolean).at(-1);
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves the clock (Date only: the database, the mailer and the server keep running). */
function advance(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('signing up and in with a code e-mailed to the guest', () => {
  it('mails a code; the code makes an account with no username or password and signs it in', async () => {
    const address = 'new.guest@example.com';
    const asked = await askCode(' New.Guest@Example.com ');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      message: 'We have sent a 6-digit code. It works for 10 minutes. Please enter it to sign in.',
      expiresInSeconds: 600,
      resendInSeconds: 30,
    });
    const [mail] = await mailsTo(address);
    expect(mail?.subject).toBe(`Your sign-in code for ${site.name}`);
    const code = await codeMailedTo(address);
    // Only an HMAC of the code is stored.
    expect(JSON.stringify(app.t.app.db.select().from(contactCodes).all())).not.toContain(code);

    const signedIn = await verify(address, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const user = { id: 1, username: null, email: address, mobile: null, role: 'guest' };
    expect(signedIn.json()).toEqual({ user });
    expect(await me(cookieFrom(signedIn))).toEqual(user);
    const account = app.t.app.db.select().from(users).where(eq(users.email, address)).get();
    expect(account).toMatchObject({ username: null, passwordHash: null });
    expect(account?.emailVerifiedAt).toEqual(expect.any(String));
  });

  it('signs an existing guest into their own account, not a new one', async () => {
    const first = await verifyFresh('asha@example.com');
    const again = await verifyFresh('asha@example.com', 31);
    expect(again.json().user.id).toBe(first.json().user.id);
    expect(app.t.count('users')).toBe(1);
  });

  it('refuses a code used once already', async () => {
    const address = 'asha@example.com';
    await askCode(address);
    const code = await codeMailedTo(address);
    expect((await verify(address, code)).statusCode).toBe(200);
    const again = await verify(address, code);
    expect(again.statusCode).toBe(401);
    expectErrorShape(again);
    expect(again.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'This code is no longer valid: please ask for a new code.',
    });
  });

  it('voids the code at the fifth wrong try: even the right code is refused then', async () => {
    const address = 'asha@example.com';
    await askCode(address);
    const code = await codeMailedTo(address);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verify(address, wrongCode(code));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('That code is not right. Please check it and try again.');
    }
    const fifth = await verify(address, wrongCode(code));
    expect(fifth.json().message).toBe(
      'That code is not right. Too many wrong tries: please ask for a new code.',
    );
    const right = await verify(address, code);
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe('This code is no longer valid: please ask for a new code.');
    expect(app.t.count('sessions')).toBe(0);
  });

  it('takes a code until 10 minutes have passed, and not after', async () => {
    await askCode('early@example.com');
    await askCode('late@example.com');
    const early = await codeMailedTo('early@example.com');
    const late = await codeMailedTo('late@example.com');
    advance(599);
    expect((await verify('early@example.com', early)).statusCode).toBe(200);
    advance(2);
    const expired = await verify('late@example.com', late);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This code is no longer valid: please ask for a new code.');
  });

  it('answers byte for byte the same for an address with an account and one without', async () => {
    await guestCookie(app.t.app, 'known');
    const known = await askCode('known@example.com');
    const unknown = await askCode('unknown@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('holds a second code to one address back for 30 seconds, with a clear 429', async () => {
    expect((await askCode('asha@example.com')).statusCode).toBe(200);
    const again = await askCode('asha@example.com');
    expect(again.statusCode).toBe(429);
    expectErrorShape(again);
    expect(again.headers['retry-after']).toBe('30');
    expect(again.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait 30 seconds before asking for a new code.',
    });
    advance(31);
    expect((await askCode('asha@example.com')).statusCode).toBe(200);
  });

  it('refuses an address that is neither an e-mail nor a mobile, naming the field', async () => {
    const refused = await askCode('asha.example.com');
    expectFieldErrors(refused, {
      contact: 'Please enter an e-mail address, or a mobile number of 10 digits.',
    });
  });

  it('proving an address someone signed up with ends their password and sessions', async () => {
    // Anyone may sign up with any address: the password belongs to whoever typed it.
    const squatter = await guestCookie(app.t.app, 'asha');
    expect((await myBookings(squatter)).statusCode).toBe(200);
    const owner = await verifyFresh('asha@example.com');
    expect(owner.json().user).toMatchObject({ username: 'asha', email: 'asha@example.com' });
    expect((await myBookings(squatter)).statusCode).toBe(401);
    expect((await myBookings(cookieFrom(owner))).statusCode).toBe(200);
    const login = await post('/api/auth/login', {
      username: 'asha',
      password: 'a long enough password',
    });
    expect(login.statusCode).toBe(401);
  });

  it('gives the new account the bookings made with the address signed out', async () => {
    const booking = await payBooking(app.t);
    const signedIn = await verifyFresh(customer.email);
    const mine = await myBookings(cookieFrom(signedIn));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((row: { reference: string }) => row.reference)).toEqual([
      booking.reference,
    ]);
  });

  it('does not sign a staff account in by code: the mail says to use the password', async () => {
    const address = 'desk.grand@example.com';
    await staffCookie(app.t.app, 'hotel-grand-imperial', address);
    expect((await askCode(address)).statusCode).toBe(200);
    const [mail] = await mailsTo(address);
    expect(mail?.text).toContain('Your account signs in with its password, so no code was made.');
    expect(mail?.text).not.toMatch(/\d{6}/);
  });
});

describe('signing in with a code texted to a mobile number', () => {
  it('texts a code; the code makes a guest account for the number and signs it in', async () => {
    const asked = await askCode('+91 98765 43210');
    expect(asked.statusCode, asked.body).toBe(200);
    const code = /^(\d{6}) is your sign-in code/.exec(app.texts.at(-1)?.text ?? '')?.[1] ?? '';
    expect(app.texts).toEqual([{ to: '9876543210', text: expect.stringContaining('10 minutes') }]);
    const signedIn = await verify('98765 43210', code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toEqual({
      id: 1,
      username: null,
      email: null,
      mobile: '9876543210',
      role: 'guest',
    });
  });
  it('shares the mobile OTP’s allowance: the number gets no second code from /api/send-otp', async () => {
    expect((await askCode('9876543210')).statusCode).toBe(200);
    const otp = await post('/api/send-otp', { mobile: '9876543210' });
    expect(otp.statusCode).toBe(429);
    expect(otp.json().message).toBe('Please wait 30 seconds before asking for a new code.');
    expect(app.texts).toHaveLength(1);
  });
});

describe('the limit per client address', () => {
  it('answers 429 with a plain message past AUTH_RATE_LIMIT_PER_MINUTE', async () => {
    await app.t.close();
    app.t = await startTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    expect((await askCode('one@example.com')).statusCode).toBe(200);
    expect((await askCode('two@example.com')).statusCode).toBe(200);
    const third = await askCode('three@example.com');
    expect(third.statusCode).toBe(429);
    expectErrorShape(third);
    expect(third.json().message).toBe('Too many requests. Please wait a minute and try again.');
  });
});

/** Asks for a code (after `wait` seconds) and signs in with it. */
async function verifyFresh(address: string, wait = 0) {
  if (wait > 0) advance(wait);
  const asked = await askCode(address);
  expect(asked.statusCode, asked.body).toBe(200);
  return verify(address, await codeMailedTo(address));
}
