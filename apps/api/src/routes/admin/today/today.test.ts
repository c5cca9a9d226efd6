import { describe, expect, it } from 'vitest';
import { expectFailure, expectFieldRefusal } from '../../../test/apiAssertions.js';
import { dayInIndia, insertBooking, roomIdOf } from '../../../test/bookingFixtures.js';
import { appWithAdminForEachTest, staffCookie } from '../../../test/testApp.js';

const GRAND = 'hotel-grand-imperial';
const d = dayInIndia;
const app = appWithAdminForEachTest();

const today = (query: Record<string, string>, cookie = app.admin) =>
  app.t.app.inject({ url: '/api/admin/today', query, headers: { cookie } });

function seedDay() {
  const db = app.t.app.db;
  const room = (number: string) => roomIdOf(db, GRAND, number);
  const book = (
    reference: string,
    number: string,
    fields: Omit<Parameters<typeof insertBooking>[1], 'roomId'>,
  ) => insertBooking(db, { reference, roomId: room(number), guestName: 'Meera Joshi', ...fields });
  book('DSH-ARRIVE', '101', { checkIn: d(0), checkOut: d(2), status: 'confirmed' });
  book('DSH-ARRIVE', '102', { line: 2, checkIn: d(0), checkOut: d(2), status: 'confirmed' });
  book('DSH-DUEPAY', '103', {
    checkIn: d(0),
    checkOut: d(1),
    status: 'confirmed',
    paymentMethod: 'pay_at_hotel',
    amount: 250000,
  });
  book('DSH-LEAVES', '201', { checkIn: d(-2), checkOut: d(0), status: 'checked_in' });
  book('DSH-LATE00', '202', { checkIn: d(-3), checkOut: d(-1), status: 'checked_in' });
  book('DSH-STAYON', '203', { checkIn: d(-1), checkOut: d(3), status: 'checked_in' });
  book('DSH-NOSHOW', '301', { checkIn: d(-1), checkOut: d(1), status: 'confirmed' });
  book('DSH-GONE00', '302', { checkIn: d(-2), checkOut: d(0), status: 'checked_out' });
  book('DSH-CANCEL', '303', { checkIn: d(0), checkOut: d(1), status: 'cancelled' });
  book('DSH-LATER0', '401', { checkIn: d(1), checkOut: d(2), status: 'confirmed' });
}

const references = (rows: { reference: string }[]) => rows.map((row) => row.reference);

describe('GET /api/admin/today', () => {
  it('lists arrivals, departures, guests in house and expected no-shows for today in India, each with the step it needs', async () => {
    seedDay();
    const response = await today({ hotelId: GRAND });
    expect(response.statusCode, response.body).toBe(200);
    const lists = response.json();
    expect(lists.date).toBe(d(0));
    expect(references(lists.arrivals)).toEqual(['DSH-ARRIVE', 'DSH-DUEPAY']);
    expect(references(lists.departures)).toEqual(['DSH-LATE00', 'DSH-LEAVES']);
    expect(references(lists.inHouse)).toEqual(['DSH-STAYON']);
    expect(references(lists.expectedNoShows)).toEqual(['DSH-NOSHOW']);
    expect(lists.arrivals[0]).toEqual({
      reference: 'DSH-ARRIVE',
      guestName: 'Meera Joshi',
      rooms: [
        { roomId: roomIdOf(app.t.app.db, GRAND, '101'), roomNumber: '101' },
        { roomId: roomIdOf(app.t.app.db, GRAND, '102'), roomNumber: '102' },
      ],
      checkIn: d(0),
      checkOut: d(2),
      nights: 2,
      status: 'confirmed',
      amount: 354000,
      due: false,
      actions: ['check-in', 'no-show'],
    });
    expect(lists.arrivals[1]).toMatchObject({ amount: 250000, due: true, nights: 1 });
    expect(lists.departures[0].actions).toEqual(['check-out']);
    expect(lists.expectedNoShows[0].actions).toEqual(['no-show']);
  });

  it('reads another date: tomorrow’s arrivals and departures', async () => {
    seedDay();
    const lists = (await today({ hotelId: GRAND, date: d(1) })).json();
    expect(lists.date).toBe(d(1));
    expect(references(lists.arrivals)).toEqual(['DSH-LATER0']);
    expect(references(lists.departures)).toEqual(['DSH-LATE00', 'DSH-LEAVES']);
    expect(references(lists.inHouse)).toEqual(['DSH-STAYON']);
  });

  it('lets a hotel’s staff read their own hotel and answers another hotel as an unknown one', async () => {
    seedDay();
    const staff = await staffCookie(app.t.app, GRAND);
    const own = await today({ hotelId: GRAND }, staff);
    expect(references(own.json().arrivals)).toEqual(['DSH-ARRIVE', 'DSH-DUEPAY']);
    for (const hotelId of ['hotel-akash-executive', 'hotel-nowhere']) {
      expectFailure(
        await today({ hotelId }, staff),
        404,
        'NOT_FOUND',
        'We could not find that hotel.',
      );
    }
  });

  it('names the date field when it is not a date', async () => {
    expectFieldRefusal(
      await today({ hotelId: GRAND, date: '2026-02-30' }),
      'date',
      'Date must be a date like 2026-12-31.',
    );
  });
});
