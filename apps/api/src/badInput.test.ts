import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, startTestApp, type TestApp } from './test/testApp.js';

/** Every route that takes a body; admin routes are called as an admin so the body is what fails. */
const routes = [
  { url: '/api/quotes', admin: false },
  { url: '/api/banquet-enquiry', admin: false },
  { url: '/api/sendemail', admin: false },
  { url: '/api/send-otp', admin: false },
  { url: '/api/verify-otp', admin: false },
  { url: '/api/auth/signup', admin: false },
  { url: '/api/auth/login', admin: false },
  { url: '/api/hotels', admin: true },
  { url: '/api/rooms', admin: true },
  { url: '/api/payments/orders', admin: false },
  { url: '/api/payments/test/complete', admin: false },
  { url: '/api/payments/verify', admin: false },
  { url: '/api/payments/webhook', admin: false },
] as const;

let t: TestApp;
let cookie: string;
let before: Record<string, number>;
const snapshot = () => t.counts();

beforeAll(async () => {
  t = await startTestApp({ BODY_LIMIT_BYTES: '2048' });
  cookie = await adminCookie(t.app);
  before = snapshot();
});
afterAll(async () => {
  await t.close();
});

const badBodies = [
  { name: 'malformed JSON', type: 'application/json', body: '{"name": "Asha",', status: 400 },
  { name: 'an empty JSON body', type: 'application/json', body: '', status: 400 },
  { name: 'a JSON array', type: 'application/json', body: '[]', status: 400 },
  { name: 'a JSON string', type: 'application/json', body: '"hello"', status: 400 },
  { name: 'an empty object', type: 'application/json', body: '{}', status: 400 },
  {
    name: 'wrong types everywhere',
    type: 'application/json',
    body: JSON.stringify({ name: 1, email: [], rooms: {}, mobile: true }),
    status: 400,
  },
  {
    name: 'a form-encoded body',
    type: 'application/x-www-form-urlencoded',
    body: 'name=Asha',
    status: 415,
  },
  { name: 'a text body', type: 'text/plain', body: 'hello', status: 415 },
  {
    name: 'an oversize body',
    type: 'application/json',
    body: JSON.stringify({ message: 'x'.repeat(4096) }),
    status: 413,
  },
] as const;

describe.each(routes)(
  'POST $url refuses bad input in the error shape and stores nothing',
  ({ url, admin }) => {
    it.each(badBodies)('$name → $status', async ({ type, body, status }) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type, ...(admin ? { cookie } : {}) },
        payload: body,
      });
      expect(response.statusCode).toBe(status);
      const json = response.json();
      expect(json).toMatchObject({
        statusCode: status,
        code: expect.any(String),
        error: expect.any(String),
        message: expect.any(String),
      });
      expect(JSON.stringify(json)).not.toMatch(/at .+\.(ts|js):\d+|SQLITE|stack/i);
      expect(snapshot()).toEqual(before);
    });
  },
);
