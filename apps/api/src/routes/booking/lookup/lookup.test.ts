import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { bookingCodes, mailOutbox, users } from '../../../db/schema.js';
import { CODE_REFUSALS } from '../../../lib/contactCodes.js';
import type { SmsGateway } from '../../../providers/sms/SmsGateway.js';
import { customer, newQuote, payBooking } from '../../../test/orders.js';
import { appForEachTest, guestCookie, startTestApp } from '../../../test/testApp.js';

const run = appForEachTest();

const post = (url: string, payload: object, cookie?: string) =>
  run.t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) =>
  run.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The code of the newest e-mail to the address, as the guest reads it. */
function codeMailedTo(address: string): string {
  const mails = run.t.app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)).all();
  const mail = mails.filter((candidate) => candidate.to === address).at(-1);
  const code = mail ? /^(\d{6}) is your code to open booking/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}

/** The booking key's cookie header from a verified answer. */
function keyCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'booking_access');
  if (!cookie) throw new Error('no booking_access cookie');
  return `booking_access=${cookie.value}`;
}

async function openWithCode(reference: string, contact: string, cookie?: string) {
  const asked = await post('/api/bookings/lookup', { reference, contact }, cookie);
  expect(asked.statusCode, asked.body).toBe(200);
  return post(
    '/api/bookings/lookup/verify',
    { reference, contact, code: codeMailedTo(customer.email) },
    cookie,
  );
}

describe('Find my booking (POST /api/bookings/lookup and /verify)', () => {
  it('mails a code to the booking’s address; the code opens that booking, its invoice and its cancellation', async () => {
    const booking = await payBooking(run.t);
    const opened = await openWithCode(booking.reference.toLowerCase(), ' ASHA@example.com ');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({
      reference: booking.reference,
      path: `/my-bookings/${booking.reference}`,
    });
    const cookie = opened.cookies.find((candidate) => candidate.name === 'booking_access');
    expect(cookie).toMatchObject({
      path: `/api/bookings/${booking.reference}`,
      httpOnly: true,
      sameSite: 'Strict',
    });
    // The code is kept only as a digest.
    const stored = run.t.app.db.select().from(bookingCodes).all();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(codeMailedTo(customer.email));

    const key = keyCookie(opened);
    const detail = await get(`/api/bookings/${booking.reference}`, key);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ reference: booking.reference, status: 'confirmed' });
    expect((await get(`/api/bookings/${booking.reference}/invoice.pdf`, key)).statusCode).toBe(200);
    expect((await get(`/api/bookings/${booking.reference}/calendar.ics`, key)).statusCode).toBe(
      200,
    );
    const cancelled = await post(`/api/bookings/${booking.reference}/cancel`, {}, key);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Three days ahead: a full refund under the policy.
    expect(cancelled.json().refund.amount).toBe(booking.amount);
  });

  it('opens only that booking: another booking, and no key at all, are asked to sign in', async () => {
    const mine = await payBooking(run.t);
    const other = await payBooking(run.t, { fullName: 'Ravi Kulkarni' });
    const key = keyCookie(await openWithCode(mine.reference, customer.email));
    expect((await get(`/api/bookings/${other.reference}`, key)).statusCode).toBe(401);
    expect((await get(`/api/bookings/${mine.reference}`)).statusCode).toBe(401);
    expect(
      (await get(`/api/bookings/${mine.reference}`, 'booking_access=forged-key')).statusCode,
    ).toBe(401);
  });

  it('takes the mobile number as the guest types it', async () => {
    const booking = await payBooking(run.t);
    const opened = await openWithCode(booking.reference, '+91 98765 43210');
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('answers the same for an unknown reference and a contact that is not the booking’s, sending nothing', async () => {
    const booking = await payBooking(run.t);
    const mailsBefore = run.t.count('mail_outbox');
    const answers = await Promise.all([
      post('/api/bookings/lookup', { reference: 'DSH-NOSUCH', contact: customer.email }),
      post('/api/bookings/lookup', { reference: booking.reference, contact: 'eve@example.com' }),
      post('/api/bookings/lookup', { reference: booking.reference, contact: '9000000000' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(run.t.count('mail_outbox')).toBe(mailsBefore);
    expect(run.t.count('booking_codes')).toBe(0);
    // And the same answer again when the contact matches: a code went out this time.
    const matched = await post('/api/bookings/lookup', {
      reference: booking.reference,
      contact: customer.email,
    });
    expect(matched.body).toBe(answers[0]?.body);
    expect(run.t.count('mail_outbox')).toBe(mailsBefore + 1);
  });

  it('refuses a wrong code, voids it after the tries allowed, and refuses an expired one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const booking = await payBooking(run.t);
    const ask = () =>
      post('/api/bookings/lookup', { reference: booking.reference, contact: customer.email });
    const verify = (code: string) =>
      post('/api/bookings/lookup/verify', {
        reference: booking.reference,
        contact: customer.email,
        code,
      });
    await ask();
    const right = codeMailedTo(customer.email);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await verify(wrong);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ code: 'INVALID_CODE', message: CODE_REFUSALS.wrong });
    // The fifth wrong try voids the code: the right one no longer opens anything.
    for (let attempt = 2; attempt <= 5; attempt += 1) await verify(wrong);
    expect((await verify(right)).json().message).toBe(CODE_REFUSALS.noLongerValid);

    vi.setSystemTime(Date.now() + 60_000);
    await ask();
    const fresh = codeMailedTo(customer.email);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    const late = await verify(fresh);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(CODE_REFUSALS.noLongerValid);
  });
});

describe('a booking made without an account joins the account that proves its contact', () => {
  it('joins the account signed up later with the same e-mail once the address is proved', async () => {
    // Booked and paid signed out with asha@example.com; then Asha signs up with that address.
    const booking = await payBooking(run.t);
    const asha = await guestCookie(run.t.app, 'asha');
    const mine = async (cookie: string) =>
      (await get('/api/bookings/mine', cookie))
        .json()
        .map((row: { reference: string }) => row.reference);
    // Sign-up does not prove the address: someone else could have typed it.
    expect(await mine(asha)).toEqual([]);
    expect((await get(`/api/bookings/${booking.reference}`, asha)).statusCode).toBe(404);

    const opened = await openWithCode(booking.reference, customer.email, asha);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(
      run.t.app.db
        .select({ at: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.username, 'asha'))
        .get()?.at,
    ).toEqual(expect.any(String));
    expect(await mine(asha)).toEqual([booking.reference]);
    expect((await get(`/api/bookings/${booking.reference}`, asha)).statusCode).toBe(200);
    // A later booking made signed out with the same address is hers at once.
    const later = await payBooking(run.t);
    expect(await mine(asha)).toEqual(expect.arrayContaining([booking.reference, later.reference]));

    // Another account with the same address in other letters, never proved, sees none of them.
    const eve = await guestCookie(run.t.app, 'eve');
    run.t.app.db
      .update(users)
      .set({ email: 'Asha@Example.com' })
      .where(eq(users.username, 'eve'))
      .run();
    expect(await mine(eve)).toEqual([]);
  });
});

describe('the browser that paid', () => {
  it('is given its booking, and a browser that did not pay is not', async () => {
    const quoteId = await newQuote(run.t);
    const order = await post('/api/payments/orders', { quoteId, customer });
    expect(order.statusCode, order.body).toBe(201);
    const orderClient = order.cookies.find((cookie) => cookie.name === 'order_client');
    const payer = `order_client=${orderClient?.value}`;
    const { orderId, bookingReference } = order.json();
    const paid = await post('/api/payments/test/complete', { orderId, outcome: 'success' }, payer);
    expect(paid.statusCode, paid.body).toBe(200);
    const key = keyCookie(paid);
    expect((await get(`/api/bookings/${bookingReference}`, key)).statusCode).toBe(200);

    // The order's status, read by a browser without the order's key, opens nothing.
    const stranger = await get(`/api/payments/orders/${orderId}/status`);
    expect(stranger.cookies.find((cookie) => cookie.name === 'booking_access')).toBeUndefined();
    // The payer's reload (a dropped connection after paying) is given the booking again.
    const reload = await get(`/api/payments/orders/${orderId}/status`, payer);
    expect((await get(`/api/bookings/${bookingReference}`, keyCookie(reload))).statusCode).toBe(
      200,
    );
  });
});

describe('with an SMS gateway', () => {
  it('also texts the code to the booking’s mobile when the guest gave the mobile, and it opens the booking', async () => {
    const texts: { to: string; text: string }[] = [];
    const phone: SmsGateway = {
      send: async (to, text) => {
        texts.push({ to, text });
      },
    };
    const withSms = await startTestApp({}, { smsGateway: phone });
    try {
      const booking = await payBooking(withSms);
      const asked = await withSms.app.inject({
        method: 'POST',
        url: '/api/bookings/lookup',
        payload: { reference: booking.reference, contact: '98765 43210' },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const [text] = texts.filter((sms) =>
        sms.text.includes(`code to open booking ${booking.reference}`),
      );
      expect(text?.to).toBe(customer.mobileNumber);
      const code = /^(\d{6}) is your code to open booking/.exec(text?.text ?? '')?.[1] ?? '';
      const opened = await withSms.app.inject({
        method: 'POST',
        url: '/api/bookings/lookup/verify',
        payload: { reference: booking.reference, contact: '98765 43210', code },
      });
      expect(opened.statusCode, opened.body).toBe(200);
      // A code asked for by e-mail is not texted.
      texts.length = 0;
      const other = await payBooking(withSms);
      await withSms.app.inject({
        method: 'POST',
        url: '/api/bookings/lookup',
        payload: { reference: other.reference, contact: customer.email },
      });
      expect(
        texts.filter((sms) => sms.text.includes(`code to open booking ${other.reference}`)),
      ).toEqual([]);
    } finally {
      await withSms.close();
    }
  });
});
