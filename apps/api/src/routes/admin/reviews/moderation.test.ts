import { reviewRejectionReasons } from '@hotel/validators';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema.js';
import { REVIEW_MESSAGES } from '../../../reviews/messages.js';
import { expectFailure, expectFieldRefusal } from '../../../test/apiAssertions.js';
import { exampleReview, invitedStay } from '../../../test/reviewFixtures.js';
import { adminCookie, appForEachTest, guestCookie, staffCookie } from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';
const AKASH = 'hotel-akash-executive';
const app = appForEachTest();

/** A review written with a fresh invitation of the hotel; answers its id. */
async function writtenReview(hotelId = GRAND, guestEmail = 'asha@example.com', language = 'en') {
  const { token } = invitedStay(app.t.app.db, { hotelId, guestEmail });
  const response = await app.t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: exampleReview(token, { language }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const desk = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const lastMail = () => app.t.app.db.select().from(mailOutbox).all().at(-1);

describe('moderating reviews on the desk', () => {
  it('publishes a review, tells the guest, and records who did it', async () => {
    const id = await writtenReview();
    const staff = await staffCookie(app.t.app, GRAND, 'desk.grand@example.com');
    const pending = await desk(staff, 'GET', '/api/admin/reviews?status=pending');
    expect(pending.json()).toMatchObject([{ id, status: 'pending', hotelId: GRAND }]);

    const published = await desk(staff, 'POST', `/api/admin/reviews/${id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      id,
      status: 'published',
      publishedAt: expect.any(String),
      events: [
        { action: 'submitted', actorEmail: null, note: null },
        { action: 'published', actorEmail: 'desk.grand@example.com', note: null },
      ],
    });
    expect(lastMail()).toMatchObject({
      to: 'asha@example.com',
      subject: 'Your review of Hotel Grand Imperial is published',
    });
    expect(lastMail()?.text).toContain('/Hotel-Grand-Imperial');
    // Published once: publishing again is refused, and nothing more is sent.
    const mails = app.t.count('mail_outbox');
    expectFailure(
      await desk(staff, 'POST', `/api/admin/reviews/${id}/publish`),
      409,
      'REVIEW_STATUS',
      REVIEW_MESSAGES.notPending('published'),
    );
    expect(app.t.count('mail_outbox')).toBe(mails);
  });

  it('rejects with a reason from the list, which the guest is told', async () => {
    const id = await writtenReview();
    const admin = await adminCookie(app.t.app);
    expectFieldRefusal(
      await desk(admin, 'POST', `/api/admin/reviews/${id}/reject`, { reason: 'too harsh' }),
      'reason',
      'Please choose a reason from the list.',
    );
    const rejected = await desk(admin, 'POST', `/api/admin/reviews/${id}/reject`, {
      reason: 'personal-details',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'personal-details',
      events: [
        { action: 'submitted' },
        {
          action: 'rejected',
          note: reviewRejectionReasons['personal-details'],
          actorEmail: 'admin@example.com',
        },
      ],
    });
    expect(lastMail()?.subject).toBe('Your review of Hotel Grand Imperial was not published');
    expect(lastMail()?.text).toContain(reviewRejectionReasons['personal-details']);
    // Not shown to anyone, and it cannot be published behind the guest's back.
    const shown = await app.t.app.inject({ method: 'GET', url: `/api/reviews?hotelId=${GRAND}` });
    expect(shown.json().reviews).toEqual([]);
    expect((await desk(admin, 'POST', `/api/admin/reviews/${id}/publish`)).statusCode).toBe(409);
    expect(
      (await desk(admin, 'POST', `/api/admin/reviews/${id}/reply`, { text: 'Hi' })).statusCode,
    ).toBe(409);
  });

  it('tells a guest who wrote in Hindi or Marathi the decision in that language', async () => {
    const admin = await adminCookie(app.t.app);
    const hindi = await writtenReview(GRAND, 'asha@example.com', 'hi');
    expect((await desk(admin, 'POST', `/api/admin/reviews/${hindi}/publish`)).statusCode).toBe(200);
    expect(lastMail()?.subject).toBe('Hotel Grand Imperial की आपकी समीक्षा प्रकाशित हो गई');
    expect(lastMail()?.text).toContain(
      'Hotel Grand Imperial में ठहरने की आपकी समीक्षा “Clean rooms and a warm welcome” अब हमारी वेबसाइट पर प्रकाशित हो गई है।',
    );
    expect(lastMail()?.text).toMatch(/इसे यहाँ पढ़ें: https?:\/\/[^/]+\/hi\/\S+/);

    const marathi = await writtenReview(GRAND, 'asha@example.com', 'mr');
    const rejected = await desk(admin, 'POST', `/api/admin/reviews/${marathi}/reject`, {
      reason: 'advertising',
    });
    expect(rejected.statusCode).toBe(200);
    expect(lastMail()?.subject).toBe('Hotel Grand Imperial बद्दलचे तुमचे पुनरावलोकन प्रकाशित झाले नाही');
    expect(lastMail()?.text).toContain('कारण: त्यात जाहिरात किंवा इतर वेबसाइटच्या लिंक आहेत.');
    expect(lastMail()?.text).not.toMatch(/Dear|reason/i);
    // The desk's own history stays in English.
    expect(rejected.json().events.at(-1).note).toBe(reviewRejectionReasons.advertising);
  });

  it('keeps every reply in the history; the page shows the latest', async () => {
    const id = await writtenReview();
    const admin = await adminCookie(app.t.app);
    await desk(admin, 'POST', `/api/admin/reviews/${id}/publish`);
    await desk(admin, 'POST', `/api/admin/reviews/${id}/reply`, { text: 'Thank you!' });
    const second = await desk(admin, 'POST', `/api/admin/reviews/${id}/reply`, {
      text: 'Thank you, Asha: see you at Diwali.',
    });
    expect(second.json().reply).toEqual({
      text: 'Thank you, Asha: see you at Diwali.',
      at: expect.any(String),
    });
    expect(
      second
        .json()
        .events.map((event: { action: string; note: string | null }) => [event.action, event.note]),
    ).toEqual([
      ['submitted', null],
      ['published', null],
      ['replied', 'Thank you!'],
      ['replied', 'Thank you, Asha: see you at Diwali.'],
    ]);
    expectFieldRefusal(
      await desk(admin, 'POST', `/api/admin/reviews/${id}/reply`, { text: '  ' }),
      'text',
      'Please write the reply.',
    );
  });

  it('lets staff see and moderate their own hotel’s reviews only', async () => {
    const own = await writtenReview(GRAND);
    const other = await writtenReview(AKASH);
    const staff = await staffCookie(app.t.app, GRAND);
    const listed = await desk(staff, 'GET', '/api/admin/reviews');
    expect(listed.json().map((review: { id: number }) => review.id)).toEqual([own]);
    expectFailure(
      await desk(staff, 'GET', `/api/admin/reviews?hotelId=${AKASH}`),
      404,
      'NOT_FOUND',
      'We could not find that hotel.',
    );
    const before = app.t.counts();
    expectFailure(
      await desk(staff, 'POST', `/api/admin/reviews/${other}/publish`),
      404,
      'NOT_FOUND',
      REVIEW_MESSAGES.notFound,
    );
    expect(app.t.counts()).toEqual(before);
    const admin = await adminCookie(app.t.app);
    const all = await desk(admin, 'GET', '/api/admin/reviews');
    expect(
      all
        .json()
        .map((review: { id: number }) => review.id)
        .sort(),
    ).toEqual([own, other].sort());
  });

  it('refuses a guest (403) and a visitor (401)', async () => {
    const id = await writtenReview();
    const guest = await guestCookie(app.t.app);
    expect((await desk(guest, 'POST', `/api/admin/reviews/${id}/publish`)).statusCode).toBe(403);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(
      401,
    );
  });

  it('publishes without an e-mail when the desk took no address', async () => {
    const id = await writtenReview(GRAND, '');
    const mails = app.t.count('mail_outbox');
    const admin = await adminCookie(app.t.app);
    expect((await desk(admin, 'POST', `/api/admin/reviews/${id}/publish`)).statusCode).toBe(200);
    expect(app.t.count('mail_outbox')).toBe(mails);
  });
});
