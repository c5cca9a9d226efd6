import { getRoom, site } from '@hotel/content';
import { describe, expect, it } from 'vitest';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { appWithAdminForEachTest } from '../../../test/testApp.js';

/**
 * The desk's walk-in and phone bookings are held to the limits an online guest has (content:
 * site.json › booking, and each room's maxAdultsPerRoom), with the same messages.
 */
const app = appWithAdminForEachTest('desk@example.com');

interface Stay {
  readonly roomId: string;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly adults: number;
}

const walkIn = (stay: Stay) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/admin/bookings',
    headers: { cookie: app.admin },
    payload: {
      ...stay,
      breakfasts: 0,
      guest: { name: 'Ravi Kulkarni', mobile: '9876543210' },
      payment: { method: 'cash' },
    },
  });
const onlineQuote = (stay: Stay) =>
  app.t.app.inject({ method: 'POST', url: '/api/quotes', payload: { ...stay, rooms: 1 } });

const luxury = { roomId: 'akash-luxury-room', adults: 2 };

describe('a walk-in past the online booking limits', () => {
  it.each<[string, Stay, string]>([
    [
      'a check-in on 9999-12-30',
      { ...luxury, checkIn: '9999-12-30', checkOut: '9999-12-31' },
      'checkIn',
    ],
    [
      'a stay of 200 nights',
      { ...luxury, checkIn: dayInIndia(1), checkOut: dayInIndia(201) },
      'checkOut',
    ],
    [
      '5 adults in a single-bed room',
      { roomId: 'aagam-single-bed', adults: 5, checkIn: dayInIndia(1), checkOut: dayInIndia(2) },
      'adults',
    ],
  ])('refuses %s with the online message, storing nothing', async (_what, stay, field) => {
    const online = await onlineQuote(stay);
    expect(online.statusCode).toBe(400);
    const before = app.t.counts();

    const desk = await walkIn(stay);

    expect(desk.statusCode, desk.body).toBe(400);
    expect(desk.json()).toEqual(online.json());
    expect(Object.keys(desk.json().fields)).toEqual([field]);
    expect(app.t.counts()).toEqual(before);
  });

  it('books a walk-in right at the limits', async () => {
    const { bookAheadDays, maxNights } = site.booking;
    const single = getRoom('aagam-single-bed');
    const atTheLimits = {
      roomId: 'aagam-single-bed',
      adults: single?.maxAdultsPerRoom ?? 1,
      checkIn: dayInIndia(bookAheadDays),
      checkOut: dayInIndia(bookAheadDays + maxNights),
    };
    expect((await onlineQuote(atTheLimits)).statusCode).toBe(201);
    const booked = await walkIn(atTheLimits);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ status: 'confirmed' });
  });
});
