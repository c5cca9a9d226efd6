import { getProperty } from '@hotel/content';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../../db/schema.js';
import { bodyValidationError, expectInternalError } from '../../../test/apiAssertions.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtpServer.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

const contact = {
  name: 'Rohan Deshmukh',
  phone: '98765 43210',
  email: 'rohan.d@example.com',
  subject: 'Early check-in',
  message: 'Our train arrives at 6 am on Friday. Could we check in early?',
  property: 'hotel-grand-imperial',
};

const SUBMITTED = 'Form submitted successfully!';
const grandImperial = getProperty('hotel-grand-imperial');

const send = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/sendemail', payload: payload as object });

const outbox = (t: TestApp) => t.app.db.select().from(mailOutbox).all();

describe('POST /api/sendemail, with no SMTP server configured', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('stores the message and keeps the e-mail to that property in the outbox', async () => {
    const response = await send(t, contact);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 1, message: SUBMITTED });
    expect(t.app.db.select().from(contactMessages).all()).toEqual([
      {
        id: 1,
        propertyId: 'hotel-grand-imperial',
        name: 'Rohan Deshmukh',
        phone: '98765 43210',
        email: 'rohan.d@example.com',
        subject: 'Early check-in',
        message: contact.message,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const [mail, ...others] = outbox(t);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: grandImperial?.email,
      replyTo: 'rohan.d@example.com',
      subject: 'Website message: Early check-in (from Rohan Deshmukh)',
      status: 'pending',
      attempts: 0,
    });
    expect(mail?.text).toContain(`to ${grandImperial?.name} from the website`);
    expect(mail?.text).toContain('Name:      Rohan Deshmukh');
    expect(mail?.text).toContain('Phone:     98765 43210');
    expect(mail?.text).toContain('E-mail:    rohan.d@example.com');
    expect(mail?.text).toContain('Subject:   Early check-in');
    expect(mail?.text).toContain(`Message:\n${contact.message}\n`);

    await t.app.mailer.deliverDue();
    expect(outbox(t)[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it.each(['hotel-aagam-executive', 'hotel-akash-executive', 'akash-banquet-hall'])(
    'addresses a message for %s to that property’s e-mail',
    async (property) => {
      expect((await send(t, { ...contact, property })).statusCode).toBe(201);
      expect(outbox(t)[0]?.to).toBe(getProperty(property)?.email);
      expect(t.app.db.select().from(contactMessages).get()?.propertyId).toBe(property);
    },
  );

  it('answers 500 without internals and keeps no message without its e-mail', async () => {
    t.app.db.run(
      sql`create trigger outbox_full before insert on mail_outbox begin select raise(abort, 'disk I/O error'); end`,
    );

    const response = await send(t, contact);

    expect(response.statusCode).toBe(500);
    expectInternalError(response);
    expect(t.count('contact_messages')).toBe(0);
    expect(t.count('mail_outbox')).toBe(0);
  });
});

describe('POST /api/sendemail refuses, storing nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    expect(t.count('contact_messages')).toBe(0);
    expect(t.count('mail_outbox')).toBe(0);
  });

  it.each([
    [
      'a property we do not have',
      { property: 'hotel-elsewhere' },
      { property: 'Please choose one of our hotels.' },
    ],
    [
      'a missing property',
      { property: undefined },
      { property: 'Please choose the hotel your message is for.' },
    ],
    ['a missing subject', { subject: undefined }, { subject: 'Please enter a subject.' }],
    [
      'the first contact variants’ keys',
      { subject: undefined, message: undefined, formSubject: 'Hi', formMessage: 'Hello' },
      {
        subject: 'Please enter a subject.',
        message: 'Please enter a message.',
        _: 'This form has no fields “formSubject” and “formMessage”.',
      },
    ],
    ['a blank message', { message: ' \n ' }, { message: 'Please enter a message.' }],
    [
      'fields of the wrong type',
      { name: { first: 'Rohan' }, property: 7 },
      {
        name: 'Please enter your name.',
        property: 'Please choose the hotel your message is for.',
      },
    ],
    [
      'a malformed e-mail address',
      { email: 'rohan@@example' },
      { email: 'Please enter a valid email address.' },
    ],
    [
      'a subject that is too long',
      { subject: 's'.repeat(151) },
      { subject: 'Please keep a subject under 150 characters.' },
    ],
    [
      'a message that is too long',
      { message: 'm'.repeat(2001) },
      { message: 'Please keep the message under 2,000 characters.' },
    ],
    [
      'several problems at once, each named',
      { phone: '12', property: 'nowhere' },
      { phone: 'Please enter a valid phone number.', property: 'Please choose one of our hotels.' },
    ],
    [
      'a field the form does not have',
      { page: '/ContactUs' },
      { _: 'This form has no field “page”.' },
    ],
  ])('%s (400 with a message per field)', async (_case, change, fields) => {
    const response = await send(t, { ...contact, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(bodyValidationError(fields));
  });

  it('a body that is not an object (400)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sendemail',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      bodyValidationError({ _: 'Please send the message as a JSON object.' }),
    );
  });
});

describe('POST /api/sendemail, body limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BODY_LIMIT_BYTES: '1024' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still takes a message under a 1 KB limit', async () => {
    expect((await send(t, contact)).statusCode).toBe(201);
  });
});

describe('POST /api/sendemail, delivered over SMTP', () => {
  let t: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.stop();
    t = undefined;
    smtp = undefined;
  });

  it('e-mails the property right after answering, non-Latin text intact', async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url });
    const message = `नमस्कार! ${'We would like two rooms for the Ellora trip, with breakfast. '.repeat(3)}`;

    const response = await send(t, {
      ...contact,
      name: 'रोहन देशमुख',
      subject: 'वेरूळ सहल – rooms',
      message,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 1, message: SUBMITTED });

    const [received] = await smtp.waitFor(1);
    expect(received?.envelope.to).toEqual([grandImperial?.email]);
    expect(received?.headers.get('reply-to')).toBe('rohan.d@example.com');
    expect(received?.subject).toBe('Website message: वेरूळ सहल – rooms (from रोहन देशमुख)');
    expect(received?.text).toContain('Name:      रोहन देशमुख');
    expect(received?.text).toContain(`Message:\n${message.trim()}\n`);

    await t.app.mailer.drain();
    expect(outbox(t)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, lastError: null }),
    ]);
    expect(smtp.messages).toHaveLength(1);
  });

  it('still takes the message when no SMTP server answers, and keeps it for retry', async () => {
    const down = await startSmtpServer();
    await down.stop();
    t = await startTestApp({ SMTP_URL: down.url });
    const before = Date.now();

    const response = await send(t, contact);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 1, message: SUBMITTED });
    await t.app.mailer.drain();
    expect(t.count('contact_messages')).toBe(1);
    const [mail] = outbox(t);
    expect(mail).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(mail?.lastError).toContain('ECONNREFUSED');
    expect(Date.parse(mail?.nextAttemptAt ?? '')).toBeGreaterThan(before);
  });
});
