import { addDays } from '@hotel/pricing';
import { type PerformanceReport, performanceReport } from '@hotel/validators/responses';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockRoom } from '../../../booking/blocks.js';
import { closedDaySales, closedHotelDays, refunds, taxDocuments } from '../../../db/schema.js';
import { closeDay } from '../../../reports/closeDay.js';
import { expectFailure } from '../../../test/apiAssertions.js';
import { dayInIndia, roomIdOf } from '../../../test/bookingFixtures.js';
import { bookWalkIn, payBooking } from '../../../test/orders.js';
import { adminCookie, staffCookie, startTestApp, type TestApp } from '../../../test/testApp.js';

/**
 * GET /api/admin/reports/performance through the real app and a real SQLite file, at Hotel Akash
 * Executive (12 rooms: 3 of each type; its Luxury Room ₹3,999 a night, GST 5%, no dated rates),
 * on the nights N and N + 1:
 * - online, paid: a Luxury Room for N and N + 1 with one breakfast (₹250 + 5% GST): each night
 *   ₹3,999.00 of rooms, ₹125.00 of meals, GST ₹199.95 + ₹6.25 = ₹206.20;
 * - a walk-in: a Luxury Room for N: ₹3,999.00, GST ₹199.95;
 * - a travel site's iCal block of the third Luxury Room on N: sold, no revenue;
 * - a Double Bed room blocked at the desk for N: out of available;
 * - an online Single Bed booking cancelled today (refunded in full: nothing retained).
 */
const AKASH = 'hotel-akash-executive';
const N = dayInIndia(20);
const N1 = addDays(N, 1);
const TODAY = dayInIndia(0);

let t: TestApp;
let admin: string;
let refunded: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminCookie(t.app);
  await payBooking(t, { checkIn: N, checkOut: addDays(N, 2), breakfasts: 1 });
  const walkIn = await bookWalkIn(t, admin, {
    checkIn: N,
    checkOut: N1,
    guest: { name: 'Ravi Kulkarni', mobile: '98765 43210' },
  });
  expect(walkIn.statusCode, walkIn.body).toBe(201);
  const now = new Date().toISOString();
  const block = (roomNumber: string, source: 'admin' | 'ical', reason: string) =>
    blockRoom(t.app.db, {
      roomId: roomIdOf(t.app.db, AKASH, roomNumber),
      from: N,
      until: N1,
      reason,
      source,
      createdBy: null,
      now,
    });
  block('403', 'ical', 'Booking.com');
  block('201', 'admin', 'Leaking tap');
  const single = await payBooking(t, {
    roomId: 'akash-single-bed',
    adults: 1,
    checkIn: N1,
    checkOut: addDays(N, 2),
  });
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${single.reference}/cancel`,
    headers: { cookie: admin },
    payload: { refund: 'full' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  refunded = single.amount;
});
afterAll(async () => {
  await t.close();
});

const get = (query: string, cookie = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/reports/performance?${query}`,
    headers: { cookie },
  });

async function reportOf(query: string, cookie = admin): Promise<PerformanceReport> {
  const response = await get(query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return performanceReport.parse(response.json());
}

const rowOf = (rows: PerformanceReport['rows'], period: string) =>
  rows.find((row) => row.period === period);

const NONE = { cancellations: 0, refunds: 0, retained: 0, adjustments: 0 };

describe('GET /api/admin/reports/performance', () => {
  it('answers a hotel’s nights: available less desk blocks, sold by bookings and travel sites, the USALI ratios', async () => {
    const report = await reportOf(`hotelId=${AKASH}&from=${TODAY}&to=${N1}`);
    expect(report).toMatchObject({ hotelId: AKASH, by: 'night', closedThrough: null });
    expect(rowOf(report.rows, N)).toEqual({
      period: N,
      roomsAvailable: 11,
      roomsSold: 3,
      occupancyPercent: 27.27,
      roomRevenue: 799800,
      adr: 266600,
      revpar: 72709,
      mealsRevenue: 12500,
      gst: 20620 + 19995,
      ...NONE,
    });
    expect(rowOf(report.rows, N1)).toEqual({
      period: N1,
      roomsAvailable: 12,
      roomsSold: 1,
      occupancyPercent: 8.33,
      roomRevenue: 399900,
      adr: 399900,
      revpar: 33325,
      mealsRevenue: 12500,
      gst: 20620,
      ...NONE,
    });
    // The cancellation is of today, the day it was made; its nights are not sold.
    expect(rowOf(report.rows, TODAY)).toMatchObject({
      roomsSold: 0,
      cancellations: 1,
      refunds: refunded,
      retained: 0,
      gst: 0,
    });
    const channel = (name: string) => report.byChannel.find((series) => series.channel === name);
    expect(rowOf(channel('online')?.rows ?? [], N)).toMatchObject({
      roomsAvailable: 11,
      roomsSold: 1,
      roomRevenue: 399900,
    });
    expect(rowOf(channel('walk_in')?.rows ?? [], N)).toMatchObject({
      roomsSold: 1,
      roomRevenue: 399900,
      mealsRevenue: 0,
      gst: 19995,
    });
    expect(rowOf(channel('ical')?.rows ?? [], N)).toMatchObject({
      roomsSold: 1,
      roomRevenue: 0,
      adr: 0,
    });
    expect(channel('online')?.totals).toMatchObject({ cancellations: 1, refunds: refunded });
    const luxury = report.byRoomType.find((series) => series.roomType === 'luxury-room');
    expect(rowOf(luxury?.rows ?? [], N)).toMatchObject({
      roomsAvailable: 3,
      roomsSold: 3,
      occupancyPercent: 100,
    });
    const double = report.byRoomType.find((series) => series.roomType === 'double-bed');
    expect(rowOf(double?.rows ?? [], N)).toMatchObject({ roomsAvailable: 2, roomsSold: 0 });
  });

  it('agrees with the invoices less the credit notes: revenue, retained charges and GST add up to them', async () => {
    const report = await reportOf(`hotelId=${AKASH}&from=${TODAY}&to=${addDays(N, 2)}`);
    const { roomRevenue, mealsRevenue, gst, retained } = report.totals;
    const documents = t.app.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.hotelId, AKASH))
      .all();
    const net = documents.reduce(
      (sum, row) => sum + (row.kind === 'invoice' ? 1 : -1) * row.document.total,
      0,
    );
    expect(roomRevenue + mealsRevenue + retained + gst).toBe(net);
  });

  it('adds months up: a month’s row is its nights’ sums, its ratios worked out on them', async () => {
    const nights = await reportOf(`hotelId=${AKASH}&from=${TODAY}&to=${N1}`);
    const months = await reportOf(`hotelId=${AKASH}&from=${TODAY}&to=${N1}&by=month`);
    expect(months.rows.map((row) => row.period)).toEqual([
      ...new Set(nights.rows.map((row) => row.period.slice(0, 7))),
    ]);
    expect(months.totals).toEqual(nights.totals);
    expect(months.totals.occupancyPercent).toBe(
      Math.round((months.totals.roomsSold * 10_000) / months.totals.roomsAvailable) / 100,
    );
  });

  it('downloads each table as a CSV file, in rupees', async () => {
    const response = await get(`hotelId=${AKASH}&from=${N}&to=${N}&format=csv&table=channels`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="performance_${AKASH}_${N}_${N}_channels.csv"`,
    );
    const [header, ...rows] = response.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'Night,Channel,Rooms available,Rooms sold,Occupancy %,ADR (₹),RevPAR (₹),Room revenue (₹),Meals revenue (₹),GST (₹),Cancellations,Refunds (₹),Cancellation charges kept (₹),Adjustments to closed days (₹)',
    );
    expect(rows).toEqual([
      `${N},Online,11,1,9.09,3999.00,363.55,3999.00,125.00,206.20,0,0.00,0.00,0.00`,
      `${N},Walk-in,11,1,9.09,3999.00,363.55,3999.00,0.00,199.95,0,0.00,0.00,0.00`,
      `${N},Travel sites (iCal),11,1,9.09,0.00,0.00,0.00,0.00,0.00,0,0.00,0.00,0.00`,
    ]);
    const periods = await get(`hotelId=${AKASH}&from=${N}&to=${N}&format=csv&table=periods`);
    expect(periods.body.split('\r\n')[1]).toBe(
      `${N},11,3,27.27,2666.00,727.09,7998.00,125.00,406.15,0,0.00,0.00,0.00`,
    );
    const noTable = await get(`from=${N}&to=${N}&format=csv`);
    expect(noTable.statusCode).toBe(400);
    expect(noTable.json().fields).toEqual({
      table: 'Please name the table of the CSV file, e.g. table=channels.',
    });
  });

  it('reads the whole group for an admin who names no hotel', async () => {
    const group = await reportOf(`from=${N}&to=${N}`);
    expect(group.hotelId).toBeNull();
    // Three hotels of 12 rooms, one blocked at the desk.
    expect(group.rows[0]).toMatchObject({ roomsAvailable: 35, roomsSold: 3 });
  });

  it('keeps a closed night as it was stored; a later cancellation shows as an adjustment on its day', async () => {
    const before = await reportOf(`hotelId=${AKASH}&from=${N}&to=${N}`);
    closeDay(t.app.db, { date: N, now: new Date(Date.now() - 60_000).toISOString() });
    closeDay(t.app.db, { date: N, now: new Date().toISOString() });
    expect(
      t.app.db.select().from(closedHotelDays).where(eq(closedHotelDays.date, N)).all(),
    ).toHaveLength(3);
    expect(
      t.app.db.select().from(closedDaySales).where(eq(closedDaySales.date, N)).all(),
    ).toHaveLength(3);

    const online = t.app.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.kind, 'invoice'))
      .all()
      .find((row) => row.document.stay.checkIn === N && row.document.stay.nights === 2);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${online?.reference}/cancel`,
      headers: { cookie: admin },
      payload: { refund: 'full' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const after = await reportOf(`hotelId=${AKASH}&from=${TODAY}&to=${N1}`);
    expect(after.closedThrough).toBeNull();
    expect(rowOf(after.rows, N)).toEqual(before.rows[0]);
    expect(rowOf(after.rows, N1)).toMatchObject({ roomsSold: 0, roomRevenue: 0 });
    const refund = t.app.db
      .select()
      .from(refunds)
      .where(eq(refunds.reference, online?.reference ?? ''))
      .get();
    expect(rowOf(after.rows, TODAY)).toMatchObject({
      cancellations: 2,
      refunds: refunded + (refund?.amount ?? Number.NaN),
      roomRevenue: -399900,
      mealsRevenue: -12500,
      gst: -20620,
      adjustments: -412400,
      retained: 0,
    });
    const closed = await reportOf(`hotelId=${AKASH}&from=${N}&to=${N}`);
    expect(closed.closedThrough).toBe(N);
  });

  it('gives staff their own hotel, never the group nor another hotel', async () => {
    const staff = await staffCookie(t.app, AKASH);
    const own = await reportOf(`from=${N}&to=${N}`, staff);
    expect(own.hotelId).toBe(AKASH);
    expect(own.rows[0]?.roomsAvailable).toBe(11);
    expectFailure(
      await get(`hotelId=hotel-grand-imperial&from=${N}&to=${N}`, staff),
      404,
      'NOT_FOUND',
      'We could not find that hotel.',
    );
    expectFailure(
      await get(`hotelId=hotel-nowhere&from=${N}&to=${N}`),
      404,
      'NOT_FOUND',
      'We could not find that hotel.',
    );
  });

  it('names the field a bad query got wrong: dates, a range over two years, the grouping', async () => {
    const backwards = await get(`from=${N1}&to=${N}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ to: 'To must not be before From.' });
    const long = await get('from=2025-01-01&to=2027-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({
      to: 'A report covers at most two years (731 nights); please shorten the dates.',
    });
    expect((await get('from=2025-01-01&to=2027-01-01')).statusCode).toBe(200);
    const week = await get(`from=${N}&to=${N}&by=week`);
    expect(week.statusCode).toBe(400);
    expect(week.json().fields).toEqual({ by: 'By must be night or month.' });
  });
});
