import { fields } from '@hotel/validators';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import {
  bodyValidationError,
  expectFieldRefusal,
  expectInternalError,
} from '../../test/apiAssertions.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtpServer.js';
import { appForEachTest, startTestApp, type TestApp } from '../../test/testApp.js';
import {
  sendForm,
  sharedRefusals,
  type VisitorFormCase,
  visitorForms,
} from '../../test/visitorForms.js';

/** What both visitor's forms do alike: store, queue the mail, answer 201; or refuse, storing nothing. */
const outbox = (t: TestApp) => t.app.db.select().from(mailOutbox).all();

function expectMailText(form: VisitorFormCase, text: string) {
  for (const line of form.mail.says) expect(text).toContain(line);
}

describe.each(visitorForms)('POST $url', (form) => {
  const send = (t: TestApp, payload: unknown) => sendForm(t, form.url, payload);

  describe('with no SMTP server configured', () => {
    const app = appForEachTest();

    it('stores the form and keeps the e-mail about it in the outbox', async () => {
      const response = await send(app.t, form.form);

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: 1, ...form.answer });
      expect(form.rows(app.t)).toEqual([
        { ...form.stored, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      ]);
      const [mail, ...others] = outbox(app.t);
      expect(others).toEqual([]);
      expect(mail).toMatchObject({
        to: form.mail.to,
        replyTo: form.form.email,
        subject: form.mail.subject,
        status: 'pending',
        attempts: 0,
        sentAt: null,
      });
      expectMailText(form, mail?.text ?? '');
      expect(mail?.text).toContain(`${form.mail.kind} no. 1, received `);

      expect(app.t.app.mailer.mode).toBe('outbox');
      await app.t.app.mailer.deliverDue();
      expect(outbox(app.t)[0]).toMatchObject({ status: 'pending', attempts: 0 });
    });

    it('refuses a name with a line break (a mail header smuggled into the subject), storing nothing', async () => {
      const response = await send(app.t, {
        ...form.form,
        name: 'Asha\r\nBcc: someone@example.com',
      });

      expectFieldRefusal(response, 'name', fields.CONTROL_CHARACTERS_MESSAGE);
      expect(outbox(app.t)).toEqual([]);
      expect(app.t.count(form.table)).toBe(0);
    });

    it('answers 500 without internals and keeps no form without its e-mail', async () => {
      app.t.app.db.run(
        sql`create trigger outbox_full before insert on mail_outbox begin select raise(abort, 'disk I/O error'); end`,
      );

      const response = await send(app.t, form.form);

      expect(response.statusCode).toBe(500);
      expectInternalError(response);
      expect(app.t.count(form.table)).toBe(0);
      expect(app.t.count('mail_outbox')).toBe(0);
    });
  });

  describe('refuses, storing nothing', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(async () => {
      await t.close();
    });
    afterEach(() => {
      expect(t.count(form.table)).toBe(0);
      expect(t.count('mail_outbox')).toBe(0);
    });

    it.each([...sharedRefusals, ...form.refusals])(
      '%s (400 with a message per field)',
      async (_case, change, messages) => {
        const response = await send(t, { ...form.form, ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(bodyValidationError(messages));
      },
    );

    it.each([
      ['an array', JSON.stringify([form.form])],
      ['a string', '"hello"'],
    ])('a body that is not an object: %s (400)', async (_case, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: form.url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(bodyValidationError({ _: form.notAnObject }));
    });
  });

  it('still takes the form under a 1 KB body limit', async () => {
    const t = await startTestApp({ BODY_LIMIT_BYTES: '1024' });
    try {
      expect((await send(t, form.form)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  describe('delivered over SMTP', () => {
    let t: TestApp | undefined;
    const servers: TestSmtpServer[] = [];
    const smtpServer = async (options?: { port: number }) => {
      const server = await startSmtpServer(options);
      servers.push(server);
      return server;
    };
    afterEach(async () => {
      vi.useRealTimers();
      await t?.close();
      t = undefined;
      await Promise.all(servers.splice(0).map((server) => server.stop()));
    });

    it('e-mails the form right after answering, and marks the message sent', async () => {
      const smtp = await smtpServer();
      t = await startTestApp({ SMTP_URL: smtp.url });

      const response = await send(t, form.form);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: 1, ...form.answer });

      const [received] = await smtp.waitFor(1);
      expect(received?.envelope.to).toEqual([form.mail.to]);
      expect(received?.headers.get('to')).toBe(form.mail.to);
      expect(received?.headers.get('reply-to')).toBe(form.form.email);
      expect(received?.headers.get('from')).toBe('Hotel group <no-reply@example.com>');
      expect(received?.subject).toEqual(form.mail.subject);
      expectMailText(form, received?.text ?? '');

      await t.app.mailer.drain();
      expect(outbox(t)).toEqual([
        expect.objectContaining({
          status: 'sent',
          attempts: 1,
          lastError: null,
          nextAttemptAt: null,
          sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        }),
      ]);
      expect(smtp.messages).toHaveLength(1);
    });

    it('keeps the form when the SMTP server is down, and delivers it once the retry is due', async () => {
      const down = await smtpServer();
      await down.stop();
      t = await startTestApp({ SMTP_URL: down.url, MAIL_RETRY_SECONDS: '60' });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));

      const response = await send(t, form.form);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: 1, ...form.answer });
      await t.app.mailer.drain();
      expect(t.count(form.table)).toBe(1);
      expect(outbox(t)).toEqual([
        expect.objectContaining({
          status: 'failed',
          attempts: 1,
          lastError: expect.stringContaining('ECONNREFUSED'),
          nextAttemptAt: '2026-03-01T10:01:00.000Z',
          sentAt: null,
        }),
      ]);

      const back = await smtpServer({ port: down.port });
      await t.app.mailer.deliverDue();
      expect(back.messages).toHaveLength(0);
      expect(outbox(t)[0]).toMatchObject({ status: 'failed', attempts: 1 });

      vi.setSystemTime(new Date('2026-03-01T10:01:00.000Z'));
      await t.app.mailer.deliverDue();
      const [received] = await back.waitFor(1);
      expect(received?.envelope.to).toEqual([form.mail.to]);
      expect(received?.subject).toEqual(form.mail.subject);
      expectMailText(form, received?.text ?? '');
      expect(outbox(t)[0]).toMatchObject({
        status: 'sent',
        attempts: 2,
        lastError: null,
        nextAttemptAt: null,
        sentAt: '2026-03-01T10:01:00.000Z',
      });
    });
  });
});
