import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayInIndia, insertBooking, roomIdOf } from '../../booking/testFixtures.js';
import { bookingEvents, bookings } from '../../db/schema.js';
import {
  adminCookie,
  cookieFrom,
  guestCookie,
  startTestApp,
  type TestApp,
} from '../../test/testApp.js';

const AKASH = 'hotel-akash-executive';

let t: TestApp;
let texts: string[];
beforeEach(async () => {
  texts = [];
  t = await startTestApp(
    {},
    {
      smsGateway: {
        send: async (_to, text) => {
          texts.push(text);
        },
      },
    },
  );
});
afterEach(async () => {
  await t.close();
});

/** A paid booking made through the API, signed in or not. */
async function paidBooking(cookie?: string, mobileNumber = '9876543210') {
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: {
      roomId: 'akash-luxury-room',
      rooms: 1,
      adults: 2,
      checkIn: dayInIndia(2),
      checkOut: dayInIndia(4),
    },
  });
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    payload: {
      quoteId: quote.json().id,
      customer: { fullName: 'Asha Patil', mobileNumber, email: 'asha@example.com' },
    },
    headers: cookie ? { cookie } : {},
  });
  expect(order.statusCode).toBe(201);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/test/complete',
    payload: { orderId: order.json().orderId, outcome: 'success' },
  });
  expect(paid.statusCode).toBe(200);
  const row = t.app.db
    .select()
    .from(bookings)
    .where(eq(bookings.orderId, order.json().orderId))
    .get();
  if (!row) throw new Error('no booking');
  return row;
}

describe('GET /api/bookings/mine', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/bookings/mine' })).statusCode).toBe(401);
  });

  it('lists the guest’s own bookings newest first, not other people’s', async () => {
    const cookie = await guestCookie(t.app, 'asha');
    const older = await paidBooking(cookie, '9000000011');
    const newer = await paidBooking(cookie, '9000000012');
    await paidBooking(undefined, '9000000013');
    const response = await t.app.inject({ url: '/api/bookings/mine', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((booking: { _id: number }) => booking._id)).toEqual([newer.id, older.id]);
    expect(list[0]).toEqual({
      _id: newer.id,
      reference: newer.reference,
      hotelId: AKASH,
      hotelName: 'Hotel Akash Executive',
      roomType: 'luxury-room',
      roomTitle: 'Luxury Room',
      roomNumber: expect.any(String),
      checkIn: dayInIndia(2),
      checkOut: dayInIndia(4),
      status: 'confirmed',
      amount: newer.amount,
      paymentId: expect.stringMatching(/^pay_test_/),
      createdAt: expect.any(String),
    });
  });

  it('finds bookings made signed out by the mobile number of an OTP sign-in', async () => {
    const booked = await paidBooking(undefined, '9123456789');
    await t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { mobile: '9123456789' } });
    const otp = texts.at(-1)?.match(/^(\d{6}) /)?.[1];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { mobile: '9123456789', otp },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);
    const response = await t.app.inject({ url: '/api/bookings/mine', headers: { cookie } });
    expect(response.json().map((booking: { _id: number }) => booking._id)).toEqual([booked.id]);
  });
});

describe('POST /api/bookings/:id/cancel', () => {
  it('401 signed out, 403 for a guest, 200 for an admin, then 409', async () => {
    const booking = await paidBooking();
    const url = `/api/bookings/${booking.id}/cancel`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const guest = await guestCookie(t.app, 'rohan');
    expect(
      (await t.app.inject({ method: 'POST', url, headers: { cookie: guest } })).statusCode,
    ).toBe(403);
    const cookie = await adminCookie(t.app);
    const done = await t.app.inject({ method: 'POST', url, headers: { cookie } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      _id: booking.id,
      reference: booking.reference,
      status: 'cancelled',
    });
    const events = t.app.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.id))
      .orderBy(asc(bookingEvents.id))
      .all();
    expect(events.map((event) => event.to)).toEqual(['pending', 'confirmed', 'cancelled']);
    const again = await t.app.inject({ method: 'POST', url, headers: { cookie } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_CONFIRMED');
    const pending = insertBooking(t.app.db, {
      roomId: roomIdOf(t.app.db, AKASH, '201'),
      checkIn: dayInIndia(9),
      checkOut: dayInIndia(10),
      status: 'pending',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${pending}/cancel`,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/bookings/99999/cancel',
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/bookings/abc/cancel', headers: { cookie } }))
        .statusCode,
    ).toBe(400);
  });
});
