import { describe, expect, it } from 'vitest';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { payBooking } from '../../../test/orders.js';
import { appWithTextsForEachTest, cookieFrom, guestCookie } from '../../../test/testApp.js';

const AKASH = 'hotel-akash-executive';

const app = appWithTextsForEachTest();

const paidBooking = (cookie?: string, mobileNumber = '9876543210') =>
  payBooking(app.t, { cookie, mobileNumber });

describe('GET /api/bookings/mine', () => {
  it('needs a session', async () => {
    expect((await app.t.app.inject({ url: '/api/bookings/mine' })).statusCode).toBe(401);
  });

  it('lists the guest’s own bookings newest first, not other people’s', async () => {
    const cookie = await guestCookie(app.t.app, 'asha');
    const older = await paidBooking(cookie, '9000000011');
    const newer = await paidBooking(cookie, '9000000012');
    await paidBooking(undefined, '9000000013');
    const response = await app.t.app.inject({ url: '/api/bookings/mine', headers: { cookie } });
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
      checkIn: dayInIndia(3),
      checkOut: dayInIndia(5),
      status: 'confirmed',
      amount: newer.amount,
      paymentId: expect.stringMatching(/^pay_test_/),
      createdAt: expect.any(String),
    });
  });

  it('finds bookings made signed out by the mobile number of an OTP sign-in', async () => {
    const booked = await paidBooking(undefined, '9123456789');
    await app.t.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { mobile: '9123456789' },
    });
    const otp = app.texts.at(-1)?.text.match(/^(\d{6}) /)?.[1];
    const login = await app.t.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { mobile: '9123456789', otp },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);
    const response = await app.t.app.inject({ url: '/api/bookings/mine', headers: { cookie } });
    expect(response.json().map((booking: { _id: number }) => booking._id)).toEqual([booked.id]);
  });
});
