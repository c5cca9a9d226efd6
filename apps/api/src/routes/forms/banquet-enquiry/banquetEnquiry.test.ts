import { banquet } from '@hotel/content';
import { fields } from '@hotel/validators';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { banquetEnquiries, mailOutbox } from '../../../db/schema.js';
import {
  bodyValidationError,
  expectFieldRefusal,
  expectInternalError,
} from '../../../test/apiAssertions.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtpServer.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

const enquiry = {
  name: 'Asha Patil',
  email: 'asha.patil@example.com',
  phone: '+91 98765 43210',
  message: 'We would like the hall for a reception of about 300 guests\non 12 December.',
  category: 'Social & Personal Events',
  eventType: 'Wedding Reception',
  selectedEvent: 'Wedding Reception',
};

const THANK_YOU = 'Thank you for your enquiry! We will get back to you soon.';
const SUBJECT = 'Banquet enquiry: Wedding Reception (Social & Personal Events) from Asha Patil';

const send = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/banquet-enquiry', payload: payload as object });

const outbox = (t: TestApp) => t.app.db.select().from(mailOutbox).all();

function expectEveryField(text: string) {
  expect(text).toContain('Name:      Asha Patil');
  expect(text).toContain('E-mail:    asha.patil@example.com');
  expect(text).toContain('Phone:     +91 98765 43210');
  expect(text).toContain('Category:  Social & Personal Events');
  expect(text).toContain('Event:     Wedding Reception');
  expect(text).toContain(
    'Message:\nWe would like the hall for a reception of about 300 guests\non 12 December.\n',
  );
}

describe('POST /api/banquet-enquiry, with no SMTP server configured', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('stores the enquiry and keeps the banquet manager’s e-mail in the outbox', async () => {
    const response = await send(t, enquiry);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 1, message: THANK_YOU });
    expect(t.app.db.select().from(banquetEnquiries).all()).toEqual([
      {
        id: 1,
        name: 'Asha Patil',
        email: 'asha.patil@example.com',
        phone: '+91 98765 43210',
        message: enquiry.message,
        category: 'Social & Personal Events',
        eventType: 'Wedding Reception',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const [mail, ...others] = outbox(t);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: banquet.email,
      replyTo: 'asha.patil@example.com',
      subject: SUBJECT,
      status: 'pending',
      attempts: 0,
      sentAt: null,
    });
    expectEveryField(mail?.text ?? '');
    expect(mail?.text).toContain('Enquiry no. 1, received ');

    expect(t.app.mailer.mode).toBe('outbox');
    await t.app.mailer.deliverDue();
    expect(outbox(t)[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('accepts the category’s id and stores its title', async () => {
    const response = await send(t, {
      ...enquiry,
      category: 'corporate-business-events',
      eventType: 'Product Launch',
      selectedEvent: 'Product Launch',
    });

    expect(response.statusCode).toBe(201);
    expect(t.app.db.select().from(banquetEnquiries).get()).toMatchObject({
      category: 'Corporate & Business Events',
      eventType: 'Product Launch',
    });
    expect(outbox(t)[0]?.subject).toBe(
      'Banquet enquiry: Product Launch (Corporate & Business Events) from Asha Patil',
    );
  });

  it('accepts an enquiry without selectedEvent, or with the dropdown left empty', async () => {
    const { selectedEvent: _omitted, ...withoutSelected } = enquiry;
    expect((await send(t, withoutSelected)).statusCode).toBe(201);
    expect((await send(t, { ...enquiry, selectedEvent: '' })).statusCode).toBe(201);
    expect(t.count('banquet_enquiries')).toBe(2);
    expect(t.count('mail_outbox')).toBe(2);
  });

  it('refuses a name with a line break (a mail header smuggled into the subject), storing nothing', async () => {
    const response = await send(t, { ...enquiry, name: 'Asha\r\nBcc: someone@example.com' });

    expectFieldRefusal(response, 'name', fields.CONTROL_CHARACTERS_MESSAGE);
    expect(outbox(t)).toEqual([]);
    expect(t.count('banquet_enquiries')).toBe(0);
  });
});

describe('POST /api/banquet-enquiry, when the e-mail cannot be queued', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers 500 without internals and keeps no enquiry without its e-mail', async () => {
    t.app.db.run(
      sql`create trigger outbox_full before insert on mail_outbox begin select raise(abort, 'disk I/O error'); end`,
    );

    const response = await send(t, enquiry);

    expect(response.statusCode).toBe(500);
    expectInternalError(response);
    expect(t.count('banquet_enquiries')).toBe(0);
    expect(t.count('mail_outbox')).toBe(0);
  });
});

describe('POST /api/banquet-enquiry, banquet manager’s address', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('goes to BANQUET_MANAGER_EMAIL when it is configured', async () => {
    t = await startTestApp({ BANQUET_MANAGER_EMAIL: 'events.manager@example.com' });
    expect((await send(t, enquiry)).statusCode).toBe(201);
    expect(outbox(t)[0]?.to).toBe('events.manager@example.com');
  });
});

describe('POST /api/banquet-enquiry refuses, storing nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    expect(t.count('banquet_enquiries')).toBe(0);
    expect(t.count('mail_outbox')).toBe(0);
  });

  it.each([
    [
      'a category we do not host',
      { category: 'Sports Events' },
      { category: 'Please choose one of our event categories.' },
    ],
    [
      'an event of another category',
      { eventType: 'Product Launch', selectedEvent: 'Product Launch' },
      { eventType: 'Please select an event from Social & Personal Events.' },
    ],
    [
      'an event we do not list',
      { eventType: 'Cricket Match', selectedEvent: 'Cricket Match' },
      { eventType: 'Please select an event from Social & Personal Events.' },
    ],
    [
      'a selected event other than the event type',
      { selectedEvent: 'Haldi Ceremony' },
      { eventType: 'The selected event and the event type differ. Please select the event again.' },
    ],
    ['a missing field', { phone: undefined }, { phone: 'Please enter your phone number.' }],
    ['a blank name', { name: '   ' }, { name: 'Please enter your name.' }],
    [
      'a field of the wrong type',
      { phone: 9876543210, eventType: ['Wedding Reception'] },
      { phone: 'Please enter your phone number.', eventType: 'Please select an event.' },
    ],
    [
      'a malformed e-mail address',
      { email: 'asha@' },
      { email: 'Please enter a valid email address.' },
    ],
    [
      'a malformed phone number',
      { phone: 'call me' },
      { phone: 'Please enter a valid phone number.' },
    ],
    [
      'a name that is too long',
      { name: 'A'.repeat(101) },
      { name: 'Please keep the name under 100 characters.' },
    ],
    [
      'a message that is too long',
      { message: 'x'.repeat(2001) },
      { message: 'Please keep the message under 2,000 characters.' },
    ],
    [
      'an event that is too long',
      { eventType: 'x'.repeat(101), selectedEvent: undefined },
      { eventType: 'Please keep the event under 100 characters.' },
    ],
    [
      'several problems at once, each named',
      { name: '', category: 'Sports Events', email: 'nobody' },
      {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address.',
        category: 'Please choose one of our event categories.',
      },
    ],
    [
      'a field the form does not have',
      { budget: 50000 },
      { _: 'This form has no field “budget”.' },
    ],
  ])('%s (400 with a message per field)', async (_case, change, fields) => {
    const response = await send(t, { ...enquiry, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(bodyValidationError(fields));
  });

  it('a body that is not an object (400)', async () => {
    const response = await send(t, [enquiry]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      bodyValidationError({ _: 'Please send the enquiry as a JSON object.' }),
    );
  });
});

describe('POST /api/banquet-enquiry, delivered over SMTP', () => {
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

  it('e-mails the banquet manager right after answering, and marks the message sent', async () => {
    const smtp = await smtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url });

    const response = await send(t, enquiry);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 1, message: THANK_YOU });

    const [received] = await smtp.waitFor(1);
    expect(received?.envelope.to).toEqual([banquet.email]);
    expect(received?.headers.get('to')).toBe(banquet.email);
    expect(received?.headers.get('reply-to')).toBe('asha.patil@example.com');
    expect(received?.headers.get('from')).toBe('Hotel group <no-reply@example.com>');
    expect(received?.subject).toBe(SUBJECT);
    expectEveryField(received?.text ?? '');

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

  it('keeps the enquiry when the SMTP server is down, and delivers it once the retry is due', async () => {
    const down = await smtpServer();
    await down.stop();
    t = await startTestApp({ SMTP_URL: down.url, MAIL_RETRY_SECONDS: '60' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));

    const response = await send(t, enquiry);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 1, message: THANK_YOU });
    await t.app.mailer.drain();
    expect(t.count('banquet_enquiries')).toBe(1);
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
    expect(received?.envelope.to).toEqual([banquet.email]);
    expect(received?.subject).toBe(SUBJECT);
    expectEveryField(received?.text ?? '');
    expect(outbox(t)[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
      nextAttemptAt: null,
      sentAt: '2026-03-01T10:01:00.000Z',
    });
  });
});
