import { describe, expect, it, vi } from 'vitest';
import { quotes } from '../../../db/schema.js';
import { expectFailure, expectFieldRefusal } from '../../../test/apiAssertions.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { customer, newQuote, type QuoteChoice } from '../../../test/orders.js';
import { appForEachTest, cookieFrom, guestCookie } from '../../../test/testApp.js';

const app = appForEachTest();

const stay = { checkIn: dayInIndia(10), checkOut: dayInIndia(12) };

/** An order for a new quote, from a client address (and a cookie: a browser's or a session's). */
async function order(choice: QuoteChoice, from = '198.51.100.1', cookie?: string) {
  const quoteId = await newQuote(app.t, { ...stay, ...choice });
  return app.t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    payload: { quoteId, customer },
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
  });
}

const decline = (orderId: string) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/payments/test/complete',
    payload: { orderId, outcome: 'decline' },
  });

const held = (rooms: number) => (rooms === 1 ? '1 room' : `${rooms} rooms`);
const tooMany = (holding: number) =>
  `You already hold ${held(holding)} waiting for payment, and one guest may hold at most 5 at once. Please pay for them first, or try again when their hold ends (within 15 minutes).`;

describe('holding rooms unpaid', () => {
  it('refuses an order for a stay past the booking limits (400), even from a quote made before them', async () => {
    const quoteId = await newQuote(app.t, {
      roomId: 'akash-luxury-room',
      rooms: 2,
      adults: 2,
      ...stay,
    });
    // A quote stored before the limits were in force: 8 rooms.
    app.t.app.db.update(quotes).set({ rooms: 8, adults: 8 }).run();
    const response = await app.t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      payload: { quoteId, customer },
    });
    expectFieldRefusal(
      response,
      'rooms',
      'You can book at most 5 rooms at once. Please contact the hotel for more.',
    );
    expect(app.t.count('bookings')).toBe(0);
  });

  it('holds at most 5 rooms at once for one client address (429), whoever else may still book', async () => {
    expect((await order({ roomId: 'akash-luxury-room', rooms: 3, adults: 3 })).statusCode).toBe(
      201,
    );
    expect((await order({ roomId: 'akash-double-bed', rooms: 2, adults: 2 })).statusCode).toBe(201);
    const sixth = await order({ roomId: 'akash-single-bed', rooms: 1, adults: 1 });
    expectFailure(sixth, 429, 'HOLD_LIMIT', tooMany(5));
    expect(app.t.count('bookings')).toBe(5);
    // Another address is not held back by this one.
    const other = await order({ roomId: 'akash-single-bed', rooms: 1, adults: 1 }, '198.51.100.2');
    expect(other.statusCode, other.body).toBe(201);
    // Once the holds end, the first address may hold rooms again.
    vi.useFakeTimers({ now: Date.now() + 16 * 60_000, toFake: ['Date'] });
    const later = await order({ roomId: 'akash-single-bed', rooms: 1, adults: 1 });
    expect(later.statusCode, later.body).toBe(201);
  });

  it('holds at most 5 rooms at once for one account, from any address', async () => {
    const session = await guestCookie(app.t.app, 'asha');
    const first = await order(
      { roomId: 'grand-double-bed', rooms: 3, adults: 3 },
      '10.0.0.1',
      session,
    );
    expect(first.statusCode, first.body).toBe(201);
    const second = await order(
      { roomId: 'grand-single-bed', rooms: 3, adults: 3 },
      '10.0.0.2',
      session,
    );
    expectFailure(second, 429, 'HOLD_LIMIT', tooMany(3));
    expect(app.t.count('bookings')).toBe(3);
  });

  it('renews a hold for the same room and dates at most twice an hour for one client (429)', async () => {
    const choice = { roomId: 'aagam-double-bed', rooms: 1, adults: 1 };
    let cookie: string | undefined;
    for (let hold = 1; hold <= 3; hold += 1) {
      const made = await order(choice, '198.51.100.9', cookie);
      expect(made.statusCode, made.body).toBe(201);
      cookie ??= cookieFrom(made);
      expect((await decline(made.json().orderId)).statusCode).toBe(200);
    }
    const fourth = await order(choice, '198.51.100.9', cookie);
    expectFailure(
      fourth,
      429,
      'HOLD_RENEWAL_LIMIT',
      'You have held this room for these dates 3 times in the last hour. Please try again later, or contact the hotel.',
    );
    // The same browser from another address is still the same client (its client key).
    expect((await order(choice, '198.51.100.10', cookie)).statusCode).toBe(429);
    // Other dates, or an hour later, are fine.
    const otherDates = await order(
      { ...choice, checkIn: dayInIndia(20), checkOut: dayInIndia(21) },
      '198.51.100.9',
      cookie,
    );
    expect(otherDates.statusCode, otherDates.body).toBe(201);
    vi.useFakeTimers({ now: Date.now() + 61 * 60_000, toFake: ['Date'] });
    expect((await order(choice, '198.51.100.9', cookie)).statusCode).toBe(201);
  });
});
