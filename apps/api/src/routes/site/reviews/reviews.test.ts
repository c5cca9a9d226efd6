import { REVIEW_PAGE_PATH } from '@hotel/validators/reviewTexts';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox, reviewInvitations, reviews, smsOutbox } from '../../../db/schema.js';
import { sha256 } from '../../../lib/secrets.js';
import { REVIEW_MESSAGES } from '../../../reviews/messages.js';
import {
  expectFailure,
  expectFieldErrors,
  expectFieldRefusal,
} from '../../../test/apiAssertions.js';
import { dayInIndia, insertBooking, roomIdOf } from '../../../test/bookingFixtures.js';
import { exampleReview, invitedStay } from '../../../test/reviewFixtures.js';
import { appWithAdminForEachTest, type TestApp } from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';
const app = appWithAdminForEachTest();

const post = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', payload });
const deskStep = (reference: string, step: string) =>
  app.t.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${reference}/${step}`,
    headers: { cookie: app.admin },
  });
const publish = (id: number) =>
  app.t.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${id}/publish`,
    headers: { cookie: app.admin },
  });
const linkIn = (text: string) => {
  const match = new RegExp(`${REVIEW_PAGE_PATH}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No review link in: ${text}`);
  return match[1];
};

/** A confirmed booking of a Grand Imperial room from today for `nights`. */
const arrivingToday = (
  reference: string,
  roomNumber: string,
  nights: number,
  guest: Partial<Parameters<typeof insertBooking>[1]> = {},
) =>
  insertBooking(app.t.app.db, {
    reference,
    roomId: roomIdOf(app.t.app.db, GRAND, roomNumber),
    checkIn: dayInIndia(0),
    checkOut: dayInIndia(nights),
    status: 'confirmed',
    ...guest,
  });

const SUNITA = {
  guestName: 'Sunita Deshmukh',
  guestEmail: 'sunita@example.com',
  guestMobile: '9822000001',
};

describe('the invitation at check-out', () => {
  it('e-mails and texts the guest a single-use link when the desk checks the stay out, and keeps only its hash', async () => {
    const reference = 'DSH-REVW01';
    arrivingToday(reference, '401', 2, SUNITA);
    expect((await deskStep(reference, 'check-in')).statusCode).toBe(200);
    // Checked in is not a stay over: nobody is invited yet.
    expect(app.t.count('review_invitations')).toBe(0);

    const out = await deskStep(reference, 'check-out');
    expect(out.statusCode, out.body).toBe(200);

    const mail = app.t.app.db.select().from(mailOutbox).all().at(-1);
    expect(mail).toMatchObject({
      to: 'sunita@example.com',
      subject: 'How was your stay at Hotel Grand Imperial?',
    });
    expect(mail?.text).toContain('Dear Sunita,');
    expect(mail?.text).toContain('Luxury Room');
    const token = linkIn(mail?.text ?? '');
    const stored = app.t.app.db.select().from(reviewInvitations).get();
    expect(stored).toMatchObject({ reference, hotelId: GRAND, roomTypeId: 'grand-luxury-room' });
    expect(stored?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // The text goes out too; the outbox keeps it with the link's secret masked.
    const text = app.t.app.db.select().from(smsOutbox).all().at(-1);
    expect(text?.to).toBe('9822000001');
    expect(text?.text).toContain(`${REVIEW_PAGE_PATH}/••••••`);
    expect(text?.text).not.toContain(token);

    const opened = await app.t.app.inject({
      method: 'GET',
      url: `/api/reviews/invitation/${token}`,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({
      hotelName: 'Hotel Grand Imperial',
      roomTitle: 'Luxury Room',
      stayMonth: dayInIndia(0).slice(0, 7),
      firstName: 'Sunita',
    });
  });

  it('invites a stay booked from a Marathi page in Marathi, to the Marathi review page', async () => {
    const reference = 'DSH-REVW03';
    arrivingToday(reference, '402', 1, { ...SUNITA, lang: 'mr' });
    expect((await deskStep(reference, 'check-in')).statusCode).toBe(200);
    expect((await deskStep(reference, 'check-out')).statusCode).toBe(200);

    const mail = app.t.app.db.select().from(mailOutbox).all().at(-1);
    expect(mail?.subject).toBe('Hotel Grand Imperial मधील तुमचा मुक्काम कसा होता?');
    expect(mail?.text).toContain('प्रिय Sunita,');
    expect(mail?.text).toContain(
      `Hotel Grand Imperial मध्ये आमच्याकडे राहिल्याबद्दल धन्यवाद (बुकिंग ${reference}, `,
    );
    expect(mail?.text).toMatch(/ही लिंक फक्त तुमच्यासाठी आहे: ती या मुक्कामासाठी एकदाच, 60 दिवस चालते\./);
    expect(mail?.text).not.toMatch(/Dear|Thank you/);
    const token = linkIn(mail?.text ?? '');
    expect(mail?.text).toContain(`/mr${REVIEW_PAGE_PATH}/${token}`);
    const text = app.t.app.db.select().from(smsOutbox).all().at(-1);
    expect(text?.text).toContain('Hotel Grand Imperial मध्ये राहिल्याबद्दल धन्यवाद.');
    expect(text?.text).toContain(`/mr${REVIEW_PAGE_PATH}/••••••`);
  });

  it('invites nobody for a no-show', async () => {
    const reference = 'DSH-REVW02';
    arrivingToday(reference, '101', 1);
    expect((await deskStep(reference, 'no-show')).statusCode).toBe(200);
    expect(app.t.count('review_invitations')).toBe(0);
    expect(app.t.count('mail_outbox')).toBe(0);
  });
});

describe('POST /api/reviews', () => {
  it('stores the review of the stay, waiting for the desk, in Marathi as in English', async () => {
    const { token } = invitedStay(app.t.app.db);
    const response = await post(
      app.t,
      exampleReview(token, {
        language: 'mr',
        title: 'उत्तम सेवा',
        text: 'खोली स्वच्छ होती आणि कर्मचारी खूप मदत करणारे होते. पुन्हा नक्की येऊ.',
        staff: null,
        value: '',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      status: 'pending',
      message: REVIEW_MESSAGES.received,
    });
    expect(app.t.app.db.select().from(reviews).get()).toMatchObject({
      status: 'pending',
      rating: 5,
      staff: null,
      value: null,
      cleanliness: 5,
      language: 'mr',
      title: 'उत्तम सेवा',
      hotelId: GRAND,
      roomTypeId: 'grand-single-bed',
    });
  });

  it('refuses a second review of the same stay, storing nothing', async () => {
    const { token } = invitedStay(app.t.app.db);
    expect((await post(app.t, exampleReview(token))).statusCode).toBe(201);
    const again = await post(app.t, exampleReview(token, { title: 'Second thoughts' }));
    expectFailure(again, 409, 'ALREADY_REVIEWED', REVIEW_MESSAGES.used);
    expect(app.t.count('reviews')).toBe(1);
    const reopened = await app.t.app.inject({
      method: 'GET',
      url: `/api/reviews/invitation/${token}`,
    });
    expectFailure(reopened, 409, 'ALREADY_REVIEWED', REVIEW_MESSAGES.used);
  });

  it('takes one of two reviews sent at once with the same link', async () => {
    const { token } = invitedStay(app.t.app.db);
    const answers = await Promise.all([
      post(app.t, exampleReview(token, { title: 'First' })),
      post(app.t, exampleReview(token, { title: 'Second' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(app.t.count('reviews')).toBe(1);
  });

  it('refuses a visitor without a valid link: no token, or one no stay was given', async () => {
    const { token: _real, ...withoutToken } = exampleReview('x');
    expectFieldRefusal(
      await post(app.t, withoutToken),
      'token',
      'This review link is not complete. Please open the link from your e-mail again.',
    );
    const made = await post(app.t, exampleReview('a'.repeat(43)));
    expectFailure(made, 404, 'NOT_FOUND', REVIEW_MESSAGES.unknownLink);
    expect(app.t.count('reviews')).toBe(0);
  });

  it('takes a link up to its 60 days, and refuses it a second after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sixtyDays = 60 * 24 * 60 * 60 * 1000;
    const invited = Date.now();
    const late = invitedStay(app.t.app.db);
    const inTime = invitedStay(app.t.app.db, { roomNumber: '102' });
    vi.setSystemTime(invited + sixtyDays + 1000);
    expectFailure(
      await post(app.t, exampleReview(late.token)),
      410,
      'LINK_EXPIRED',
      REVIEW_MESSAGES.expired,
    );
    expect(app.t.count('reviews')).toBe(0);
    vi.setSystemTime(invited + sixtyDays - 1000);
    expect((await post(app.t, exampleReview(inTime.token))).statusCode).toBe(201);
  });

  it('names each bad field with a message', async () => {
    const { token } = invitedStay(app.t.app.db);
    const response = await post(app.t, {
      token,
      rating: 6,
      cleanliness: 0,
      title: '',
      text: 'Too short',
      language: 'fr',
    });
    expectFieldErrors(response, {
      rating: 'Please choose a rating from 1 to 5 stars.',
      cleanliness: 'Please choose a rating for cleanliness from 1 to 5 stars.',
      title: 'Please give your review a title.',
      text: 'Please write at least 20 characters about your stay.',
      language: 'Please choose the language of your review.',
    });
    expect(app.t.count('reviews')).toBe(0);
  });
});

describe('GET /api/reviews', () => {
  /** A review written and published through the API; answers its id. */
  async function publishedReview(extra: Record<string, unknown> = {}, roomNumber = '101') {
    const { token } = invitedStay(app.t.app.db, { roomNumber, guestName: 'Ravi Kulkarni' });
    const written = await post(app.t, exampleReview(token, extra));
    expect(written.statusCode, written.body).toBe(201);
    const id = written.json().id as number;
    expect((await publish(id)).statusCode).toBe(200);
    return id;
  }
  const read = async (query: string) => {
    const response = await app.t.app.inject({ method: 'GET', url: `/api/reviews?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('shows only published reviews, with the first name, stay month, room and the hotel’s reply', async () => {
    const { token } = invitedStay(app.t.app.db);
    expect((await post(app.t, exampleReview(token))).statusCode).toBe(201);
    expect((await read(`hotelId=${GRAND}`)).reviews).toEqual([]);

    const id = await publishedReview({ rating: 4 });
    await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${id}/reply`,
      headers: { cookie: app.admin },
      payload: { text: 'Thank you, Ravi! We hope to welcome you again.' },
    });
    const answer = await read(`hotelId=${GRAND}`);
    expect(answer).toMatchObject({ hotelId: GRAND, roomTypeId: null, total: 1, aggregate: null });
    expect(answer.reviews).toEqual([
      {
        id,
        firstName: 'Ravi',
        stayMonth: dayInIndia(-3).slice(0, 7),
        roomTypeId: 'grand-single-bed',
        roomTitle: 'Single Bed',
        rating: 4,
        subRatings: { cleanliness: 5, staff: 4, location: 5, value: 4 },
        title: 'Clean rooms and a warm welcome',
        text: exampleReview('').text,
        language: 'en',
        publishedAt: expect.any(String),
        reply: { text: 'Thank you, Ravi! We hope to welcome you again.', at: expect.any(String) },
      },
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/Kulkarni|example\.com|DSH-/);
  });

  it('shows the aggregate from the fifth published review up, per hotel and per room type', async () => {
    for (const rating of [5, 4, 4, 3]) await publishedReview({ rating, staff: null });
    expect((await read(`hotelId=${GRAND}`)).aggregate).toBeNull();
    await publishedReview({ rating: 5, staff: 2 }, '401');
    expect((await read(`hotelId=${GRAND}`)).aggregate).toEqual({
      count: 5,
      average: 4.2,
      subRatings: { cleanliness: 5, staff: 2, location: 5, value: 4 },
    });
    // The single beds have four: not enough for their own.
    const singles = await read(`hotelId=${GRAND}&roomTypeId=grand-single-bed`);
    expect(singles).toMatchObject({ roomTypeId: 'grand-single-bed', total: 4, aggregate: null });
    expect(await read('hotelId=hotel-akash-executive')).toMatchObject({
      total: 0,
      aggregate: null,
    });
  });

  it('pages the reviews newest first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ids: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      vi.setSystemTime(Date.now() + 60_000);
      ids.push(await publishedReview({ title: `Stay ${n}` }));
    }
    const first = await read(`hotelId=${GRAND}`);
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 5 });
    expect(first.reviews.map((review: { id: number }) => review.id)).toEqual(
      ids.slice(2).reverse(),
    );
    const second = await read(`hotelId=${GRAND}&page=2`);
    expect(second.reviews.map((review: { id: number }) => review.id)).toEqual(
      ids.slice(0, 2).reverse(),
    );
  });

  it('answers 404 for an unknown hotel, or a room type of another hotel', async () => {
    expectFailure(
      await app.t.app.inject({ method: 'GET', url: '/api/reviews?hotelId=hotel-nowhere' }),
      404,
      'NOT_FOUND',
      REVIEW_MESSAGES.unknownHotel,
    );
    expectFailure(
      await app.t.app.inject({
        method: 'GET',
        url: `/api/reviews?hotelId=${GRAND}&roomTypeId=akash-luxury-room`,
      }),
      404,
      'NOT_FOUND',
      REVIEW_MESSAGES.unknownRoomType,
    );
    expectFieldRefusal(
      await app.t.app.inject({ method: 'GET', url: '/api/reviews' }),
      'hotelId',
      'Please choose a hotel.',
    );
  });
});

it('a review link is never written to the request log', async () => {
  const { loggedUrl } = await import('../../../lib/requestLog.js');
  expect(loggedUrl('/review/abcDEF123_-xyz?x=1')).toBe('/review/[redacted]?x=1');
  expect(loggedUrl('/api/reviews/invitation/abcDEF123')).toBe('/api/reviews/invitation/[redacted]');
  expect(loggedUrl('/api/reviews?hotelId=h')).toBe('/api/reviews?hotelId=h');
});
