import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape } from './test/apiAssertions.js';
import { adminCookie, startTestApp, type TestApp } from './test/testApp.js';

type Answer = Readonly<Record<string, unknown>>;
/** The OTP routes add the source's `success: false` to every error. */
const withSuccessFalse = (answer: Answer): Answer => ({ success: false, ...answer });
/** The webhook checks the signature of the raw body before it parses it. */
const signatureFirst = (answer: Answer): Answer =>
  answer.code === 'INVALID_JSON'
    ? { ...answer, code: 'BAD_SIGNATURE', message: 'The webhook signature does not match.' }
    : answer;
const asIs = (answer: Answer) => answer;

/** Every route that takes a body; admin routes are called as an admin so the body is what fails. */
const routes = [
  { url: '/api/quotes', admin: false, answer: asIs },
  { url: '/api/banquet-enquiry', admin: false, answer: asIs },
  { url: '/api/sendemail', admin: false, answer: asIs },
  { url: '/api/send-otp', admin: false, answer: withSuccessFalse },
  { url: '/api/verify-otp', admin: false, answer: withSuccessFalse },
  { url: '/api/auth/signup', admin: false, answer: asIs },
  { url: '/api/auth/login', admin: false, answer: asIs },
  { url: '/api/auth/code', admin: false, answer: asIs },
  { url: '/api/auth/code/verify', admin: false, answer: asIs },
  { url: '/api/auth/password-reset', admin: false, answer: asIs },
  { url: '/api/auth/password-reset/confirm', admin: false, answer: asIs },
  { url: '/api/hotels', admin: true, answer: asIs },
  { url: '/api/rooms', admin: true, answer: asIs },
  { url: '/api/payments/orders', admin: false, answer: asIs },
  { url: '/api/payments/test/complete', admin: false, answer: asIs },
  { url: '/api/payments/test/webhook', admin: false, answer: asIs },
  { url: '/api/payments/verify', admin: false, answer: asIs },
  { url: '/api/payments/webhook', admin: false, answer: signatureFirst },
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

const invalidJson = (message: string) => ({
  statusCode: 400,
  code: 'INVALID_JSON',
  error: 'Bad Request',
  message,
});
const NOT_JSON = {
  statusCode: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  error: 'Unsupported Media Type',
  message: 'Send the request as JSON (Content-Type: application/json).',
};
const TOO_LARGE = {
  statusCode: 413,
  code: 'BODY_TOO_LARGE',
  error: 'Payload Too Large',
  message: 'The request is too large.',
};

/** Bad bodies every route refuses alike: the answer is the same whatever the route. */
const badBodies = [
  {
    name: 'malformed JSON',
    type: 'application/json',
    body: '{"name": "Asha",',
    answer: invalidJson('The request body is not valid JSON.'),
  },
  {
    name: 'an empty JSON body',
    type: 'application/json',
    body: '',
    answer: invalidJson('The request body is empty; send a JSON object.'),
  },
  {
    name: 'a form-encoded body',
    type: 'application/x-www-form-urlencoded',
    body: 'name=Asha',
    answer: NOT_JSON,
  },
  { name: 'a text body', type: 'text/plain', body: '{"name": "Asha"}', answer: NOT_JSON },
  {
    name: 'an oversize body',
    type: 'application/json',
    body: JSON.stringify({ message: 'x'.repeat(4096) }),
    answer: TOO_LARGE,
  },
] as const;

/** Bad bodies each route words in its own way: a 400 in the error shape. */
const badShapes = [
  { name: 'a JSON array', body: '[]' },
  { name: 'a JSON string', body: '"hello"' },
  { name: 'an empty object', body: '{}' },
  {
    name: 'wrong types everywhere',
    body: JSON.stringify({ name: 1, email: [], rooms: {}, mobile: true }),
  },
] as const;

const post = (url: string, admin: boolean, type: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': type, ...(admin ? { cookie } : {}) },
    payload: body,
  });

describe.each(routes)(
  'POST $url refuses bad input in the error shape and stores nothing',
  ({ url, admin, answer: routeAnswer }) => {
    it.each(badBodies)('$name → $answer.statusCode', async ({ type, body, answer }) => {
      const response = await post(url, admin, type, body);
      expect(response.statusCode).toBe(answer.statusCode);
      expect(response.json()).toEqual(routeAnswer(answer));
      expect(snapshot()).toEqual(before);
    });

    it.each(badShapes)('$name → 400', async ({ body }) => {
      const response = await post(url, admin, 'application/json', body);
      expect(response.statusCode).toBe(400);
      expectErrorShape(response);
      expect(snapshot()).toEqual(before);
    });
  },
);
