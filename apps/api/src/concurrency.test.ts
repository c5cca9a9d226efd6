import { icalSyncResult } from '@hotel/validators/responses';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from './booking/taxDocuments.js';
import { bookingEvents, bookings, otpCodes, roomBlocks, taxDocuments } from './db/schema.js';
import type { SmsGateway } from './providers/sms/SmsGateway.js';
import { ORDER_CLIENT_COOKIE } from './routes/booking/payments/orderClient.js';
import { type AnyResponse, expectErrorShape, fromFetch } from './test/apiAssertions.js';
import { dayInIndia, leaveOneRoomFree } from './test/bookingFixtures.js';
import { feedCalendar, startFeedServer } from './test/feedServer.js';
import { feedAdmin } from './test/icalFeeds.js';
import {
  capturedEvent,
  customer,
  newQuote,
  orderStatuses,
  placeOrder,
  razorpayKeys,
  signHex,
  startRazorpayApp,
  verifyPayment,
} from './test/orders.js';
import { SERVER_START_MS, type ServerProcess, startServerProcess } from './test/serverProcess.js';
import {
  adminCookie,
  cookieFrom,
  startTestApp,
  type TestApp,
  useTestApps,
} from './test/testApp.js';

/**
 * Requests in flight together. better-sqlite3 is synchronous, so within one process a
 * transaction never interleaves with another; what can interleave is everything around the
 * awaits (the payment provider's order, the SMS, the password hash) and, across processes
 * sharing the database file, everything. These tests fire many requests at once (inject,
 * real HTTP, and two server processes on one file) and check what a guest would see.
 */
const AT_ONCE = 20;
const unlimited = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  FORM_RATE_LIMIT_PER_MINUTE: '1000000',
};
const stay = { hotelId: 'hotel-akash-executive', type: 'luxury-room' };
const dates = () => ({ checkIn: dayInIndia(20), checkOut: dayInIndia(22) });
const akashLuxury = () => ({ roomId: 'akash-luxury-room', rooms: 1, adults: 2, ...dates() });

const { keep: start } = useTestApps();

const confirmations = (t: TestApp) =>
  t.app.db.select().from(bookingEvents).where(eq(bookingEvents.to, 'confirmed')).all().length;

const heldForTheStay = (t: TestApp, roomId: number) =>
  t.app.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.roomId, roomId), eq(bookings.status, 'pending')))
    .all();

/** The rows that take the room from `checkIn`: a pending hold or a confirmed walk-in. */
const takenForTheStay = (t: TestApp, roomId: number, checkIn = dates().checkIn) =>
  t.app.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.roomId, roomId),
        eq(bookings.checkIn, checkIn),
        inArray(bookings.status, ['pending', 'confirmed']),
      ),
    )
    .all();

/** The same stay, booked at the desk for a guest who walked in. */
const walkIn = {
  roomId: 'akash-luxury-room',
  adults: 2,
  ...dates(),
  guest: { name: 'Ravi Kulkarni', mobile: '9876543211' },
  payment: { method: 'cash' },
};

const statusCounts = (answers: readonly { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

function expectOneHoldRestSoldOut(answers: readonly AnyResponse[]) {
  expect(statusCounts(answers)).toEqual({ 201: 1, 409: AT_ONCE - 1 });
  for (const answer of answers.filter((a) => a.statusCode === 409)) {
    expectErrorShape(answer);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'SOLD_OUT',
      message: 'Sorry, this room is no longer free for these dates.',
    });
  }
}

describe('orders for the last free room', () => {
  it(`gives it to exactly one of ${AT_ONCE} simultaneous orders; the others get 409 SOLD_OUT`, async () => {
    const t = await start(startTestApp(unlimited));
    const room = leaveOneRoomFree(t.app.db, { ...stay, ...dates() });
    const quotes = await Promise.all(
      Array.from({ length: AT_ONCE }, () => newQuote(t, akashLuxury())),
    );
    const before = t.count('bookings');
    const answers = await Promise.all(
      quotes.map((quoteId) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/orders',
          payload: { quoteId, customer },
        }),
      ),
    );
    expectOneHoldRestSoldOut(answers);
    expect(t.count('bookings')).toBe(before + 1);
    expect(heldForTheStay(t, room)).toHaveLength(1);
  });

  it(`gives it to exactly one of ${AT_ONCE} walk-ins at the desk and online orders sent at once`, async () => {
    const t = await start(startTestApp(unlimited));
    const room = leaveOneRoomFree(t.app.db, { ...stay, ...dates() });
    const admin = await adminCookie(t.app);
    const quotes = await Promise.all(
      Array.from({ length: AT_ONCE / 2 }, () => newQuote(t, akashLuxury())),
    );
    const before = t.count('bookings');
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => {
        const quoteId = quotes[i >> 1];
        return i % 2 === 0 && quoteId
          ? t.app.inject({
              method: 'POST',
              url: '/api/payments/orders',
              payload: { quoteId, customer },
            })
          : t.app.inject({
              method: 'POST',
              url: '/api/admin/bookings',
              headers: { cookie: admin },
              payload: walkIn,
            });
      }),
    );
    expectOneHoldRestSoldOut(answers);
    expect(t.count('bookings')).toBe(before + 1);
    expect(takenForTheStay(t, room)).toHaveLength(1);
  });

  it(`makes one order of ${AT_ONCE} simultaneous presses of Pay for one quote`, async () => {
    const t = await start(startTestApp(unlimited));
    const quoteId = await newQuote(t, akashLuxury());
    // One browser pressing again and again: it sends its order cookie with every press.
    const cookie = `${ORDER_CLIENT_COOKIE}=${'k'.repeat(43)}`;
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/orders',
          payload: { quoteId, customer },
          headers: { cookie },
        }),
      ),
    );
    const made = answers.filter((answer) => answer.statusCode === 201);
    expect(made).toHaveLength(1);
    const orderId = made[0]?.json().orderId;
    for (const answer of answers) {
      // The same order again, or "being set up" while the first waited for the provider.
      if (answer.statusCode === 200) expect(answer.json().orderId).toBe(orderId);
      else if (answer.statusCode === 409) {
        expectErrorShape(answer);
        expect(answer.json().code).toBe('PAYMENT_IN_PROGRESS');
      } else expect(answer.statusCode).toBe(201);
    }
    expect(t.count('bookings')).toBe(1);
    expect(orderStatuses(t, orderId)).toEqual(['pending']);
  });
});

// Each test here races many requests across two processes (rounds of 20 orders and a feed
// sync): on 2 cores shared with another test run one took 20 s. The timeout is a guard against a
// hang; no verdict depends on how long the race took.
describe('two servers, one in this process and one in another, on one database file', {
  timeout: 90_000,
}, () => {
  let t: TestApp;
  let child: ServerProcess | undefined;
  let urls: string[] = [];
  const texts: string[] = [];
  const phone: SmsGateway = {
    send: async (_to, text) => {
      texts.push(text);
    },
  };

  beforeAll(async () => {
    // Both sync a feed served by this test on 127.0.0.1.
    t = await startTestApp(
      { ...unlimited, ICAL_FEED_ALLOW_PRIVATE: 'true' },
      { smsGateway: phone },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const here = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The same file, and the same secret (kept beside it), as this process's app.
    child = await startServerProcess({
      ...unlimited,
      DATABASE_PATH: t.config.databasePath,
      ICAL_FEED_ALLOW_PRIVATE: 'true',
    });
    const there = child.url;
    urls = [here, there];
  }, SERVER_START_MS + 30_000);

  afterAll(async () => {
    if (child) {
      child.signal('SIGTERM');
      await child.exited;
    }
    await t?.close();
  });

  const post = (i: number, path: string, body: object) =>
    fetch(`${urls[i % urls.length]}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(fromFetch);

  it(`gives the last free room to one of ${AT_ONCE} orders sent over HTTP to both`, async () => {
    const room = leaveOneRoomFree(t.app.db, { ...stay, ...dates() });
    const quotes = await Promise.all(
      Array.from({ length: AT_ONCE }, () => newQuote(t, akashLuxury())),
    );
    const answers = await Promise.all(
      quotes.map((quoteId, i) => post(i, '/api/payments/orders', { quoteId, customer })),
    );
    expectOneHoldRestSoldOut(answers);
    expect(heldForTheStay(t, room)).toHaveLength(1);
  });

  it(`gives the last free room to one of an iCal sync and ${AT_ONCE - 1} orders sent to both, round after round`, async () => {
    const feeds = await startFeedServer();
    const cookie = await adminCookie(t.app, 'race-admin@example.com');
    try {
      for (let round = 0; round < 4; round += 1) {
        const nights = {
          checkIn: dayInIndia(70 + 3 * round),
          checkOut: dayInIndia(72 + 3 * round),
        };
        const room = leaveOneRoomFree(t.app.db, { ...stay, ...nights });
        const quotes = await Promise.all(
          Array.from({ length: AT_ONCE - 1 }, () => newQuote(t, { ...akashLuxury(), ...nights })),
        );
        // The orders start the moment the other process fetches the feed, so its transaction
        // and theirs meet; the feed then answers at once.
        let sendOrders = () => {};
        const ordersSent = new Promise<AnyResponse[]>((resolve) => {
          sendOrders = () =>
            resolve(
              Promise.all(
                quotes.map((quoteId, i) => post(i, '/api/payments/orders', { quoteId, customer })),
              ),
            );
        });
        const calendar = feedCalendar([
          { uid: `race-${round}@bk`, from: nights.checkIn, until: nights.checkOut },
        ]);
        const path = `race-${round}.ics`;
        feeds.serve(path, (_request, response) => {
          sendOrders();
          response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);
        });
        const feedId = await feedAdmin(t, cookie).addFeed(feeds.url(path), 'akash-luxury-room');
        const sync = await fetch(`${urls[1]}/api/admin/ical-feeds/${feedId}/sync`, {
          method: 'POST',
          headers: { cookie },
        }).then(fromFetch);
        const orders = await ordersSent;
        expect(sync.statusCode, sync.body).toBe(200);
        const synced = icalSyncResult.parse(JSON.parse(sync.body));
        const held = statusCounts(orders)[201] ?? 0;
        expect(held + synced.added.length).toBe(1);
        expect(synced.conflicts).toHaveLength(held);
        expect(statusCounts(orders)[409]).toBe(AT_ONCE - 1 - held);
        const blocks = t.app.db.select().from(roomBlocks).where(eq(roomBlocks.roomId, room)).all();
        const holds = heldForTheStay(t, room).filter((row) => row.checkIn === nights.checkIn);
        expect(holds.length + blocks.filter((row) => row.from === nights.checkIn).length).toBe(1);
        // The feed is read in a worker before it is applied, so the orders often win: their
        // holds end here, or this address would soon hold more rooms than a client may (429).
        for (const hold of holds) {
          t.app.db
            .update(bookings)
            .set({ status: 'expired' })
            .where(eq(bookings.id, hold.id))
            .run();
        }
      }
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      await feeds.close();
    }
  });

  it(`numbers the invoices of ${AT_ONCE} payments confirmed at once by both without a gap`, async () => {
    // Each order a different week, so every one holds its room, by a guest of its own (one
    // client address holds at most 5 rooms at once).
    const orders = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        placeOrder(
          t,
          {
            roomId: 'grand-double-bed',
            checkIn: dayInIndia(40 + 3 * i),
            checkOut: dayInIndia(41 + 3 * i),
          },
          `10.8.0.${i + 1}`,
        ),
      ),
    );
    const answers = await Promise.all(
      orders.map(({ orderId }, i) =>
        post(i, '/api/payments/test/complete', { orderId, outcome: 'success' }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 200: AT_ONCE });
    const issued = t.app.db
      .select({ serial: taxDocuments.serial, number: taxDocuments.number })
      .from(taxDocuments)
      .where(eq(taxDocuments.hotelId, 'hotel-grand-imperial'))
      .all();
    const year = financialYearOf(dayInIndia(0));
    expect(issued.map(({ serial }) => serial).sort((a, b) => a - b)).toEqual(
      Array.from({ length: AT_ONCE }, (_, i) => i + 1),
    );
    expect(issued.map(({ number }) => number).sort()).toEqual(
      Array.from({ length: AT_ONCE }, (_, i) => `GI/${year}/${String(i + 1).padStart(6, '0')}`),
    );
  });

  it(`counts exactly the try limit of ${AT_ONCE} wrong codes sent at once to both`, async () => {
    const mobile = '9123456780';
    expect((await post(0, '/api/send-otp', { mobile })).statusCode).toBe(200);
    const code = texts.at(-1)?.slice(0, 6) ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => post(i, '/api/verify-otp', { mobile, otp: wrong })),
    );
    expect(statusCounts(answers)).toEqual({ 401: AT_ONCE });
    const messages = answers.map((answer) => JSON.parse(answer.body).message as string);
    const { maxAttempts } = t.config.otp;
    expect(messages.filter((message) => message === 'Invalid OTP.')).toHaveLength(maxAttempts - 1);
    expect(messages.filter((message) => /Too many wrong tries/.test(message))).toHaveLength(1);
    const row = t.app.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile)).get();
    expect(row).toMatchObject({ attempts: maxAttempts, closedAt: expect.any(String) });
    const right = await post(1, '/api/verify-otp', { mobile, otp: code });
    expect(right.statusCode).toBe(401);
    expect(t.count('sessions')).toBe(0);
  });

  it('makes one account of ten sign-ups for one name sent at once to both; the others 409', async () => {
    const users = t.count('users');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(i, '/api/auth/signup', {
          username: 'twin',
          email: `twin${i}@example.com`,
          password: 'a long enough password',
        }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 9 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expectErrorShape(answer);
      expect(JSON.parse(answer.body).code).toBe('ACCOUNT_EXISTS');
    }
    expect(t.count('users')).toBe(users + 1);
  });

  it('gives one guest’s pay-at-hotel bookings sent at once to both exactly the 2 unpaid places the content allows', async () => {
    const mobile = '9123456700';
    await t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { mobile } });
    const otp = texts.at(-1)?.match(/^(\d{6}) /)?.[1];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { mobile, otp },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = cookieFrom(login);
    // One-night stays on nights no other test of this block takes (Akash offers pay at hotel).
    const quotes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        newQuote(t, {
          roomId: 'akash-luxury-room',
          adults: 2,
          checkIn: dayInIndia(24 + i),
          checkOut: dayInIndia(25 + i),
        }),
      ),
    );
    const answers = await Promise.all(
      quotes.map((quoteId, i) =>
        fetch(`${urls[i % urls.length]}/api/payments/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            quoteId,
            customer: { ...customer, mobileNumber: mobile },
            paymentMethod: 'pay_at_hotel',
          }),
        }).then(fromFetch),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 201, 409, 409, 409, 409,
    ]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(JSON.parse(refused.body).code, refused.body).toBe('UNPAID_LIMIT');
    }
    const unpaid = t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentMethod, 'pay_at_hotel'))
      .all();
    expect(unpaid).toHaveLength(2);
  });

  it(`gives the last free room to one of ${AT_ONCE} walk-ins and online orders sent over HTTP to both`, async () => {
    // Nights no other test of this block takes; last, as its admin session would count.
    const later = { checkIn: dayInIndia(40), checkOut: dayInIndia(42) };
    const room = leaveOneRoomFree(t.app.db, { ...stay, ...later });
    const admin = await adminCookie(t.app, 'desk@example.com');
    const quotes = await Promise.all(
      Array.from({ length: AT_ONCE }, () => newQuote(t, { ...akashLuxury(), ...later })),
    );
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => {
        const quoteId = quotes[i];
        // Each server gets walk-ins and orders alike.
        return i % 4 < 2 && quoteId
          ? post(i, '/api/payments/orders', { quoteId, customer })
          : fetch(`${urls[i % urls.length]}/api/admin/bookings`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: admin },
              body: JSON.stringify({ ...walkIn, ...later }),
            }).then(fromFetch);
      }),
    );
    expectOneHoldRestSoldOut(answers);
    expect(takenForTheStay(t, room, later.checkIn)).toHaveLength(1);
  });
});

describe('confirming one payment', () => {
  it(`confirms once when ${AT_ONCE} checkout verifies and webhooks of one payment arrive at once`, async () => {
    const t = await start(startRazorpayApp(unlimited));
    const order = await placeOrder(t, akashLuxury());
    const paymentId = 'pay_race1';
    const verify = () => verifyPayment(t, order.orderId, paymentId);
    const event = capturedEvent(order.orderId, paymentId, order.amount);
    const webhook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: event,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signHex(razorpayKeys.webhookSecret, event),
        },
      });
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => (i % 4 === 3 ? webhook() : verify())),
    );
    expect(statusCounts(answers)).toEqual({ 200: AT_ONCE });
    const outcomes = answers.map((answer) => answer.json().status ?? answer.json().outcome);
    expect(outcomes.filter((outcome) => outcome === 'confirmed').length).toBeGreaterThan(0);
    expect(outcomes.every((outcome) => ['confirmed', 'already'].includes(outcome))).toBe(true);
    expect(orderStatuses(t, order.orderId)).toEqual(['confirmed']);
    expect(confirmations(t)).toBe(1);
    expect(t.count('mail_outbox')).toBe(1);
  });

  it('refuses a second, different payment of a paid order made at the same moment (409)', async () => {
    const t = await start(startRazorpayApp(unlimited));
    const order = await placeOrder(t, akashLuxury());
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/verify',
          payload: {
            razorpay_order_id: order.orderId,
            razorpay_payment_id: `pay_twin${i}`,
            razorpay_signature: signHex(razorpayKeys.keySecret, `${order.orderId}|pay_twin${i}`),
          },
        }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expectErrorShape(answer);
      expect(answer.json().code).toBe('ALREADY_PAID');
    }
    expect(confirmations(t)).toBe(1);
    expect(t.count('mail_outbox')).toBe(1);
  });

  it(`confirms once when ${AT_ONCE} test-gateway successes arrive at once; the others 409`, async () => {
    const t = await start(startTestApp(unlimited));
    const order = await placeOrder(t, { ...akashLuxury(), rooms: 2, adults: 4 });
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/test/complete',
          payload: { orderId: order.orderId, outcome: 'success' },
        }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expectErrorShape(answer);
      expect(answer.json().message).toBe('This booking is already paid.');
    }
    expect(orderStatuses(t, order.orderId)).toEqual(['confirmed', 'confirmed']);
    expect(confirmations(t)).toBe(2); // one per room of the order
    expect(t.count('mail_outbox')).toBe(1);
  });

  it('ends in one state that agrees with the answers when successes and declines arrive at once', async () => {
    const t = await start(startTestApp(unlimited));
    const order = await placeOrder(t, akashLuxury());
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/test/complete',
          payload: { orderId: order.orderId, outcome: i % 2 === 0 ? 'decline' : 'success' },
        }),
      ),
    );
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) expectErrorShape(answer);
    }
    const confirmedAnswers = answers.filter((answer) => answer.json().status === 'confirmed');
    const [final] = orderStatuses(t, order.orderId);
    // A success is a payment taken: at most one is accepted, and then the booking is confirmed.
    expect(confirmedAnswers.length).toBeLessThanOrEqual(1);
    expect(final).toBe(confirmedAnswers.length === 1 ? 'confirmed' : 'failed');
    expect(confirmations(t)).toBe(confirmedAnswers.length);
    expect(t.count('mail_outbox')).toBe(confirmedAnswers.length);
  });
});

describe('one-time codes', () => {
  const mobile = '9876501234';
  let texts: string[];
  const phone: SmsGateway = {
    send: async (_to, text) => {
      // A gateway that takes a moment, so the sends overlap while they wait for it.
      await new Promise((resolve) => setTimeout(resolve, 5));
      texts.push(text);
    },
  };

  it(`sends one code for ${AT_ONCE} simultaneous requests for one number; the others 429`, async () => {
    texts = [];
    const t = await start(startTestApp(unlimited, { smsGateway: phone }));
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { mobile } }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 429: AT_ONCE - 1 });
    for (const answer of answers.filter((a) => a.statusCode === 429)) expectErrorShape(answer);
    expect(texts).toHaveLength(1);
    expect(t.count('otp_codes')).toBe(1);
  });

  it(`counts at most the try limit of ${AT_ONCE} simultaneous wrong codes; the right one is refused after`, async () => {
    texts = [];
    const t = await start(startTestApp(unlimited, { smsGateway: phone }));
    await t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { mobile } });
    const code = texts[0]?.slice(0, 6) ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/verify-otp',
          payload: { mobile, otp: wrong },
          remoteAddress: `10.9.0.${i + 1}`,
        }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 401: AT_ONCE });
    const { maxAttempts } = t.config.otp;
    const counted = answers.filter((answer) =>
      /^Invalid OTP\.$|Too many wrong tries/.test(answer.json().message),
    );
    expect(counted).toHaveLength(maxAttempts);
    expect(t.app.db.select().from(otpCodes).get()?.attempts).toBe(maxAttempts);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { mobile, otp: code },
    });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toMatch(/no longer valid/);
    expect(t.count('users')).toBe(0);
  });
});
