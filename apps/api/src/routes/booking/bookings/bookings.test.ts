import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayInIndia, insertBooking, roomIdOf } from '../../../test/bookingFixtures.js';
import { placeOrder } from '../../../test/orders.js';
import { adminCookie, guestCookie, startTestApp, type TestApp } from '../../../test/testApp.js';

const AAGAM = 'hotel-aagam-executive';
const AKASH = 'hotel-akash-executive';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await startTestApp();
  cookie = await adminCookie(t.app);
  const db = t.app.db;
  insertBooking(db, {
    reference: 'BK-OLDEST',
    roomId: roomIdOf(db, AAGAM, '101'),
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    status: 'confirmed',
    guestName: 'Asha Patil',
    guestEmail: 'asha@example.com',
    guestMobile: '9000000001',
    amount: 354000,
    createdAt: '2026-11-01T10:00:00.000Z',
  });
  insertBooking(db, {
    reference: 'BK-MIDDLE',
    roomId: roomIdOf(db, AKASH, '402'),
    checkIn: '2026-12-03',
    checkOut: '2026-12-05',
    status: 'pending',
    holdExpiresAt: '2026-11-02T10:15:00.000Z',
    createdAt: '2026-11-02T10:00:00.000Z',
  });
  insertBooking(db, {
    reference: 'BK-NEWEST',
    roomId: roomIdOf(db, AKASH, '201'),
    checkIn: '2026-12-10',
    checkOut: '2026-12-11',
    status: 'cancelled',
    createdAt: '2026-11-03T10:00:00.000Z',
  });
});
afterEach(async () => {
  await t.close();
});

const list = (query: Record<string, string> = {}, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'GET', url: '/api/bookings', query, headers });

const references = async (query: Record<string, string>) =>
  (await list(query)).json().map((booking: { reference: string }) => booking.reference);

describe('GET /api/bookings', () => {
  it('lists bookings newest first with room, hotel, guest and amount in paise', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const bookings = response.json();
    expect(bookings.map((booking: { reference: string }) => booking.reference)).toEqual([
      'BK-NEWEST',
      'BK-MIDDLE',
      'BK-OLDEST',
    ]);
    expect(bookings[2]).toEqual({
      _id: expect.any(Number),
      roomId: roomIdOf(t.app.db, AAGAM, '101'),
      roomNumber: '101',
      hotelId: AAGAM,
      hotelName: 'Hotel Aagam Executive',
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      status: 'confirmed',
      guest: { name: 'Asha Patil', email: 'asha@example.com', mobile: '9000000001' },
      amount: 354000,
      reference: 'BK-OLDEST',
      createdAt: '2026-11-01T10:00:00.000Z',
      // Made outside the payment flow: no invoice, nothing refunded.
      invoice: null,
      creditNote: null,
      refund: null,
      payment: { online: false, method: null, reference: null },
    });
  });

  it('says how each booking was paid: online with the method and reference, or at the desk', async () => {
    const order = await placeOrder(t, { checkIn: dayInIndia(20), checkOut: dayInIndia(21) });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/complete',
      payload: { orderId: order.orderId, method: 'netbanking', bank: 'SBIN', outcome: 'success' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    insertBooking(t.app.db, {
      reference: 'BK-DESK',
      roomId: roomIdOf(t.app.db, AAGAM, '102'),
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      status: 'confirmed',
      paymentMethod: 'cash',
      paymentReference: 'slip 42',
      createdAt: '2026-11-01T09:00:00.000Z',
    });
    const payments = Object.fromEntries(
      (await list())
        .json()
        .map((row: { reference: string; payment: unknown }) => [row.reference, row.payment]),
    );
    expect(payments[order.bookingReference]).toEqual({
      online: true,
      method: 'netbanking',
      reference: 'SBIN',
    });
    expect(payments['BK-DESK']).toEqual({ online: false, method: 'cash', reference: 'slip 42' });
  });

  it('filters by hotel and by status', async () => {
    expect(await references({ hotelId: AKASH })).toEqual(['BK-NEWEST', 'BK-MIDDLE']);
    expect(await references({ status: 'pending' })).toEqual(['BK-MIDDLE']);
    expect(await references({ hotelId: AKASH, status: 'confirmed' })).toEqual([]);
    expect(await references({ hotelId: '', status: '' })).toHaveLength(3);
  });

  it('filters by dates: the stays with a night from “from” to “to”', async () => {
    // BK-OLDEST checks out on 3 Dec, so it has no night on the 3rd.
    expect(await references({ from: '2026-12-03', to: '2026-12-04' })).toEqual(['BK-MIDDLE']);
    expect(await references({ from: '2026-12-02' })).toEqual([
      'BK-NEWEST',
      'BK-MIDDLE',
      'BK-OLDEST',
    ]);
    expect(await references({ to: '2026-12-02' })).toEqual(['BK-OLDEST']);
    expect(await references({ from: '2026-12-06', to: '2026-12-09' })).toEqual([]);
  });

  it('limits the list', async () => {
    expect(await references({ limit: '2' })).toEqual(['BK-NEWEST', 'BK-MIDDLE']);
  });

  it.each([
    [
      'an unknown status',
      { status: 'paid' },
      'status',
      'Status must be one of: pending, confirmed, failed, expired, cancelled, checked_in, checked_out, no_show.',
    ],
    ['a date that is no date', { from: '1 Dec' }, 'from', 'From must be a date like 2026-12-31.'],
    [
      'a range that ends before it starts',
      { from: '2026-12-05', to: '2026-12-01' },
      'to',
      'To must not be before From.',
    ],
    ['a limit that is not a number', { limit: 'all' }, 'limit', 'Limit must be a number.'],
  ])('refuses %s with 400 naming the field', async (_name, query, field, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
  });

  it('is for admins only', async () => {
    const anonymous = await list({}, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    const guest = await list({}, { cookie: await guestCookie(t.app) });
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });
});
