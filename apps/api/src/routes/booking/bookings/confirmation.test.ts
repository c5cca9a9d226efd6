import { workedExampleMeals } from '@hotel/test-fixtures';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { payBooking } from '../../../test/orders.js';
import { adminCookie, appForEachTest, guestCookie } from '../../../test/testApp.js';

/**
 * What the booking's confirmation page and calendar file tell its guest: Hotel Akash Executive's
 * Luxury Room for 2 adults, 2 nights at ₹3,999 (no dated adjustment there): ₹7,998.00, GST 5%
 * ₹399.90 (CGST and SGST ₹199.95 each), ₹8,397.90.
 */
const AKASH_ADDRESS =
  'Plot 0, Jalna Road, Chikalthana, Chhatrapati Sambhajinagar, Maharashtra 431006';

const app = appForEachTest();

const get = (url: string, cookie?: string) =>
  app.t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** `2026-12-01` → `20261201`, as iCalendar writes a date. */
const compact = (date: string) => date.replaceAll('-', '');

/** The one VEVENT of an iCalendar text, read back with ical.js (which throws on a bad file). */
function onlyEvent(text: string): ICAL.Component {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return events[0] as ICAL.Component;
}

describe('GET /api/bookings/:reference, as the confirmation page reads it', () => {
  it('carries the hotel’s address, times, phone and directions, the room’s amenities, and the nights and taxes of the invoice', async () => {
    const asha = await guestCookie(app.t.app, 'asha');
    const booking = await payBooking(app.t, {
      cookie: asha,
      children: 1,
      breakfasts: 2,
      lunchDinners: 1,
    });
    const detail = (await get(`/api/bookings/${booking.reference}`, asha)).json();
    expect(detail.hotel).toEqual({
      address: AKASH_ADDRESS,
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(AKASH_ADDRESS)}`,
      phone: '0240 000 0003',
      messagingNumber: '910000000003',
      checkInTime: '12:00',
      checkOutTime: '11:00',
      directions: [
        { from: 'From the railway station', text: expect.stringMatching(/Jalna Road/) },
        { from: 'From the airport', text: expect.stringMatching(/Chikalthana/) },
      ],
    });
    expect(detail.amenities).toEqual(['Free Wifi', 'Room Service']);
    // The party's child came with the quote and stays with the booking (not priced).
    expect([detail.adults, detail.children]).toEqual([2, 1]);
    expect(detail.price).toEqual({
      nightly: [
        { date: dayInIndia(3), rate: 399900, adjustment: null, gstRate: 5 },
        { date: dayInIndia(4), rate: 399900, adjustment: null, gstRate: 5 },
      ],
      roomCost: 799800,
      gstRates: [5],
      cgst: 19995,
      sgst: 19995,
      // The meals, a supply apart from the room, with their own 5%: ₹1,700 → ₹85.00.
      ...workedExampleMeals,
      total: 839790 + 170000 + 8500,
    });
    expect(detail.amount).toBe(detail.price.total);
  });
});

describe('GET /api/bookings/:reference/calendar.ics', () => {
  it('is one event from check-in at 12:00 to check-out at 11:00 India time (06:30 and 05:30 UTC), with where, what and whom to call', async () => {
    const asha = await guestCookie(app.t.app, 'asha');
    const booking = await payBooking(app.t, { cookie: asha, children: 2 });
    const response = await get(`/api/bookings/${booking.reference}/calendar.ics`, asha);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${booking.reference}.ics"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    // RFC 5545: CRLF line ends, long lines folded (ical.js: 75 octets, a continuation's space first).
    const lines = response.body.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines.filter((line) => Buffer.byteLength(line) > 76)).toEqual([]);
    expect(response.body).toContain(`\r\nDTSTART:${compact(dayInIndia(3))}T063000Z\r\n`);
    expect(response.body).toContain(`\r\nDTEND:${compact(dayInIndia(5))}T053000Z\r\n`);

    const component = onlyEvent(response.body);
    const event = new ICAL.Event(component);
    expect(event.uid).toBe(`${booking.reference}@hotels.example.com`);
    expect(event.startDate.toJSDate().toISOString()).toBe(`${dayInIndia(3)}T06:30:00.000Z`);
    expect(event.endDate.toJSDate().toISOString()).toBe(`${dayInIndia(5)}T05:30:00.000Z`);
    expect(event.summary).toBe('Stay at Hotel Akash Executive');
    expect(event.location).toBe(AKASH_ADDRESS);
    const page = `https://hotels.example.com/my-bookings/${booking.reference}`;
    expect(event.description.split('\n')).toEqual([
      `Booking reference: ${booking.reference}`,
      'Room: Luxury Room',
      'Guests: 2 adults, 2 children',
      'Check-in from 12:00, check-out by 11:00 (India time)',
      `Your booking: ${page}`,
      'Hotel phone: 0240 000 0003',
    ]);
    expect(component.getFirstPropertyValue('url')).toBe(page);
    expect(component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('answers another guest 404 exactly as an unknown reference, a visitor 401, an admin the file', async () => {
    const asha = await guestCookie(app.t.app, 'asha');
    const booking = await payBooking(app.t, { cookie: asha });
    const url = `/api/bookings/${booking.reference}/calendar.ics`;
    const rohan = await guestCookie(app.t.app, 'rohan');
    const others = await get(url, rohan);
    const unknown = await get('/api/bookings/DSH-NOSUCH/calendar.ics', rohan);
    expect(others.statusCode).toBe(404);
    expect(others.body).toBe(unknown.body);
    expect(others.body).not.toContain('VCALENDAR');
    expect((await get(url)).statusCode).toBe(401);
    const admin = await adminCookie(app.t.app);
    const asAdmin = await get(url, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(new ICAL.Event(onlyEvent(asAdmin.body)).uid).toBe(
      `${booking.reference}@hotels.example.com`,
    );
  });

  it('cancels the same event once the booking is cancelled', async () => {
    const asha = await guestCookie(app.t.app, 'asha');
    const booking = await payBooking(app.t, { cookie: asha });
    const url = `/api/bookings/${booking.reference}/calendar.ics`;
    const before = onlyEvent((await get(url, asha)).body);
    expect(before.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const cancelled = await app.t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.reference}/cancel`,
      headers: { cookie: asha },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const after = onlyEvent((await get(url, asha)).body);
    expect(after.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(after.getFirstPropertyValue('uid')).toBe(before.getFirstPropertyValue('uid'));
    expect(Number(after.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(before.getFirstPropertyValue('sequence')),
    );
  });
});
