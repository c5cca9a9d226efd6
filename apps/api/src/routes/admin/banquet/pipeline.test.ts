import { describe, expect, it } from 'vitest';
import { PIPELINE_MESSAGES } from '../../../banquet/pipeline.js';
import { expectFailure, expectFieldRefusal } from '../../../test/apiAssertions.js';
import { appWithAdminForEachTest, guestCookie, staffCookie } from '../../../test/testApp.js';
import { banquetEnquiryForm, sendForm } from '../../../test/visitorForms.js';

const app = appWithAdminForEachTest('events.desk@example.com');

/** A lead sent through the site's form; answers its id. */
async function newLead(): Promise<number> {
  const response = await sendForm(app.t, banquetEnquiryForm.url, banquetEnquiryForm.form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}
const move = (id: number, status: string, note?: string) =>
  app.t.app.inject({
    method: 'POST',
    url: `/api/admin/banquet/${id}/status`,
    headers: { cookie: app.admin },
    payload: { status, ...(note === undefined ? {} : { note }) },
  });
const list = async (query = '') =>
  (
    await app.t.app.inject({
      method: 'GET',
      url: `/api/admin/banquet${query}`,
      headers: { cookie: app.admin },
    })
  ).json();

describe('the banquet pipeline', () => {
  it('moves a lead new → contacted → quoted → won, each step with its note and who took it', async () => {
    const id = await newLead();
    expect(await list('?status=new')).toMatchObject([
      { id, status: 'new', guests: 300, catering: 'jain' },
    ]);
    expect((await move(id, 'contacted', 'Called; visiting the hall on Saturday.')).statusCode).toBe(
      200,
    );
    expect((await move(id, 'quoted', 'Quoted ₹4.2 lakh, Jain menu.')).statusCode).toBe(200);
    const won = await move(id, 'won');
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({
      id,
      status: 'won',
      events: [
        { from: null, to: 'new', note: null, actorEmail: null },
        {
          from: 'new',
          to: 'contacted',
          note: 'Called; visiting the hall on Saturday.',
          actorEmail: 'events.desk@example.com',
        },
        { from: 'contacted', to: 'quoted', note: 'Quoted ₹4.2 lakh, Jain menu.' },
        { from: 'quoted', to: 'won', note: null },
      ],
    });
    expect(await list('?status=new')).toEqual([]);
    expect(await list('?status=won')).toMatchObject([{ id }]);
  });

  it('refuses a step out of order, and any step after the end, storing nothing', async () => {
    const id = await newLead();
    const before = app.t.count('banquet_enquiry_events');
    expectFailure(
      await move(id, 'won'),
      409,
      'PIPELINE_STEP',
      PIPELINE_MESSAGES.step('new', 'won'),
    );
    expect((await move(id, 'lost', 'Booked elsewhere.')).statusCode).toBe(200);
    expectFailure(
      await move(id, 'contacted'),
      409,
      'PIPELINE_STEP',
      'This enquiry is lost, which ends the pipeline; add a note instead.',
    );
    expect(app.t.count('banquet_enquiry_events')).toBe(before + 1);
    expectFieldRefusal(await move(id, 'maybe'), 'status', 'Please choose the next step.');
  });

  it('keeps notes without changing the status', async () => {
    const id = await newLead();
    const noted = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/banquet/${id}/note`,
      headers: { cookie: app.admin },
      payload: { note: 'No answer; will call again at 5 pm.' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({
      status: 'new',
      events: [
        { to: 'new' },
        { from: 'new', to: 'new', note: 'No answer; will call again at 5 pm.' },
      ],
    });
  });

  it('answers 404 for an unknown lead, and is not for staff or guests', async () => {
    expectFailure(await move(999, 'contacted'), 404, 'NOT_FOUND', PIPELINE_MESSAGES.notFound);
    const staff = await staffCookie(app.t.app, 'hotel-grand-imperial');
    const guest = await guestCookie(app.t.app);
    for (const cookie of [staff, guest]) {
      const response = await app.t.app.inject({
        method: 'GET',
        url: '/api/admin/banquet',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
