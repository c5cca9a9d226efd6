import { site } from '@hotel/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { otpCodes, smsOutbox } from '../../../db/schema.js';
import type { SmsGateway } from '../../../providers/sms/SmsGateway.js';
import { bodyValidationError } from '../../../test/apiAssertions.js';
import { cookieFrom, startTestApp, type TestApp } from '../../../test/testApp.js';

const MOBILE = '9876543210';

interface SentSms {
  readonly to: string;
  readonly text: string;
}

let t: TestApp;
let sent: SentSms[];
const phone: SmsGateway = {
  send: async (to, text) => {
    sent.push({ to, text });
  },
};

beforeEach(async () => {
  sent = [];
  t = await startTestApp({}, { smsGateway: phone });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const sendOtp = (mobile: unknown = MOBILE) =>
  t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { mobile } });
const verifyOtp = (otp: unknown, mobile: unknown = MOBILE) =>
  t.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { mobile, otp } });
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

/** The code in the last text the phone received. */
function lastCode(): string {
  const code = sent.at(-1)?.text.match(/^(\d{6}) /)?.[1];
  if (!code) throw new Error('no code was sent');
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves the clock (Date only: the database and the server keep running). */
function advance(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('POST /api/send-otp', () => {
  it('texts a 6-digit code to the phone and answers the source’s success shape', async () => {
    const response = await sendOtp('+91 98765 43210');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'OTP sent successfully!',
      expiresInSeconds: 300,
      resendInSeconds: 30,
    });
    expect(sent).toEqual([
      {
        to: MOBILE,
        text: expect.stringMatching(
          new RegExp(
            `^\\d{6} is your sign-in code for ${site.name}\\. It expires in 5 minutes\\.$`,
          ),
        ),
      },
    ]);
  });

  it('stores the code only as an HMAC, and masks it in the outbox', async () => {
    await sendOtp();
    const code = lastCode();
    const stored = t.app.db.select().from(otpCodes).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ mobile: MOBILE, attempts: 0, closedAt: null });
    expect(stored[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.codeHash).not.toContain(code);
    const outbox = t.app.db.select().from(smsOutbox).all();
    expect(outbox).toEqual([
      expect.objectContaining({
        to: MOBILE,
        status: 'sent',
        text: `•••••• is your sign-in code for ${site.name}. It expires in 5 minutes.`,
      }),
    ]);
  });

  it('voids the previous code when a new one is sent', async () => {
    await sendOtp();
    const first = lastCode();
    let second = first;
    while (second === first) {
      advance(31);
      await sendOtp();
      second = lastCode();
    }
    expect((await verifyOtp(first)).json()).toMatchObject({
      success: false,
      message: 'Invalid OTP.',
    });
    expect((await verifyOtp(second)).statusCode).toBe(200);
    expect(
      t.app.db
        .select()
        .from(otpCodes)
        .all()
        .every((row) => row.closedAt !== null),
    ).toBe(true);
  });

  it('deletes codes older than a day as new ones are sent', async () => {
    await sendOtp();
    await sendOtp('9876500000');
    advance(24 * 3600 + 60);
    await sendOtp('9876511111');
    const left = t.app.db.select({ mobile: otpCodes.mobile }).from(otpCodes).all();
    expect(left).toEqual([{ mobile: '9876511111' }]);
  });

  it('refuses a new code within the resend cooldown (429, with success: false)', async () => {
    await sendOtp();
    advance(10);
    const response = await sendOtp();
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('20');
    expect(response.json()).toEqual({
      success: false,
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
      message: 'Please wait 20 seconds before asking for a new code.',
    });
    expect(sent).toHaveLength(1);
    expect(t.count('otp_codes')).toBe(1);
    advance(20);
    expect((await sendOtp()).statusCode).toBe(200);
  });

  it('sends at most the hourly allowance of codes to one number', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp()).statusCode).toBe(200);
      advance(60);
    }
    const refused = await sendOtp();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many codes for this number. Please try again in 55 minutes.',
    });
    expect(sent).toHaveLength(5);
    expect((await sendOtp('9123456780')).statusCode).toBe(200);
    advance(55 * 60);
    expect((await sendOtp()).statusCode).toBe(200);
  });

  it('limits sends per client address, whatever the number (429, with success: false)', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, { smsGateway: phone });
    try {
      const send = (mobile: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/send-otp',
          payload: { mobile },
          remoteAddress,
        });
      for (const mobile of ['9000000001', '9000000002', '9000000003']) {
        expect((await send(mobile, '198.51.100.1')).statusCode).toBe(200);
      }
      const blocked = await send('9000000004', '198.51.100.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        success: false,
        statusCode: 429,
        code: 'RATE_LIMITED',
        error: 'Too Many Requests',
      });
      expect(limited.count('otp_codes')).toBe(3);
      expect((await send('9000000004', '198.51.100.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('names the field when the number is missing (400), sending nothing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/send-otp', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      fields: { mobile: 'Mobile number is required' },
    });
    expect(sent).toEqual([]);
  });

  it.each([
    ['an empty number', '  ', 'Mobile number is required'],
    ['a short number', '12345', 'Mobile number must be 10 digits'],
    ['letters', '98765abcde', 'Mobile number must be 10 digits'],
    ['a number type', 9876543210, 'Mobile number is required'],
  ])(
    'names the field for %s (400, error shape), sending nothing',
    async (_label, mobile, message) => {
      const response = await sendOtp(mobile);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        ...bodyValidationError({ mobile: message }),
      });
      expect(sent).toEqual([]);
      expect(t.count('otp_codes')).toBe(0);
    },
  );

  it('answers 502 “Failed to send OTP.” when the SMS gateway fails, and lets the visitor retry', async () => {
    let down = true;
    const flaky = await startTestApp(
      {},
      {
        smsGateway: {
          send: async (to, text) => {
            if (down) throw new Error('gateway timeout');
            sent.push({ to, text });
          },
        },
      },
    );
    try {
      const send = () =>
        flaky.app.inject({ method: 'POST', url: '/api/send-otp', payload: { mobile: MOBILE } });
      const failed = await send();
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({
        success: false,
        statusCode: 502,
        code: 'SMS_FAILED',
        error: 'Bad Gateway',
        message: 'Failed to send OTP. Please try again.',
      });
      expect(flaky.count('otp_codes')).toBe(0);
      expect(flaky.app.db.select().from(smsOutbox).get()).toMatchObject({
        status: 'failed',
        lastError: 'gateway timeout',
      });
      down = false;
      expect((await send()).statusCode).toBe(200);
    } finally {
      await flaky.close();
    }
  });
});

describe('POST /api/verify-otp', () => {
  it('signs the visitor in with the right code: a guest account with that mobile', async () => {
    await sendOtp();
    const response = await verifyOtp(lastCode(), '98765 43210');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Logged in successfully!',
      user: { id: expect.any(Number), username: null, email: null, mobile: MOBILE, role: 'guest' },
    });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await me(cookieFrom(response))).json()).toEqual({ user: body.user });
  });

  it('finds the same account when the same mobile signs in again', async () => {
    await sendOtp();
    const first = await verifyOtp(lastCode());
    advance(31);
    await sendOtp();
    const second = await verifyOtp(lastCode());
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(first.json().user.id);
    expect(t.count('users')).toBe(1);
  });

  it('accepts a code once only', async () => {
    await sendOtp();
    const code = lastCode();
    expect((await verifyOtp(code)).statusCode).toBe(200);
    const again = await verifyOtp(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(
      'Invalid OTP. This code is no longer valid: please ask for a new code.',
    );
  });

  it('refuses a wrong code with 401 “Invalid OTP.” in the error shape, signing nobody in', async () => {
    await sendOtp();
    const response = await verifyOtp(wrongCode(lastCode()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 401,
      code: 'INVALID_OTP',
      error: 'Unauthorized',
      message: 'Invalid OTP.',
    });
    expect(response.cookies).toEqual([]);
    expect(t.count('users')).toBe(0);
    expect(t.count('sessions')).toBe(0);
  });

  it('refuses a code for another number', async () => {
    await sendOtp();
    const response = await verifyOtp(lastCode(), '9123456780');
    expect(response.statusCode).toBe(401);
    expect(t.count('users')).toBe(0);
  });

  it('refuses the right code once it has expired (after 5 minutes)', async () => {
    await sendOtp();
    const code = lastCode();
    advance(299);
    expect((await verifyOtp(wrongCode(code))).json().message).toBe('Invalid OTP.');
    advance(1);
    const response = await verifyOtp(code);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'INVALID_OTP',
      message: 'Invalid OTP. This code is no longer valid: please ask for a new code.',
    });
    expect(t.count('users')).toBe(0);
  });

  it('voids the code on the 5th wrong try, even for the right code afterwards', async () => {
    await sendOtp();
    const code = lastCode();
    for (let i = 1; i <= 4; i += 1) {
      expect((await verifyOtp(wrongCode(code))).json().message).toBe('Invalid OTP.');
    }
    const fifth = await verifyOtp(wrongCode(code));
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe(
      'Invalid OTP. Too many wrong tries: please ask for a new code.',
    );
    expect(t.app.db.select().from(otpCodes).get()).toMatchObject({
      attempts: 5,
      closedAt: expect.any(String),
    });
    const right = await verifyOtp(code);
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(
      'Invalid OTP. This code is no longer valid: please ask for a new code.',
    );
    expect(t.count('users')).toBe(0);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    await sendOtp();
    const code = lastCode();
    for (let i = 1; i <= 4; i += 1) await verifyOtp(wrongCode(code));
    expect((await verifyOtp(code)).statusCode).toBe(200);
  });

  it('refuses a code when none was sent', async () => {
    const response = await verifyOtp('123456');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_OTP' });
  });

  it.each([
    ['a missing code', undefined, { otp: 'Please enter the code.' }],
    ['a 5-digit code', '12345', { otp: 'The code is the 6 digits we sent you.' }],
    ['a code with letters', '12345a', { otp: 'The code is the 6 digits we sent you.' }],
    ['a numeric code', 123456, { otp: 'Please enter the code.' }],
  ])('names the field for %s (400), counting no try', async (_label, otp, fields) => {
    await sendOtp();
    const response = await verifyOtp(otp);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', fields });
    expect(t.app.db.select().from(otpCodes).get()?.attempts).toBe(0);
  });

  it('limits verification tries per client address', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, { smsGateway: phone });
    try {
      const verify = (mobile: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/verify-otp',
          payload: { mobile, otp: '000000' },
        });
      for (const mobile of ['9000000001', '9000000002', '9000000003']) {
        expect((await verify(mobile)).statusCode).toBe(401);
      }
      const blocked = await verify('9000000004');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
