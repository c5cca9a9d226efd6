import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes } from './db/schema.js';
import type { SmsGateway } from './providers/sms/SmsGateway.js';
import { expectErrorShape } from './test/apiAssertions.js';
import { dayInIndia } from './test/bookingFixtures.js';
import {
  capturedEvent,
  orderStatuses,
  placeOrder,
  razorpayKeys,
  sendWebhook,
  signHex,
  startRazorpayApp,
} from './test/orders.js';
import { icalAdminRoutes, isPublic } from './test/publicRoutes.js';
import { defaults, realLimits } from './test/realLimits.js';
import { apiRoutes, withParams } from './test/routeTable.js';
import { adminCookie, cookieFrom, guestCookie, startTestApp, useTestApps } from './test/testApp.js';

const { start, keep } = useTestApps();
afterEach(() => {
  vi.useRealTimers();
});

// Read from Fastify's route table, so a route added later is checked without being listed here.
const shared = await startTestApp();
afterAll(async () => {
  await shared.close();
});
const adminOnly = apiRoutes(shared.app).filter(({ method, url }) => !isPublic(method, url));

describe('every route that is not public is for administrators only', () => {
  let guest: string;
  let admin: string;
  beforeAll(async () => {
    guest = await guestCookie(shared.app, 'nosy_guest');
    admin = await adminCookie(shared.app);
  });

  it('finds the admin routes in the route table', () => {
    const names = adminOnly.map(({ method, url }) => `${method} ${url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/hotels',
        'POST /api/rooms',
        'GET /api/rooms',
        'GET /api/rooms/types',
        'GET /api/bookings',
        'POST /api/refunds/:reference/retry',
        'GET /api/admin/enquiries',
        'GET /api/admin/messages',
        'GET /api/admin/outbox',
        ...icalAdminRoutes,
      ]),
    );
  });

  it.each(adminOnly.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: 401 without a session, 403 for a guest, nothing stored; an admin gets past',
    async (_name, { method, url }) => {
      const request = (cookie?: string) =>
        shared.app.inject({
          method: method as 'GET',
          url: withParams(url),
          headers: cookie ? { cookie } : {},
          ...(method === 'POST' ? { payload: {} } : {}),
        });
      const before = shared.counts();
      const signedOut = await request();
      const asGuest = await request(guest);
      const junkSession = await request('sid=s%3Aforged.token');
      expect(signedOut.statusCode).toBe(401);
      expect(asGuest.statusCode).toBe(403);
      expect(junkSession.statusCode).toBe(401);
      if (method !== 'HEAD') {
        expectErrorShape(signedOut);
        expectErrorShape(asGuest);
        expect(signedOut.json().code).toBe('UNAUTHORIZED');
        expect(asGuest.json().code).toBe('FORBIDDEN');
      }
      expect(shared.counts()).toEqual(before);
      expect([401, 403]).not.toContain((await request(admin)).statusCode);
    },
  );
});

describe('the iCal export, public by its secret address', () => {
  it('answers its own token with the calendar, and any other token 404, whoever asks', async () => {
    const admin = await adminCookie(shared.app, 'ical-admin@example.com');
    const list = await shared.app.inject({
      method: 'GET',
      url: '/api/admin/ical',
      headers: { cookie: admin },
    });
    const { pathname } = new URL(list.json()[0].url);
    const calendar = await shared.app.inject({ method: 'GET', url: pathname });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const forged = pathname.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'Z'.repeat(43)}.ics`);
    for (const cookie of [undefined, await guestCookie(shared.app, 'ical_guest'), admin]) {
      const response = await shared.app.inject({
        method: 'GET',
        url: forged,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(404);
      expectErrorShape(response);
    }
  });
});

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Lax, signed and Secure in production (https)', async () => {
    const t = await start({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      SITE_ORIGIN: 'https://hotels.example.com',
      APP_SECRET: 'p'.repeat(32),
    });
    const payload = { username: 'asha', email: 'asha@example.com', password: 'long password 1' };
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'asha', password: payload.password },
    });
    for (const response of [signUp, login]) {
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^sid=[^;]+\.[^;]+;/); // token.signature
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).toContain('Secure');
      expect(header).toContain('Path=/');
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookieFrom(login) },
    });
    expect(String(logout.headers['set-cookie'])).toMatch(/^sid=;.*Secure/);
  });
});

describe('CORS and cross-site requests', () => {
  it('gives another origin no CORS allowance on a simple request, and the site’s own origin one', async () => {
    const t = await start({ SITE_ORIGIN: 'https://hotels.example.com' });
    const from = (origin: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { origin } });
    const evil = await from('https://evil.example.net');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
    const own = await from('https://hotels.example.com');
    expect(own.headers['access-control-allow-origin']).toBe('https://hotels.example.com');
    expect(own.headers['access-control-allow-credentials']).toBe('true');
  });

  it('refuses the bodies another site’s form can post without a preflight (415), storing nothing, even without an Origin to refuse it by (crossSite.test.ts)', async () => {
    const t = await start();
    const cookie = await guestCookie(t.app);
    const posts = apiRoutes(t.app).filter(
      ({ method, url }) => method === 'POST' && isPublic(method, url),
    );
    const forms = [
      ['application/x-www-form-urlencoded', 'name=Asha&email=asha%40example.com'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      ],
      ['text/plain', '{"name":"Asha"}'],
    ] as const;
    const before = t.counts();
    for (const { url } of posts) {
      for (const [type, payload] of forms) {
        const response = await t.app.inject({
          method: 'POST',
          url: withParams(url),
          headers: { 'content-type': type, cookie },
          payload,
        });
        expect(response.statusCode, `${url} ${type}`).toBe(415);
        expectErrorShape(response);
      }
    }
    expect(t.counts()).toEqual(before);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user).not.toBeNull(); // the cross-site logout did not end the session
  });
});

describe('security headers', () => {
  it('come with every answer: API data, API errors and pages (with each page’s script hashes)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'hotel-web-'));
    try {
      const inline = 'window.__reactRouterContext = {};';
      mkdirSync(join(dist, 'Aboutus'));
      writeFileSync(
        join(dist, 'Aboutus/index.html'),
        `<!doctype html><title>About</title><script>${inline}</script>`,
      );
      writeFileSync(join(dist, '__spa-fallback.html'), '<!doctype html><title>App</title>');
      const t = await start({ WEB_DIST: dist, SERVE_WEB: 'true' });
      const answers = await Promise.all(
        ['/api/hotels', '/api/quotes/nope', '/api/admin/outbox', '/Aboutus', '/%ff'].map((url) =>
          t.app.inject({ method: 'GET', url }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 200, 400]);
      for (const answer of answers.slice(0, 4)) {
        const csp = String(answer.headers['content-security-policy']);
        // The API's answers allow no source and no framing at all; the page, its own and the
        // payment provider's scripts, framed by itself only.
        if (answer === answers[3]) {
          expect(csp).toContain("frame-ancestors 'self'");
          expect(csp).toContain("object-src 'none'");
          expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
        } else {
          expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
        }
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['x-frame-options']).toBe(
          answer === answers[3] ? 'SAMEORIGIN' : 'DENY',
        );
        expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(answer.headers['strict-transport-security']).toBeUndefined();
      }
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(answers[3]?.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
      // The router refuses a bad address before any hook runs: in the error shape all the same,
      // and with the headers a JSON error needs.
      const badAddress = answers[4] as (typeof answers)[number];
      expectErrorShape(badAddress);
      expect(badAddress.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(badAddress.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

// Each guess hashes a password (deliberately slow): on 2 cores shared with another test run the
// guesses took over 20 s. The timeout is a guard against a hang; the verdicts are the answers.
describe('brute force, with the limits a deployment runs with', { timeout: 90_000 }, () => {
  it('stops password guessing from one address after the limit, even with the right password or a forged X-Forwarded-For', async () => {
    // The per-account lockout (routes/auth/lockout.test.ts) would stop these first: out of the way.
    const t = await start({ ...realLimits, LOGIN_LOCKOUT_AFTER: '1000' });
    await guestCookie(t.app, 'target');
    const login = (password: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'target', password },
        headers,
        remoteAddress: '203.0.113.7',
      });
    // guestCookie's sign-up came from another address (the default), so this one has it all.
    for (let i = 0; i < defaults.rateLimit.authPerMinute; i += 1) {
      expect((await login(`guess ${i}`)).statusCode).toBe(401);
    }
    const blocked = [
      await login('a long enough password'),
      await login('guess', { 'x-forwarded-for': '198.51.100.99' }),
    ];
    for (const response of blocked) {
      expect(response.statusCode).toBe(429);
      expectErrorShape(response);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.cookies).toEqual([]);
    }
    expect(t.count('sessions')).toBe(1); // only the sign-up's
  });

  it('gives an attacker with many addresses at most tries × codes per hour guesses at one number, and none after', async () => {
    const texts: string[] = [];
    const phone: SmsGateway = {
      send: async (_to, text) => {
        texts.push(text);
      },
    };
    const t = await start(realLimits, { smsGateway: phone });
    const { maxAttempts, maxPerMobilePerHour, resendSeconds } = defaults.otp;
    let address = 0;
    const fromNewAddress = (url: string, payload: object) => {
      address += 1;
      return t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: `10.0.${address >> 8}.${address & 255}`,
      });
    };
    const mobile = '9876543210';
    const codeOf = (text: string | undefined) => text?.slice(0, 6) ?? '';
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    vi.useFakeTimers({ toFake: ['Date'] });
    let counted = 0;
    for (let round = 0; round < maxPerMobilePerHour; round += 1) {
      expect((await fromNewAddress('/api/send-otp', { mobile })).statusCode).toBe(200);
      const code = codeOf(texts.at(-1));
      // Keep guessing until the code is void; every try comes from a fresh address.
      for (let guess = 0; guess < maxAttempts + 3; guess += 1) {
        const response = await fromNewAddress('/api/verify-otp', { mobile, otp: wrong(code) });
        expect(response.statusCode).toBe(401);
        if (response.json().message === 'Invalid OTP.') counted += 1;
        else if (/Too many wrong tries/.test(response.json().message)) counted += 1;
      }
      // The right code no longer opens a voided one.
      const late = await fromNewAddress('/api/verify-otp', { mobile, otp: code });
      expect(late.statusCode).toBe(401);
      vi.setSystemTime(Date.now() + (resendSeconds + 1) * 1000);
    }
    expect(counted).toBe(maxAttempts * maxPerMobilePerHour);
    const more = await fromNewAddress('/api/send-otp', { mobile });
    expect(more.statusCode).toBe(429);
    expectErrorShape(more);
    expect(t.count('users')).toBe(0);
    expect(t.count('sessions')).toBe(0);
  });

  it('limits code sends per address to the configured number, whatever the numbers', async () => {
    const t = await start(realLimits);
    const limit = defaults.rateLimit.authPerMinute;
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/send-otp',
        payload: { mobile: `97000000${String(i).padStart(2, '0')}` },
        remoteAddress: '192.0.2.77',
      });
    for (let i = 0; i < limit; i += 1) expect((await send(i)).statusCode).toBe(200);
    const blocked = await send(limit);
    expect(blocked.statusCode).toBe(429);
    expectErrorShape(blocked);
    expect(t.count('otp_codes')).toBe(limit);
    expect(t.count('sms_outbox')).toBe(limit);
  });

  it('limits verification tries per address to the configured number, a refused try counting nothing', async () => {
    const texts: string[] = [];
    const t = await start(realLimits, {
      smsGateway: {
        send: async (_to, text) => {
          texts.push(text);
        },
      },
    });
    const limit = defaults.rateLimit.authPerMinute;
    const attacker = '192.0.2.66';
    // Codes for enough numbers that the per-code limit is never what stops the attacker.
    const mobiles = Array.from(
      { length: limit },
      (_, i) => `98000000${String(i).padStart(2, '0')}`,
    );
    for (const [i, mobile] of mobiles.entries()) {
      await t.app.inject({
        method: 'POST',
        url: '/api/send-otp',
        payload: { mobile },
        remoteAddress: `10.1.0.${i + 1}`,
      });
    }
    const verify = (mobile: string, otp: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/verify-otp',
        payload: { mobile, otp },
        remoteAddress: attacker,
      });
    for (const mobile of mobiles) expect((await verify(mobile, '000000')).statusCode).toBe(401);
    const target = mobiles[0] ?? '';
    const attemptsOf = () =>
      t.app.db.select().from(otpCodes).where(eq(otpCodes.mobile, target)).get()?.attempts;
    const before = attemptsOf();
    const right = texts[0]?.slice(0, 6) ?? '';
    const blocked = await verify(target, right);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(attemptsOf()).toBe(before);
    expect(t.count('sessions')).toBe(0);
  });
});

describe('a payment confirms only its own booking, for its own amount', () => {
  async function razorpayApp() {
    const t = await keep(startRazorpayApp());
    const order = (rooms: number) =>
      placeOrder(t, {
        roomId: 'grand-double-bed',
        rooms,
        adults: rooms,
        checkIn: dayInIndia(10),
        checkOut: dayInIndia(11),
      });
    const statuses = (orderId: string) => orderStatuses(t, orderId);
    return { t, order, statuses };
  }

  it('refuses a checkout signature made for another order (400), leaving the booking pending', async () => {
    const { t, order, statuses } = await razorpayApp();
    const cheap = await order(1);
    const dear = await order(2);
    const cheapSignature = signHex(razorpayKeys.keySecret, `${cheap.orderId}|pay_cheap`);
    const events = t.count('booking_events');
    for (const body of [
      { razorpay_order_id: dear.orderId, razorpay_payment_id: 'pay_cheap' },
      { razorpay_order_id: dear.orderId, razorpay_payment_id: `pay_cheap|${cheap.orderId}` },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/verify',
        payload: { ...body, razorpay_signature: cheapSignature },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('PAYMENT_VERIFICATION_FAILED');
    }
    expect(statuses(dear.orderId)).toEqual(['pending', 'pending']);
    expect(t.count('booking_events')).toBe(events);
    expect(t.count('mail_outbox')).toBe(0);
  });

  it('does not confirm on a signed webhook for another amount or currency than the order’s', async () => {
    const { t, order, statuses } = await razorpayApp();
    const cheap = await order(1);
    const dear = await order(2);
    const captured = (orderId: string, amount: number, currency = 'INR') =>
      capturedEvent(orderId, 'pay_x', amount, currency);
    const events = t.count('booking_events');
    for (const body of [
      captured(dear.orderId, cheap.amount),
      captured(dear.orderId, dear.amount - 1),
      captured(dear.orderId, dear.amount, 'USD'),
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_x', order_id: dear.orderId } } },
      }),
    ]) {
      const response = await sendWebhook(t, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'unmatched' });
    }
    expect(statuses(dear.orderId)).toEqual(['pending', 'pending']);
    expect(t.count('booking_events')).toBe(events);
    expect(t.count('mail_outbox')).toBe(0);
    // The order's own amount confirms it.
    const right = captured(dear.orderId, dear.amount);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: right,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signHex(razorpayKeys.webhookSecret, right),
      },
    });
    expect(confirmed.json()).toEqual({ received: true, outcome: 'confirmed' });
    expect(statuses(dear.orderId)).toEqual(['confirmed', 'confirmed']);
    expect(statuses(cheap.orderId)).toEqual(['pending']);
  });
});
