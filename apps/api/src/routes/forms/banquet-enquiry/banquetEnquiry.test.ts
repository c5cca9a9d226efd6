import { banquet } from '@hotel/content';
import { describe, expect, it } from 'vitest';
import { banquetEnquiries, banquetEnquiryEvents, mailOutbox } from '../../../db/schema.js';
import { expectFieldErrors } from '../../../test/apiAssertions.js';
import { appForEachTest, startTestApp, type TestApp } from '../../../test/testApp.js';
import { banquetEnquiryForm, LEAD_REFERENCE, sendForm } from '../../../test/visitorForms.js';

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
    expect(outbox(app.t)[0]?.subject).toMatch(
      /^Banquet enquiry BQT-\w{6}: Product Launch \(Corporate & Business Events\) from Asha Patil$/,
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

describe('POST /api/banquet-enquiry, the lead', () => {
  const app = appForEachTest();

  it('answers the reference it stored, with when the manager calls, and starts the pipeline at new', async () => {
    const response = await send(app.t, enquiry);
    expect(response.statusCode, response.body).toBe(201);
    const { reference, message } = response.json();
    expect(reference).toMatch(LEAD_REFERENCE);
    expect(message).toBe(
      `Thank you for your enquiry! Your reference is ${reference}. ${banquet.enquiry.callBack}`,
    );
    const stored = app.t.app.db.select().from(banquetEnquiries).get();
    expect(stored).toMatchObject({
      reference,
      status: 'new',
      eventDate: enquiry.eventDate,
      alternativeDate: enquiry.alternativeDate,
      guests: 300,
      rooms: 12,
      nights: 2,
      catering: 'jain',
      budget: '5-10-lakh',
    });
    expect(app.t.app.db.select().from(banquetEnquiryEvents).all()).toMatchObject([
      { enquiryId: stored?.id, from: null, to: 'new', actorId: null },
    ]);
    const mail = outbox(app.t)[0];
    expect(mail?.subject).toContain(reference);
    expect(mail?.text).toContain(`Reference: ${reference}`);
    expect(mail?.text).toContain('Guests:    300');
    expect(mail?.text).toContain('Catering:  Jain');
  });

  it('gives each lead its own reference', async () => {
    const first = (await send(app.t, enquiry)).json().reference;
    const second = (await send(app.t, enquiry)).json().reference;
    expect(first).not.toBe(second);
  });

  it('refuses more guests than the category takes, naming its capacity', async () => {
    const response = await send(app.t, { ...enquiry, guests: 501 });
    expectFieldErrors(response, {
      guests:
        'The hall takes 300 guests seated or 500 standing for Social & Personal Events. For more, please call us.',
    });
    expect(app.t.count('banquet_enquiries')).toBe(0);
  });

  it('names each bad lead field', async () => {
    const response = await send(app.t, {
      ...enquiry,
      eventDate: '',
      guests: 'many',
      rooms: 2,
      nights: 0,
      catering: 'vegan',
      budget: 'any',
    });
    expectFieldErrors(response, {
      eventDate: 'Please choose the date of the event.',
      guests: 'The number of guests must be a number.',
      catering: 'Please choose vegetarian, non-vegetarian or Jain catering.',
      budget: 'Please choose one of the budget ranges.',
      nights: 'Please say for how many nights the rooms are needed.',
    });
    expect(app.t.count('banquet_enquiries')).toBe(0);
  });
});
