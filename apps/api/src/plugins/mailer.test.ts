import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DAY_MS } from '@hotel/pricing';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { mailOutbox } from '../db/schema.js';
import type { MailMessage, MailTransport } from '../providers/mail/MailTransport.js';
import { formWrite } from '../test/formLoad.js';
import { startSmtpServer, type TestSmtpServer } from '../test/smtpServer.js';
import { startTestApp, type TestApp } from '../test/testApp.js';
import { MAX_ATTEMPTS, retryDelaySeconds } from './mailer.js';

const mail = {
  to: 'frontdesk.banquet@example.com',
  replyTo: 'asha.patil@example.com',
  subject: 'Banquet enquiry: Seminar (Educational Events) from Asha Patil',
  text: 'Name: Asha Patil\n',
};

/** A transport that fails its first `failures` sends, then delivers; or waits for `release()`. */
function scriptedTransport(failures = 0) {
  const sent: MailMessage[] = [];
  let attempts = 0;
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;
  const transport: MailTransport & {
    sent: MailMessage[];
    readonly attempts: number;
    closed: boolean;
    hold(): void;
    release(): void;
  } = {
    name: 'scripted',
    sent,
    closed: false,
    get attempts() {
      return attempts;
    },
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      open?.();
    },
    async send(message) {
      attempts += 1;
      if (gate) await gate;
      if (attempts <= failures) throw new Error('421 4.3.2 Service not available, try later');
      sent.push(message);
    },
    close() {
      transport.closed = true;
    },
  };
  return transport;
}

const rowOf = (t: TestApp, id: number) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();

const START = Date.parse('2026-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(START + seconds * 1000).toISOString();

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
});

describe('retryDelaySeconds', () => {
  it.each([
    [1, 60, 60],
    [2, 60, 120],
    [3, 60, 240],
    [9, 60, 15_360],
    [5, 3_600, 21_600],
    [MAX_ATTEMPTS, 60, undefined],
  ])('after failure %i with a %i s base, waits %s s', (attempts, base, expected) => {
    expect(retryDelaySeconds(attempts, base)).toBe(expected);
  });
});

describe('mailer', () => {
  it('keeps messages in the outbox, untouched, when no transport is configured', async () => {
    t = await startTestApp();
    const id = t.app.mailer.enqueue(mail);

    await t.app.mailer.deliver(id);
    await t.app.mailer.deliverDue();

    expect(t.app.mailer.mode).toBe('outbox');
    expect(rowOf(t, id)).toMatchObject({ ...mail, status: 'pending', attempts: 0, sentAt: null });
  });

  it('sends a message from MAIL_FROM and records it sent', async () => {
    const transport = scriptedTransport();
    t = await startTestApp(
      { MAIL_FROM: 'Akash Banquet Hall <events@example.com>' },
      {
        mailTransport: transport,
      },
    );
    const id = t.app.mailer.enqueue(mail);

    await t.app.mailer.deliver(id);

    expect(t.app.mailer.mode).toBe('smtp');
    expect(transport.sent).toEqual([
      { from: 'Akash Banquet Hall <events@example.com>', ...mail, attachments: [] },
    ]);
    expect(rowOf(t, id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('waits twice as long after each failure, and delivers once the server is back', async () => {
    const transport = scriptedTransport(3);
    t = await startTestApp({ MAIL_RETRY_SECONDS: '60' }, { mailTransport: transport });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const id = t.app.mailer.enqueue(mail);

    await t.app.mailer.deliver(id);
    expect(rowOf(t, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '421 4.3.2 Service not available, try later',
      nextAttemptAt: at(60),
    });

    vi.setSystemTime(START + 59_000);
    await t.app.mailer.deliverDue();
    expect(transport.attempts).toBe(1);

    vi.setSystemTime(START + 60_000);
    await t.app.mailer.deliverDue();
    expect(rowOf(t, id)).toMatchObject({ attempts: 2, nextAttemptAt: at(60 + 120) });

    vi.setSystemTime(START + 180_000);
    await t.app.mailer.deliverDue();
    expect(rowOf(t, id)).toMatchObject({ attempts: 3, nextAttemptAt: at(180 + 240) });

    vi.setSystemTime(START + 420_000);
    await t.app.mailer.deliverDue();
    expect(transport.sent).toHaveLength(1);
    expect(rowOf(t, id)).toMatchObject({
      status: 'sent',
      attempts: 4,
      lastError: null,
      nextAttemptAt: null,
      sentAt: at(420),
    });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and leaves the message failed for an admin`, async () => {
    const transport = scriptedTransport(Number.POSITIVE_INFINITY);
    t = await startTestApp({ MAIL_RETRY_SECONDS: '1' }, { mailTransport: transport });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const id = t.app.mailer.enqueue(mail);

    await t.app.mailer.deliver(id);
    for (let day = 1; day < MAX_ATTEMPTS + 5; day += 1) {
      vi.setSystemTime(START + day * DAY_MS);
      await t.app.mailer.deliverDue();
    }

    expect(transport.attempts).toBe(MAX_ATTEMPTS);
    expect(rowOf(t, id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
      lastError: '421 4.3.2 Service not available, try later',
    });
  });

  it('sends a message once when a delivery and a sweep race for it', async () => {
    const transport = scriptedTransport();
    t = await startTestApp({}, { mailTransport: transport });
    const id = t.app.mailer.enqueue(mail);
    transport.hold();

    const delivery = t.app.mailer.deliver(id);
    const sweep = t.app.mailer.deliverDue();
    const again = t.app.mailer.deliver(id);
    transport.release();
    await Promise.all([delivery, sweep, again]);
    await t.app.mailer.deliver(id);

    expect(transport.attempts).toBe(1);
    expect(transport.sent).toHaveLength(1);
    expect(rowOf(t, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries on its own timer', async () => {
    const transport = scriptedTransport(1);
    t = await startTestApp({ MAIL_RETRY_SECONDS: '1' }, { mailTransport: transport });
    const id = t.app.mailer.enqueue(mail);

    await t.app.mailer.deliver(id);
    expect(rowOf(t, id)?.status).toBe('failed');

    await vi.waitFor(() => expect(rowOf(t as TestApp, id)?.status).toBe('sent'), {
      timeout: 30_000,
      interval: 50,
    });
    expect(transport.sent).toHaveLength(1);
  });

  it('stores nothing when the caller’s transaction rolls back', async () => {
    t = await startTestApp();
    const app = t.app;

    expect(() =>
      app.db.transaction((tx) => {
        app.mailer.enqueue(mail, tx);
        throw new Error('the enquiry could not be stored');
      }),
    ).toThrow('the enquiry could not be stored');

    expect(t.count('mail_outbox')).toBe(0);
  });

  it('keeps a subject on one line', async () => {
    t = await startTestApp();
    const id = t.app.mailer.enqueue({ ...mail, subject: 'Hello\r\nBcc: someone@example.com ' });
    expect(rowOf(t, id)?.subject).toBe('Hello Bcc: someone@example.com');
  });

  it('finishes a delivery in flight, and records it, before shutting down', async () => {
    const transport = scriptedTransport();
    const started = await startTestApp({}, { mailTransport: transport });
    const id = started.app.mailer.enqueue(mail);
    transport.hold();
    const delivery = started.app.mailer.deliver(id);

    // The delivery is at the transport, held, when close() begins; it is let go only then.
    await vi.waitFor(() => expect(transport.attempts).toBe(1), { timeout: 30_000 });
    const closing = started.app.close();
    transport.release();
    await closing;
    await delivery;

    expect(transport.sent).toHaveLength(1);
    expect(transport.closed).toBe(true);
    const sqlite = new Database(join(started.dir, 'hotel.db'), { readonly: true });
    try {
      expect(
        sqlite.prepare('select status, attempts from mail_outbox where id = ?').get(id),
      ).toEqual({ status: 'sent', attempts: 1 });
    } finally {
      sqlite.close();
      rmSync(started.dir, { recursive: true, force: true });
    }
  });
});

describe('mailer, when the SMTP server is down while enquiries arrive', () => {
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await smtp?.stop();
    smtp = undefined;
  });

  it('takes every form, keeps its e-mail unsent, and delivers each exactly once when the server is back', async () => {
    const down = await startSmtpServer();
    await down.stop();
    t = await startTestApp({ SMTP_URL: down.url, MAIL_RETRY_SECONDS: '1' });
    const app = t.app;
    const forms = Array.from({ length: 6 }, (_, index) => formWrite(index + 1, 'smtp-down'));

    for (const form of forms) {
      const response = await app.inject({ method: 'POST', url: form.route, payload: form.body });
      expect(response.statusCode).toBe(201);
    }
    await app.mailer.drain();

    expect(t.count('banquet_enquiries')).toBe(3);
    expect(t.count('contact_messages')).toBe(3);
    const queued = app.db.select().from(mailOutbox).all();
    expect(queued.map((row) => row.replyTo).sort()).toEqual(forms.map((form) => form.email).sort());
    for (const row of queued) {
      expect(row).toMatchObject({ status: 'failed', sentAt: null });
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.lastError).toContain('ECONNREFUSED');
    }

    // Back on the same port; from here only the mailer's own timer sends (MAIL_RETRY_SECONDS=1:
    // a sweep every second, each message due 1, 2, 4… s after its last failure).
    smtp = await startSmtpServer({ port: down.port });
    await smtp.waitFor(forms.length, 15_000);
    await vi.waitFor(
      () => {
        const rows = app.db.select().from(mailOutbox).all();
        expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
      },
      { timeout: 30_000, interval: 50 },
    );

    const replyTos = smtp.messages.map((message) => message.headers.get('reply-to'));
    expect(replyTos.sort()).toEqual(forms.map((form) => form.email).sort());
    for (const row of app.db.select().from(mailOutbox).all()) {
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row).toMatchObject({ lastError: null, nextAttemptAt: null });
      expect(row.sentAt).not.toBeNull();
    }
    await app.mailer.deliverDue();
    await app.mailer.drain();
    expect(smtp.messages).toHaveLength(forms.length);
  });

  it('delivers what a stopped app left in the outbox once it starts again', async () => {
    const down = await startSmtpServer();
    await down.stop();
    const first = await startTestApp({ SMTP_URL: down.url, MAIL_RETRY_SECONDS: '1' });
    const forms = [formWrite(1, 'restarted'), formWrite(2, 'restarted')];
    for (const form of forms) {
      const response = await first.app.inject({
        method: 'POST',
        url: form.route,
        payload: form.body,
      });
      expect(response.statusCode).toBe(201);
    }
    await first.app.close();

    smtp = await startSmtpServer({ port: down.port });
    const app = await buildApp(first.config);
    try {
      await app.ready();
      await smtp.waitFor(forms.length, 15_000);
      await vi.waitFor(
        () =>
          expect(
            app.db
              .select()
              .from(mailOutbox)
              .all()
              .map((row) => row.status),
          ).toEqual(['sent', 'sent']),
        { timeout: 30_000, interval: 50 },
      );
      expect(smtp.messages.map((message) => message.headers.get('reply-to')).sort()).toEqual(
        forms.map((form) => form.email).sort(),
      );
    } finally {
      await app.close();
      rmSync(first.dir, { recursive: true, force: true });
    }
  });
});

describe('mailer, two apps delivering from one database file', () => {
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await smtp?.stop();
    smtp = undefined;
  });

  it('sends each message exactly once when both sweep the outbox at the same moment', async () => {
    smtp = await startSmtpServer();
    const first = await startTestApp({ SMTP_URL: smtp.url });
    t = first;
    const second = await buildApp(first.config);
    try {
      await second.ready();
      const subjects = Array.from({ length: 20 }, (_, index) => `Booking ${index + 1}`);
      for (const subject of subjects) first.app.mailer.enqueue({ ...mail, subject });

      await Promise.all([
        first.app.mailer.deliverDue(),
        second.mailer.deliverDue(),
        second.mailer.deliverDue(),
        first.app.mailer.deliverDue(),
      ]);

      await smtp.waitFor(subjects.length, 10_000);
      expect(smtp.messages.map((message) => message.subject).sort()).toEqual([...subjects].sort());
      for (const row of first.app.db.select().from(mailOutbox).all()) {
        expect(row).toMatchObject({ status: 'sent', attempts: 1, claimToken: null });
      }
    } finally {
      await second.close();
    }
  });

  it('leaves a message another process holds, and takes it over once that claim lapses', async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url });
    const { db } = t.app;
    const id = t.app.mailer.enqueue(mail);
    const claimedBy = (until: Date) =>
      db
        .update(mailOutbox)
        .set({ claimToken: 'another-process', claimedUntil: until.toISOString() })
        .where(eq(mailOutbox.id, id))
        .run();

    claimedBy(new Date(Date.now() + 60_000));
    await t.app.mailer.deliver(id);
    expect(smtp.messages).toHaveLength(0);
    expect(rowOf(t, id)).toMatchObject({ status: 'pending', attempts: 0 });

    // That process died mid-delivery: its claim lapsed, and the message goes out once.
    claimedBy(new Date(Date.now() - 1_000));
    await t.app.mailer.deliver(id);
    await smtp.waitFor(1);
    expect(rowOf(t, id)).toMatchObject({ status: 'sent', attempts: 1, claimToken: null });
  });
});
