import { exampleContactMessage, exampleEnquiry } from '@hotel/test-fixtures';
import { fields } from '@hotel/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from './db/schema.js';
import { expectErrorShape, expectFieldRefusal } from './test/apiAssertions.js';
import { adminCookie, startTestApp, type TestApp } from './test/testApp.js';

const { CONTROL_CHARACTERS_MESSAGE } = fields;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

const contact = exampleContactMessage;
const enquiry = exampleEnquiry;
const customer = { fullName: 'Asha Patil', mobileNumber: '9876543210', email: 'asha@example.com' };

/**
 * A JSON body as text, so a lone surrogate travels as the escape `\ud800` (JSON.stringify would
 * write it the same way; a string literal in this file could not hold it as a field otherwise).
 */
const post = (url: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

const NUL = '\u0000';
const ESCAPE = '\u001b[2J'; // a terminal's "clear screen", for whoever reads the log or the mail
const NEXT_LINE = '\u0085'; // a C1 control
const DELETE = '\u007f';
const LONE_SURROGATE = '\ud800';

describe('text fields refuse control characters and broken symbols (400 naming the field)', () => {
  it.each([
    ['/api/sendemail', { ...contact, name: `Asha${NUL}Patil` }, 'name'],
    ['/api/sendemail', { ...contact, subject: `Parking${ESCAPE}` }, 'subject'],
    ['/api/sendemail', { ...contact, message: `Parking?${NUL}` }, 'message'],
    ['/api/sendemail', { ...contact, email: `asha${DELETE}@example.com` }, 'email'],
    ['/api/sendemail', { ...contact, property: `hotel-grand-imperial${NUL}` }, 'property'],
    ['/api/banquet-enquiry', { ...enquiry, eventType: `Wedding${LONE_SURROGATE}` }, 'eventType'],
    ['/api/banquet-enquiry', { ...enquiry, message: `200 guests${NEXT_LINE}` }, 'message'],
    [
      '/api/auth/signup',
      { username: 'asha', email: 'asha@example.com', password: `violet harbour${NUL}ninety` },
      'password',
    ],
    ['/api/auth/login', { username: `asha${LONE_SURROGATE}`, password: 'x' }, 'username'],
    ['/api/auth/code', { contact: `asha${NUL}@example.com` }, 'contact'],
    [
      '/api/payments/orders',
      { quoteId: 'q', customer: { ...customer, fullName: `Asha${NEXT_LINE}` } },
      'customer.fullName',
    ],
    ['/api/quotes', { roomId: `grand-single-bed${NUL}`, rooms: 1, adults: 1 }, 'roomId'],
  ])('%s refuses %j on %s, storing nothing', async (url, body, field) => {
    const before = t.counts();
    const response = await post(url, body);
    expectErrorShape(response);
    expectFieldRefusal(response, field, CONTROL_CHARACTERS_MESSAGE);
    expect(t.counts()).toEqual(before);
  });

  it('refuses them in a query too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/availability?hotel=hotel-akash-executive%00&checkIn=2099-01-01&checkOut=2099-01-02&adults=1',
    });
    expectFieldRefusal(response, 'hotel', CONTROL_CHARACTERS_MESSAGE);
  });

  it('refuses them in an admin’s hotel name, and keeps line breaks and tabs in a multi-line description', async () => {
    const hotel = { name: `Hotel Sunrise${DELETE}`, location: 'CIDCO', description: 'x' };
    const refused = await post('/api/hotels', hotel, { cookie: admin });
    expectFieldRefusal(refused, 'name', CONTROL_CHARACTERS_MESSAGE);
    const description = 'Rooms:\n\t12 doubles\r\n\t3 suites';
    const added = await post(
      '/api/hotels',
      { ...hotel, name: 'Hotel Sunrise Inn', description },
      { cookie: admin },
    );
    expect(added.statusCode).toBe(201);
    expect(added.json().description).toBe(description);
  });

  it('keeps a message’s line breaks and tabs, and any language or emoji', async () => {
    const message = 'Namaste 🙏\nनमस्ते, is there parking for a bus?\n\t– Asha';
    const response = await post('/api/sendemail', { ...contact, message, name: 'आशा पाटील' });
    expect(response.statusCode).toBe(201);
    const stored = t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().id))
      .get();
    expect(stored?.message).toBe(message);
  });
});
