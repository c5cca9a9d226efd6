import { exampleContactMessage, exampleEnquiry } from '@hotel/test-fixtures';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listExports } from './ical/exportTokens.js';
import { expectErrorShape } from './test/apiAssertions.js';
import { dayInIndia } from './test/bookingFixtures.js';
import {
  anyBody,
  anyHeaders,
  anyParam,
  anyQuery,
  type FuzzBody,
  type JsonObject,
  nastyString,
  percentEncode,
} from './test/fuzzArbitraries.js';
import { customer, placeOrder, razorpayKeys, signHex, startRazorpayApp } from './test/orders.js';
import { type PublicRoute, publicRoutes } from './test/publicRoutes.js';
import { exampleReview, invitedStay } from './test/reviewFixtures.js';
import { apiRoutes } from './test/routeTable.js';
import { guestCookie, startTestApp, type TestApp } from './test/testApp.js';

/**
 * Property-based fuzzing of every public route: random, malformed and almost-valid requests
 * (one field of a valid body changed, left out or added) must never get a 5xx; every refusal is
 * in the error shape without internals and stores nothing. A request valid by chance may
 * succeed (2xx). The seed is fixed so a run is repeatable; fast-check prints the seed and the
 * shrunk counterexample of a failure. FUZZ_SEED=<n> explores other cases.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 62_026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
/** Sign-up and login hash a password (scrypt, ~0.1 s) for every body that passes validation. */
const HASHING_RUNS = Math.ceil(RUNS / 2);

const unlimited = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  FORM_RATE_LIMIT_PER_MINUTE: '1000000',
};

interface Fixtures {
  readonly quoteId: string;
  readonly declineOrderId: string;
  readonly successOrderId: string;
  /** A booking reference the fuzzing guest does not own. */
  readonly reference: string;
  readonly razorpayOrderId: string;
  readonly razorpayAmount: number;
  /** A guest's session cookie, and another guest's that the logout fuzz may end. */
  readonly cookies: readonly string[];
  readonly logoutCookies: readonly string[];
  /** A room type's iCal export token. */
  readonly exportToken: string;
  /** A checked-out stay's review invitation token. */
  readonly reviewToken: string;
}

let test: TestApp;
let razorpay: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  test = await startTestApp(unlimited);
  razorpay = await startRazorpayApp(unlimited);
  const decline = await placeOrder(test);
  const success = await placeOrder(test);
  const onRazorpay = await placeOrder(razorpay);
  fixtures = {
    quoteId: decline.quoteId,
    declineOrderId: decline.orderId,
    successOrderId: success.orderId,
    reference: success.bookingReference,
    razorpayOrderId: onRazorpay.orderId,
    razorpayAmount: onRazorpay.amount,
    cookies: [await guestCookie(test.app, 'guest1')],
    logoutCookies: [await guestCookie(test.app, 'guest2')],
    exportToken:
      /\/ical\/([^/]+)\.ics$/.exec(listExports(test.app.db, 'http://x')[0]?.url ?? '')?.[1] ?? '',
    reviewToken: invitedStay(test.app.db).token,
  };
});
afterAll(async () => {
  await test?.close();
  await razorpay?.close();
});

type Request = InjectOptions & { method: 'GET' | 'POST' | 'DELETE'; url: string };

interface FuzzCase {
  readonly on: () => TestApp;
  readonly requests: fc.Arbitrary<Request>;
  readonly runs?: number;
  /** Requests that once failed, run first on every run: the regression tests of their fixes. */
  readonly examples?: readonly Request[];
}

const onTest = () => test;
const onRazorpay = () => razorpay;

function gets(
  path: fc.Arbitrary<string>,
  valid: Record<string, string> = {},
): fc.Arbitrary<Request> {
  return fc
    .tuple(path, anyQuery(valid), anyHeaders(fixtures.cookies))
    .map(([url, query, headers]) => ({
      method: 'GET',
      url: query ? `${url}?${query}` : url,
      headers,
    }));
}

const toRequest = (url: string, body: FuzzBody, headers: Record<string, string>): Request => ({
  method: 'POST',
  url,
  headers: {
    ...headers,
    ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
  },
  ...(body.payload === undefined ? {} : { payload: body.payload }),
});

function posts(url: string, ...valid: JsonObject[]): fc.Arbitrary<Request> {
  const cookies = url === '/api/auth/logout' ? fixtures.logoutCookies : fixtures.cookies;
  return fc
    .tuple(fc.oneof(...valid.map(anyBody)), anyHeaders(cookies))
    .map(([body, headers]) => toRequest(url, body, headers));
}

/** A DELETE with a JSON body, fuzzed as posts are. */
function deletes(url: string, ...valid: JsonObject[]): fc.Arbitrary<Request> {
  return posts(url, ...valid).map((request) => ({ ...request, method: 'DELETE' as const }));
}

/** Razorpay webhooks, most signed with the right secret so the fuzz reaches past the signature. */
function webhooks(secret: string, orderId: string, amount: number): fc.Arbitrary<Request> {
  const event = (name: string): JsonObject => ({
    entity: 'event',
    event: name,
    payload: {
      payment: {
        entity: {
          id: 'pay_fuzz1',
          order_id: orderId,
          amount,
          currency: 'INR',
          status: name === 'payment.captured' ? 'captured' : 'failed',
          error_description: 'Declined by the bank.',
        },
      },
    },
  });
  return fc
    .tuple(
      fc.oneof(anyBody(event('payment.captured')), anyBody(event('payment.failed'))),
      fc.oneof(
        { weight: 4, arbitrary: fc.constant('sign') },
        { weight: 1, arbitrary: nastyString },
        { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{64}$/) },
      ),
    )
    .map(([body, signature]) =>
      toRequest('/api/payments/webhook', body, {
        'x-razorpay-signature':
          signature === 'sign'
            ? signHex(secret, body.payload ?? '')
            : encodeURIComponent(signature.replace(/[\ud800-\udfff]/g, '')),
      }),
    );
}

const day = dayInIndia;

/** How each public route is fuzzed; typed by the list, so a new public route needs a case. */
const cases: Record<PublicRoute, () => FuzzCase[]> = {
  'GET /api/health': () => [{ on: onTest, requests: gets(fc.constant('/api/health')) }],
  'GET /api/hotels': () => [{ on: onTest, requests: gets(fc.constant('/api/hotels')) }],
  'GET /api/availability': () => [
    {
      on: onTest,
      requests: gets(fc.constant('/api/availability'), {
        hotel: 'hotel-akash-executive',
        checkIn: day(3),
        checkOut: day(5),
        adults: '2',
        child: '0',
        rooms: '1',
        roomType: 'luxury-room',
      }),
    },
  ],
  'GET /api/search': () => [
    {
      on: onTest,
      requests: gets(fc.constant('/api/search'), {
        checkIn: day(35),
        checkOut: day(37),
        adults: '2',
        child: '1',
        rooms: '1',
        hotel: 'hotel-grand-imperial',
      }),
    },
  ],
  'GET /api/rooms/:roomId/calendar': () => [
    {
      on: onTest,
      requests: gets(
        anyParam('grand-luxury-room').map((roomId) => `/api/rooms/${roomId}/calendar`),
        { from: day(3), to: day(40), adults: '2' },
      ),
    },
  ],
  'POST /api/quotes': () => [
    {
      on: onTest,
      requests: posts('/api/quotes', {
        roomId: 'akash-luxury-room',
        rooms: 1,
        adults: 2,
        breakfasts: 2,
        lunchDinners: 1,
        checkIn: day(3),
        checkOut: day(5),
      }),
    },
  ],
  'GET /api/quotes/:id': () => [
    {
      on: onTest,
      requests: gets(anyParam(fixtures.quoteId).map((id) => `/api/quotes/${id}`)),
      // Once answered by Fastify's router in its own shape, echoing the address (400 and 414).
      examples: [
        { method: 'GET', url: '/api/quotes/%ED%A0%80?%' },
        { method: 'GET', url: `/api/quotes/${'a'.repeat(101)}` },
      ],
    },
  ],
  'POST /api/banquet-enquiry': () => [
    {
      on: onTest,
      requests: posts('/api/banquet-enquiry', exampleEnquiry),
    },
  ],
  'POST /api/sendemail': () => [
    {
      on: onTest,
      requests: posts('/api/sendemail', exampleContactMessage),
    },
  ],
  'POST /api/send-otp': () => [
    { on: onTest, requests: posts('/api/send-otp', { mobile: '9876543210' }) },
  ],
  'POST /api/verify-otp': () => [
    {
      on: onTest,
      requests: posts('/api/verify-otp', { mobile: '9876543210', otp: '123456' }),
    },
  ],
  'POST /api/auth/signup': () => [
    {
      on: onTest,
      runs: HASHING_RUNS,
      requests: posts('/api/auth/signup', {
        username: 'fuzzer',
        email: 'fuzzer@example.com',
        password: 'a long enough password',
      }),
    },
  ],
  'POST /api/auth/login': () => [
    {
      on: onTest,
      runs: HASHING_RUNS,
      requests: posts('/api/auth/login', {
        username: 'guest1@example.com',
        password: 'a long enough password',
      }),
    },
  ],
  'POST /api/auth/logout': () => [{ on: onTest, requests: posts('/api/auth/logout', {}) }],
  'GET /api/auth/me': () => [{ on: onTest, requests: gets(fc.constant('/api/auth/me')) }],
  'GET /api/auth/methods': () => [{ on: onTest, requests: gets(fc.constant('/api/auth/methods')) }],
  'POST /api/auth/code': () => [
    { on: onTest, requests: posts('/api/auth/code', { contact: 'asha@example.com' }) },
  ],
  'POST /api/auth/code/verify': () => [
    {
      on: onTest,
      requests: posts('/api/auth/code/verify', { contact: 'asha@example.com', code: '123456' }),
    },
  ],
  'POST /api/auth/password-reset': () => [
    { on: onTest, requests: posts('/api/auth/password-reset', { email: 'guest1@example.com' }) },
  ],
  'POST /api/auth/password-reset/confirm': () => [
    {
      on: onTest,
      runs: HASHING_RUNS,
      requests: posts('/api/auth/password-reset/confirm', {
        email: 'guest1@example.com',
        code: '123456',
        password: 'a long enough password',
      }),
    },
  ],
  'GET /api/site': () => [{ on: onTest, requests: gets(fc.constant('/api/site')) }],
  'GET /api/bookings/mine': () => [
    { on: onTest, requests: gets(fc.constant('/api/bookings/mine')) },
  ],
  'GET /api/account/export': () => [
    { on: onTest, requests: gets(fc.constant('/api/account/export')) },
  ],
  'DELETE /api/account': () => [
    {
      on: onTest,
      requests: deletes(
        '/api/account',
        { code: '123456' },
        { password: 'not the account password' },
      ),
    },
  ],
  'GET /api/bookings/:reference': () => [
    { on: onTest, requests: gets(anyParam(fixtures.reference).map((r) => `/api/bookings/${r}`)) },
  ],
  'POST /api/bookings/:reference/cancel': () => [
    {
      on: onTest,
      requests: anyParam(fixtures.reference).chain((reference) =>
        posts(`/api/bookings/${reference}/cancel`, {}, { refund: 'full' }),
      ),
    },
  ],
  'POST /api/bookings/lookup': () => [
    {
      on: onTest,
      requests: posts('/api/bookings/lookup', {
        reference: fixtures.reference,
        contact: 'asha@example.com',
      }),
    },
  ],
  'POST /api/bookings/lookup/verify': () => [
    {
      on: onTest,
      requests: posts('/api/bookings/lookup/verify', {
        reference: fixtures.reference,
        contact: 'asha@example.com',
        code: '123456',
      }),
    },
  ],
  'GET /api/bookings/:reference/invoice.pdf': () => [
    {
      on: onTest,
      requests: gets(anyParam(fixtures.reference).map((r) => `/api/bookings/${r}/invoice.pdf`)),
    },
  ],
  'GET /api/bookings/:reference/credit-note.pdf': () => [
    {
      on: onTest,
      requests: gets(anyParam(fixtures.reference).map((r) => `/api/bookings/${r}/credit-note.pdf`)),
    },
  ],
  'GET /api/bookings/:reference/calendar.ics': () => [
    {
      on: onTest,
      requests: gets(anyParam(fixtures.reference).map((r) => `/api/bookings/${r}/calendar.ics`)),
    },
  ],
  'POST /api/payments/orders': () => [
    {
      on: onTest,
      requests: posts(
        '/api/payments/orders',
        { quoteId: fixtures.quoteId, customer },
        { quoteId: fixtures.quoteId, customer, paymentMethod: 'pay_at_hotel' },
      ),
    },
  ],
  'GET /api/payments/pay-at-hotel': () => [
    {
      on: onTest,
      requests: gets(fc.constant('/api/payments/pay-at-hotel'), { quoteId: fixtures.quoteId }),
    },
  ],
  'GET /api/payments/orders/:orderId/status': () => [
    {
      on: onTest,
      requests: gets(
        anyParam(fixtures.declineOrderId).map((id) => `/api/payments/orders/${id}/status`),
      ),
    },
  ],
  'POST /api/payments/test/complete': () => [
    {
      on: onTest,
      requests: posts(
        '/api/payments/test/complete',
        { orderId: fixtures.declineOrderId, outcome: 'decline', declineReason: 'Card declined' },
        { orderId: fixtures.successOrderId, outcome: 'success' },
        { orderId: fixtures.declineOrderId, method: 'upi', vpa: 'pending@razorpay' },
        {
          orderId: fixtures.declineOrderId,
          method: 'netbanking',
          bank: 'HDFC',
          outcome: 'decline',
        },
      ),
    },
  ],
  'POST /api/payments/test/webhook': () => [
    {
      on: onTest,
      requests: posts(
        '/api/payments/test/webhook',
        { orderId: fixtures.declineOrderId, outcome: 'success' },
        { orderId: fixtures.successOrderId, outcome: 'decline' },
      ),
    },
  ],
  'POST /api/payments/verify': () => {
    const orderId = fixtures.razorpayOrderId;
    const valid = {
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_fuzz1',
      razorpay_signature: signHex(razorpayKeys.keySecret, `${orderId}|pay_fuzz1`),
    };
    return [
      { on: onTest, requests: posts('/api/payments/verify', valid) },
      { on: onRazorpay, requests: posts('/api/payments/verify', valid) },
    ];
  },
  'GET /api/ical/:token.ics': () => [
    {
      on: onTest,
      requests: gets(anyParam(fixtures.exportToken).map((token) => `/api/ical/${token}.ics`)),
    },
  ],
  'GET /api/reviews': () => [
    {
      on: onTest,
      requests: gets(fc.constant('/api/reviews'), {
        hotelId: 'hotel-grand-imperial',
        roomTypeId: 'grand-single-bed',
        page: '1',
      }),
    },
  ],
  'GET /api/reviews/invitation/:token': () => [
    {
      on: onTest,
      requests: gets(
        anyParam(fixtures.reviewToken).map((token) => `/api/reviews/invitation/${token}`),
      ),
    },
  ],
  'POST /api/reviews': () => [
    { on: onTest, requests: posts('/api/reviews', exampleReview(fixtures.reviewToken)) },
  ],
  'POST /api/payments/webhook': () => [
    {
      on: onTest,
      requests: webhooks('no-secret', fixtures.declineOrderId, 1),
    },
    {
      on: onRazorpay,
      requests: webhooks(
        razorpayKeys.webhookSecret,
        fixtures.razorpayOrderId,
        fixtures.razorpayAmount,
      ),
      // A correctly signed body `null` once crashed the handler (500).
      examples: ['null', '[]', '"event"'].map((payload) =>
        toRequest(
          '/api/payments/webhook',
          { payload, contentType: 'application/json' },
          { 'x-razorpay-signature': signHex(razorpayKeys.webhookSecret, payload) },
        ),
      ),
    },
  ],
};

/** What a refusal writes on purpose: a wrong password counts towards the account's lockout. */
const REFUSALS_COUNTED = ['login_failures'];

/** The row counts of the tables that hold what visitors sent. */
const storedCounts = (t: TestApp) =>
  Object.fromEntries(
    Object.entries(t.counts()).filter(([table]) => !REFUSALS_COUNTED.includes(table)),
  );

/** The property every request must keep. */
async function answersSafely(t: TestApp, request: Request): Promise<void> {
  const before = storedCounts(t);
  const response = await t.app.inject(request);
  const what = `${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode >= 300) {
    expectErrorShape(response);
    expect(storedCounts(t), what).toEqual(before);
  }
}

const methods = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'GET', 'POST'] as const;

describe('fuzzing every public route', () => {
  it('fuzzes routes that exist in the route table', () => {
    const table = apiRoutes(test.app).map(({ method, url }) => `${method} ${url}`);
    for (const route of publicRoutes) expect(table).toContain(route);
  });

  it.each(publicRoutes)(
    '%s never fails with a 5xx, refuses in the error shape and stores nothing when it refuses',
    async (route) => {
      for (const { on, requests, runs, examples = [] } of cases[route]()) {
        await fc.assert(
          fc.asyncProperty(requests, (request) => answersSafely(on(), request)),
          { seed: SEED, numRuns: runs ?? RUNS, examples: examples.map((request) => [request]) },
        );
      }
    },
    120_000,
  );

  it('answers any method at any /api address without a 5xx, refusing in the error shape', async () => {
    const paths = publicRoutes.map((route) => route.split(' ')[1] ?? '/api');
    const address = fc.oneof(
      fc.constantFrom(...paths).map((path) => path.replace(/:\w+/g, '1')),
      fc
        .array(fc.oneof(nastyString.map(percentEncode), fc.constantFrom('..', '%2e%2e', '')), {
          maxLength: 3,
        })
        .map((segments) => `/api/${segments.join('/')}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...methods), address, async (method, url) => {
        const before = test.counts();
        const response = await test.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
        if (response.statusCode >= 300) {
          if (method !== 'HEAD') expectErrorShape(response);
          expect(test.counts()).toEqual(before);
        }
      }),
      // A bare OPTIONS (no preflight headers) once got @fastify/cors's text/plain 400.
      { seed: SEED, numRuns: RUNS, examples: [['OPTIONS', '/api/quotes']] },
    );
  });
});
