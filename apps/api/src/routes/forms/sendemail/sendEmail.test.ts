import { getProperty } from '@hotel/content';
import { describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../../db/schema.js';
import { startSmtpServer } from '../../../test/smtpServer.js';
import { appForEachTest, startTestApp, type TestApp } from '../../../test/testApp.js';
import { contactForm, sendForm } from '../../../test/visitorForms.js';

// What every visitor's form does (store, mail, refuse) is tested for this one in ../forms.test.ts.
const contact = contactForm.form;
const send = (t: TestApp, payload: unknown) => sendForm(t, contactForm.url, payload);

describe('POST /api/sendemail, for each property of the content', () => {
  const app = appForEachTest();

  it.each(['hotel-aagam-executive', 'hotel-akash-executive', 'akash-banquet-hall'])(
    'addresses a message for %s to that property’s e-mail',
    async (property) => {
      expect((await send(app.t, { ...contact, property })).statusCode).toBe(201);
      expect(app.t.app.db.select().from(mailOutbox).get()?.to).toBe(getProperty(property)?.email);
      expect(app.t.app.db.select().from(contactMessages).get()?.propertyId).toBe(property);
    },
  );
});

it('POST /api/sendemail e-mails a message in Devanagari with its text intact', async () => {
  const smtp = await startSmtpServer();
  const t = await startTestApp({ SMTP_URL: smtp.url });
  try {
    const message = `नमस्कार! ${'We would like two rooms for the Ellora trip, with breakfast. '.repeat(3)}`;
    const response = await send(t, {
      ...contact,
      name: 'रोहन देशमुख',
      subject: 'वेरूळ सहल – rooms',
      message,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 1, ...contactForm.answer });

    const [received] = await smtp.waitFor(1);
    expect(received?.envelope.to).toEqual([contactForm.mail.to]);
    expect(received?.headers.get('reply-to')).toBe('rohan.d@example.com');
    expect(received?.subject).toBe('Website message: वेरूळ सहल – rooms (from रोहन देशमुख)');
    expect(received?.text).toContain('Name:      रोहन देशमुख');
    expect(received?.text).toContain(`Message:\n${message.trim()}\n`);
    await t.app.mailer.drain();
    expect(t.app.db.select().from(mailOutbox).all()).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, lastError: null }),
    ]);
    expect(smtp.messages).toHaveLength(1);
  } finally {
    await t.close();
    await smtp.stop();
  }
});
