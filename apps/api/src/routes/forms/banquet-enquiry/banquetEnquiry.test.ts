import { describe, expect, it } from 'vitest';
import { banquetEnquiries, mailOutbox } from '../../../db/schema.js';
import { appForEachTest, startTestApp, type TestApp } from '../../../test/testApp.js';
import { banquetEnquiryForm, sendForm } from '../../../test/visitorForms.js';

// What every visitor's form does (store, mail, refuse) is tested for this one in ../forms.test.ts.
const enquiry = banquetEnquiryForm.form;
const send = (t: TestApp, payload: unknown) => sendForm(t, banquetEnquiryForm.url, payload);
const outbox = (t: TestApp) => t.app.db.select().from(mailOutbox).all();

describe('POST /api/banquet-enquiry, the categories and events of the banquet content', () => {
  const app = appForEachTest();

  it('accepts the category’s id and stores its title', async () => {
    const response = await send(app.t, {
      ...enquiry,
      category: 'corporate-business-events',
      eventType: 'Product Launch',
      selectedEvent: 'Product Launch',
    });

    expect(response.statusCode).toBe(201);
    expect(app.t.app.db.select().from(banquetEnquiries).get()).toMatchObject({
      category: 'Corporate & Business Events',
      eventType: 'Product Launch',
    });
    expect(outbox(app.t)[0]?.subject).toBe(
      'Banquet enquiry: Product Launch (Corporate & Business Events) from Asha Patil',
    );
  });

  it('accepts an enquiry without selectedEvent, or with the dropdown left empty', async () => {
    const { selectedEvent: _omitted, ...withoutSelected } = enquiry;
    expect((await send(app.t, withoutSelected)).statusCode).toBe(201);
    expect((await send(app.t, { ...enquiry, selectedEvent: '' })).statusCode).toBe(201);
    expect(app.t.count('banquet_enquiries')).toBe(2);
    expect(app.t.count('mail_outbox')).toBe(2);
  });
});

it('POST /api/banquet-enquiry goes to BANQUET_MANAGER_EMAIL when it is configured', async () => {
  const t = await startTestApp({ BANQUET_MANAGER_EMAIL: 'events.manager@example.com' });
  try {
    expect((await send(t, enquiry)).statusCode).toBe(201);
    expect(outbox(t)[0]?.to).toBe('events.manager@example.com');
  } finally {
    await t.close();
  }
});
