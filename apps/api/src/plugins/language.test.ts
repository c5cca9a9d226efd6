import { exampleContactMessage } from '@hotel/test-fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { langOfHeader } from '../lib/requestLang.js';
import { dayInIndia, leaveOneRoomFree } from '../test/bookingFixtures.js';
import { payBooking } from '../test/orders.js';
import { guestCookie, startTestApp, type TestApp } from '../test/testApp.js';

const AKASH = 'hotel-akash-executive';
const ROOM = 'akash-luxury-room';
const customer = { fullName: 'Asha Patil', mobileNumber: '98765 43210', email: 'asha@example.com' };
const stay = () => ({ checkIn: dayInIndia(5), checkOut: dayInIndia(7) });

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

const inLang = (lang?: string): Record<string, string> =>
  lang === undefined ? {} : { 'accept-language': lang };

describe('the language of an answer (Accept-Language)', () => {
  it('reads exactly Marathi or Hindi, else English', () => {
    expect(langOfHeader('mr-IN')).toBe('mr');
    expect(langOfHeader('mr')).toBe('mr');
    expect(langOfHeader('HI-in')).toBe('hi');
    expect(langOfHeader('hi-IN,en;q=0.8')).toBe('hi');
    expect(langOfHeader('en-IN')).toBe('en');
    expect(langOfHeader('en-US,mr;q=0.9')).toBe('en');
    expect(langOfHeader('mr-Deva-IN')).toBe('en');
    expect(langOfHeader(undefined)).toBe('en');
  });
});

const contactForm = exampleContactMessage;
const sendContact = (payload: object, lang?: string) =>
  t.app.inject({ method: 'POST', url: '/api/sendemail', headers: inLang(lang), payload });

const logIn = (lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: inLang(lang),
    payload: { username: 'nobody_here', password: 'a long enough password' },
  });

async function quote() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { roomId: ROOM, rooms: 1, adults: 2, ...stay() },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}
const order = (quoteId: string, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: inLang(lang),
    payload: { quoteId, customer },
  });

describe('a visitor’s errors in the language of their page', () => {
  it('answers a field error in Marathi, with the same code, and stores nothing', async () => {
    const marathi = await sendContact({ ...contactForm, name: '', email: 'asha' }, 'mr-IN');
    expect(marathi.statusCode).toBe(400);
    expect(marathi.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      error: 'Bad Request',
      message: 'कृपया ठळक केलेल्या नोंदी दुरुस्त करा (body).',
      fields: { name: 'कृपया तुमचे नाव लिहा.', email: 'कृपया योग्य ई-मेल पत्ता लिहा.' },
    });
    expect(t.count('contact_messages')).toBe(0);

    const hindi = await sendContact({ ...contactForm, phone: '12' }, 'hi');
    expect(hindi.json().fields).toEqual({ phone: 'कृपया सही फ़ोन नंबर लिखें।' });
  });

  it('thanks a Marathi visitor in Marathi, while the hotel’s copy of the message stays English', async () => {
    const refused = await sendContact(
      { ...contactForm, subject: '', property: 'x'.repeat(101) },
      'mr',
    );
    expect(refused.json().fields).toEqual({
      subject: 'कृपया विषय लिहा.',
      property: 'कृपया आमच्या हॉटेल्सपैकी एक निवडा.',
    });
    const sent = await sendContact(contactForm, 'mr-IN');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ id: 1, message: 'तुमचा फॉर्म पाठवला गेला!' });
    expect(t.mails()[0]?.subject).toBe('Website message: Parking (from Asha Patil)');
  });

  it('answers a stay’s dates and a sign-up’s fields in the visitor’s language', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: inLang('mr-IN'),
      payload: { roomId: ROOM, rooms: 1, adults: 2, checkIn: '2020-01-01', checkOut: 'soon' },
    });
    expect(quote.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        checkIn: 'चेक-इनची तारीख आजच्या आधीची असू शकत नाही.',
        checkOut: 'चेक-आउटची तारीख 2026-12-31 अशी असावी.',
      },
    });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: inLang('hi-IN'),
      payload: { username: 'a!', email: 'meera@example.com', password: 'short' },
    });
    expect(signUp.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        username: 'यूज़रनेम में कम से कम 3 अक्षर होने चाहिए।',
        password: 'पासवर्ड में कम से कम 10 अक्षर होने चाहिए।',
      },
    });
  });

  it('answers today’s English without Accept-Language or with an English one', async () => {
    for (const lang of [undefined, 'en-IN', 'en-US,en;q=0.9', 'fr']) {
      const response = await sendContact({ ...contactForm, name: '', email: 'asha' }, lang);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields (body).',
        fields: { name: 'Please enter your name.', email: 'Please enter a valid email address.' },
      });
    }
  });

  it('answers a sold-out room in Marathi and Hindi, with the code SOLD_OUT', async () => {
    leaveOneRoomFree(t.app.db, { hotelId: AKASH, type: 'luxury-room', ...stay() });
    expect((await order(await quote())).statusCode).toBe(201);

    const marathi = await order(await quote(), 'mr-IN');
    expect(marathi.statusCode).toBe(409);
    expect(marathi.json()).toMatchObject({
      code: 'SOLD_OUT',
      message: 'क्षमस्व, या तारखांना ही खोली आता उपलब्ध नाही.',
    });
    const hindi = await order(await quote(), 'hi-IN');
    expect(hindi.json()).toMatchObject({
      code: 'SOLD_OUT',
      message: 'क्षमा करें, इन तारीख़ों पर यह कमरा अब उपलब्ध नहीं है।',
    });
    const english = await order(await quote());
    expect(english.json()).toMatchObject({
      code: 'SOLD_OUT',
      message: 'Sorry, this room is no longer free for these dates.',
    });
  });

  it('answers a booking limit in Marathi, with the plural of its count', async () => {
    const quoteOf = (rooms: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        headers: inLang('mr-IN'),
        payload: { roomId: ROOM, rooms, adults: 1, ...stay() },
      });
    expect((await quoteOf(2)).json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        adults: 'प्रत्येक खोलीत एक प्रौढ व्यक्ती हवी: कृपया 2 खोल्यांसाठी किमान 2 प्रौढ निवडा.',
      },
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { roomId: ROOM, rooms: 3, adults: 1, ...stay() },
    });
    expect(english.json().fields).toMatchObject({
      adults: 'Each room needs an adult: please choose at least 3 adults for 3 rooms.',
    });
  });

  it('finds a booking from a Marathi page: the answer and the code’s e-mail in Marathi', async () => {
    const booking = await payBooking(t);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      headers: inLang('mr-IN'),
      payload: { reference: booking.reference, contact: booking.guestEmail },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toMatch(/^ते बुकिंग या ई-मेल पत्त्याने .* हा कोड \d+ मिनिटे चालेल\.$/);
    const mail = t.mails().at(-1);
    expect(mail?.subject).toBe(`बुकिंग ${booking.reference} साठी तुमचा कोड`);
    expect(mail?.text).toMatch(/तो \d+ मिनिटे वैध राहील\./);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/lookup/verify',
      headers: inLang('mr-IN'),
      payload: { reference: booking.reference, contact: booking.guestEmail, code: '000000' },
    });
    expect(wrong.json()).toMatchObject({
      message: 'तो कोड बरोबर नाही. कृपया तपासून पुन्हा प्रयत्न करा.',
    });
  });

  it('answers a guest’s booking page and account refusals in Marathi and Hindi', async () => {
    const cookie = await guestCookie(t.app, 'meera');
    const booking = await payBooking(t, { cookie, ...stay(), breakfasts: 2, lunchDinners: 1 });
    const page = await t.app.inject({
      url: `/api/bookings/${booking.reference}`,
      headers: { cookie, ...inLang('mr-IN') },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().price.meals).toEqual([
      { label: 'न्याहारी: 2 × ₹250.00', amount: 50000 },
      { label: 'दुपारचे/रात्रीचे जेवण: 1 × ₹1,200.00', amount: 120000 },
    ]);
    expect(page.json().amenities).toEqual(['मोफत वाय-फाय', 'रूम सर्व्हिस']);
    const creditNote = await t.app.inject({
      url: `/api/bookings/${booking.reference}/credit-note.pdf`,
      headers: { cookie, ...inLang('mr-IN') },
    });
    expect(creditNote.statusCode).toBe(404);
    expect(creditNote.json().message).toBe('या बुकिंगची क्रेडिट नोट नाही: काहीही परत केलेले नाही.');

    const erase = (password: string, lang: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie, ...inLang(lang) },
        payload: { password },
      });
    const wrong = await erase('not the password at all', 'hi-IN');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: 'वह पासवर्ड सही नहीं है।' });
    const ahead = await erase('a long enough password', 'mr-IN');
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toMatchObject({ code: 'BOOKINGS_AHEAD' });
    expect(ahead.json().message).toMatch(
      new RegExp(
        `^तुमच्या खात्यावर अजून एक पुढचे बुकिंग आहे: ${booking.reference} \\(\\d+ [^ ]+, \\d{4} ते \\d+ [^ ]+, \\d{4}\\)\\. `,
      ),
    );
  });

  it('names a weekend night in the visitor’s language, in the price calendar and the quote', async () => {
    const from = dayInIndia(14);
    const to = dayInIndia(20);
    const calendar = async (lang: string) => {
      const response = await t.app.inject({
        url: `/api/rooms/grand-single-bed/calendar?from=${from}&to=${to}&adults=2`,
        headers: inLang(lang),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { adjustment: string | null }[]).map((night) => night.adjustment);
    };
    const english = await calendar('en-IN');
    expect(english.filter((name) => name === 'Weekend')).toHaveLength(2);
    // The same nights, named in Marathi; English is still kept for English pages.
    expect(await calendar('mr-IN')).toEqual(
      english.map((name) => (name === 'Weekend' ? 'शनिवार-रविवार' : name)),
    );
    expect(await calendar('en-IN')).toEqual(english);

    const friday = dayInIndia(14 + english.indexOf('Weekend'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: inLang('hi-IN'),
      payload: {
        roomId: 'grand-single-bed',
        rooms: 1,
        adults: 2,
        checkIn: friday,
        checkOut: dayInIndia(14 + english.indexOf('Weekend') + 1),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().nightly[0].adjustment).toBe('वीकेंड');
    const read = await t.app.inject({
      url: `/api/quotes/${created.json().id}`,
      headers: inLang('mr'),
    });
    expect(read.json().nightly[0].adjustment).toBe('शनिवार-रविवार');
    const inEnglish = await t.app.inject({ url: `/api/quotes/${created.json().id}` });
    expect(inEnglish.json().nightly[0].adjustment).toBe('Weekend');
  });

  it('answers pay at hotel’s refusals in Hindi, with their codes', async () => {
    const offer = async (roomId: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { roomId, rooms: 1, adults: 1, ...stay() },
      });
      return t.app.inject({
        url: `/api/payments/pay-at-hotel?quoteId=${created.json().id}`,
        headers: inLang('hi-IN'),
      });
    };
    expect((await offer('aagam-single-bed')).json()).toMatchObject({
      offered: false,
      code: 'NOT_OFFERED',
      message:
        'Hotel Aagam Executive में ‘होटल में भुगतान’ की सुविधा नहीं है। यह ठहराव बुक करने के लिए कृपया ऑनलाइन भुगतान करें।',
    });
    expect((await offer(ROOM)).json()).toMatchObject({
      offered: false,
      code: 'VERIFY_CONTACT',
      message: expect.stringMatching(
        /^कृपया पहले अपना मोबाइल नंबर या ई-मेल पता वन-टाइम कोड से सत्यापित करें/,
      ),
    });
  });

  it('answers a review form’s fields in Marathi', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: inLang('mr'),
      payload: { token: 'short', rating: 9, title: '', text: 'Nice', language: 'xx' },
    });
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        token: 'ही पुनरावलोकनाची लिंक अपूर्ण आहे. कृपया तुमच्या ई-मेलमधील लिंक पुन्हा उघडा.',
        rating: 'कृपया 1 ते 5 तारे असे रेटिंग निवडा.',
        title: 'कृपया तुमच्या पुनरावलोकनाला शीर्षक द्या.',
        text: 'कृपया तुमच्या मुक्कामाबद्दल किमान 20 अक्षरे लिहा.',
        language: 'कृपया तुमच्या पुनरावलोकनाची भाषा निवडा.',
      },
    });
  });

  it('answers a refused sign-in in Marathi, with the code UNAUTHORIZED', async () => {
    const marathi = await logIn('mr');
    expect(marathi.statusCode).toBe(401);
    expect(marathi.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'युजरनेम, ई-मेल किंवा पासवर्ड चुकीचा आहे.',
    });
    expect((await logIn()).json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Wrong username, email or password.',
    });
  });

  it('answers a rate limit in the visitor’s language', async () => {
    await t.close();
    t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1' });
    await logIn('hi');
    const limited = await logIn('hi');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'बहुत ज़्यादा अनुरोध आए। कृपया एक मिनट रुककर फिर से कोशिश करें।',
    });
  });
});
