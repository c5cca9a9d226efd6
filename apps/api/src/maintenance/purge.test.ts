import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema.js';
import { newQuote, placeOrder } from '../test/orders.js';
import { guestCookie, startTestApp, type TestApp } from '../test/testApp.js';
import { purgeExpired } from './purge.js';

const settings = { quoteTtlMinutes: 60, outboxRetentionDays: 90 };
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const DAY = 24 * 60;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  vi.useRealTimers();
});

const quoteIds = (app: TestApp) =>
  app.app.db
    .select({ id: schema.quotes.id })
    .from(schema.quotes)
    .all()
    .map((row) => row.id);

describe('purgeExpired', () => {
  it('deletes quotes past their time to be paid, but never one a booking names', async () => {
    t = await startTestApp();
    const unbooked = await newQuote(t);
    const booked = await placeOrder(t);

    expect(purgeExpired(t.app.db, settings, later(59)).quotes).toBe(0);
    expect(quoteIds(t).sort()).toEqual([unbooked, booked.quoteId].sort());

    expect(purgeExpired(t.app.db, settings, later(61)).quotes).toBe(1);
    expect(quoteIds(t)).toEqual([booked.quoteId]);
    // The booking itself, made from that quote, is untouched; years later too.
    expect(purgeExpired(t.app.db, settings, later(3 * 365 * DAY)).quotes).toBe(0);
    const rows = t.app.db
      .select()
      .from(schema.bookings)
      .where(eq(schema.bookings.quoteId, booked.quoteId));
    expect(rows.all()).toHaveLength(1);
    const read = await t.app.inject({ method: 'GET', url: `/api/quotes/${booked.quoteId}` });
    expect(read.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: `/api/quotes/${unbooked}` });
    expect(gone.statusCode).toBe(404);
  });

  it('deletes sessions once expired (the cookie no longer signs in anyway)', async () => {
    t = await startTestApp({ SESSION_DAYS: '14' });
    const cookie = await guestCookie(t.app);
    expect(purgeExpired(t.app.db, settings, later(13 * DAY)).sessions).toBe(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(purgeExpired(t.app.db, settings, later(14 * DAY + 1)).sessions).toBe(1);
    expect(t.count('sessions')).toBe(0);
  });

  it('keeps one-time codes for a day, as the hourly send allowance counts them', async () => {
    t = await startTestApp();
    const now = new Date().toISOString();
    t.app.db
      .insert(schema.otpCodes)
      .values({ mobile: '9876543210', codeHash: 'x', expiresAt: now, clientIp: '127.0.0.1' })
      .run();
    t.app.db
      .insert(schema.contactCodes)
      .values({
        purpose: 'sign-in',
        destination: 'asha@example.com',
        codeHash: 'x',
        expiresAt: now,
        clientIp: '127.0.0.1',
      })
      .run();
    expect(purgeExpired(t.app.db, settings, later(2 * 60))).toMatchObject({
      otpCodes: 0,
      contactCodes: 0,
    });
    expect(purgeExpired(t.app.db, settings, later(DAY + 1))).toMatchObject({
      otpCodes: 1,
      contactCodes: 1,
    });
    expect(t.count('otp_codes')).toBe(0);
    expect(t.count('contact_codes')).toBe(0);
  });

  it('deletes delivered messages after the retention, never pending or failed ones', async () => {
    t = await startTestApp();
    const { db } = t.app;
    const sentAt = new Date().toISOString();
    const mail = { to: 'guest@example.com', subject: 'Your booking', text: 'Hello' };
    db.insert(schema.mailOutbox)
      .values([
        { ...mail, status: 'sent', sentAt },
        { ...mail, status: 'pending' },
        { ...mail, status: 'failed', attempts: 10 },
      ])
      .run();
    db.insert(schema.smsOutbox)
      .values([
        { to: '9876543210', text: 'Your code is ••••••', status: 'sent', sentAt },
        { to: '9876543210', text: 'Your code is ••••••', status: 'failed' },
      ])
      .run();

    expect(purgeExpired(db, settings, later(89 * DAY))).toMatchObject({ mail: 0, sms: 0 });
    expect(purgeExpired(db, settings, later(90 * DAY + 1))).toMatchObject({ mail: 1, sms: 1 });
    const statuses = (rows: { status: string }[]) => rows.map((row) => row.status).sort();
    expect(statuses(db.select().from(schema.mailOutbox).all())).toEqual(['failed', 'pending']);
    expect(statuses(db.select().from(schema.smsOutbox).all())).toEqual(['failed']);
  });
});

describe('the purge schedule (PURGE_EVERY_MINUTES)', () => {
  it('purges on its own, at start and then every turn', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await startTestApp({ PURGE_EVERY_MINUTES: '0.005', OUTBOX_RETENTION_DAYS: '1' });
    const { db } = t.app;
    await guestCookie(t.app);
    const past = new Date(Date.now() - 2 * DAY * 60_000).toISOString();
    db.update(schema.sessions).set({ expiresAt: past }).run();
    db.insert(schema.mailOutbox)
      .values({ to: 'a@example.com', subject: 's', text: 't', status: 'sent', sentAt: past })
      .run();

    // Nothing purged them yet; the schedule's next turn (its interval is fake, moved here) does.
    expect({ sessions: t.count('sessions'), mail: t.count('mail_outbox') }).toEqual({
      sessions: 1,
      mail: 1,
    });
    vi.advanceTimersByTime(0.005 * 60_000);
    expect({ sessions: t.count('sessions'), mail: t.count('mail_outbox') }).toEqual({
      sessions: 0,
      mail: 0,
    });
  });
});
