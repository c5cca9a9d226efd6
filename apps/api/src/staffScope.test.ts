import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockRoom } from './booking/blocks.js';
import { expectErrorShape, expectFailure } from './test/apiAssertions.js';
import { dayInIndia, insertBooking, roomIdOf } from './test/bookingFixtures.js';
import { payBooking } from './test/orders.js';
import { icalAdminRoutes, isPublic } from './test/publicRoutes.js';
import { exampleReview, invitedStay } from './test/reviewFixtures.js';
import { apiRoutes } from './test/routeTable.js';
import {
  adminCookie,
  guestCookie,
  staffCookie,
  startTestApp,
  type TestApp,
} from './test/testApp.js';

/**
 * Who may call each route that is not public, read against Fastify's route table so a new
 * route must be named here: the front desk's routes take an admin, or the staff of the hotel
 * the request concerns (hotel A's staff get for hotel B's data exactly the answer they get for
 * data that does not exist, storing nothing: they cannot enumerate B's bookings, rooms or
 * blocks); every other one is for admins only. A guest gets 403 throughout (security.test.ts
 * checks 401 and 403 for every route too).
 */
const A = { id: 'hotel-grand-imperial', rooms: 'grand' } as const;
const B = { id: 'hotel-akash-executive', rooms: 'akash' } as const;
type Hotel = typeof A | typeof B;

let t: TestApp;
let guest: string;
let admin: string;
let staffOfA: string;
beforeAll(async () => {
  t = await startTestApp();
  guest = await guestCookie(t.app, 'nosy_guest');
  admin = await adminCookie(t.app);
  staffOfA = await staffCookie(t.app, A.id);
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
/** A night no other call's fixture uses: its date and the morning after. */
function nextNight() {
  sequence += 1;
  return { day: dayInIndia(10 + sequence), after: dayInIndia(11 + sequence) };
}
const room101 = (hotel: Hotel) => roomIdOf(t.app.db, hotel.id, '101');

/** A booking of the hotel arriving today, in the status a stay's step starts from. */
function arriving(
  hotel: Hotel,
  status: 'confirmed' | 'checked_in',
  more: Partial<Parameters<typeof insertBooking>[1]> = {},
): string {
  sequence += 1;
  const reference = `DSH-SCOPE${sequence}`;
  insertBooking(t.app.db, {
    reference,
    roomId: room101(hotel),
    checkIn: dayInIndia(0),
    checkOut: dayInIndia(1),
    status,
    ...more,
  });
  return reference;
}

/** A review of a stay at the hotel, written and waiting for the desk. */
async function reviewOf(hotel: Hotel): Promise<number> {
  const { token } = invitedStay(t.app.db, { hotelId: hotel.id });
  const written = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: exampleReview(token),
  });
  return written.json().id as number;
}

/** A booking paid online (with its tax invoice) in the hotel's luxury room. */
const paid = async (hotel: Hotel) => {
  const { day, after } = nextNight();
  return (
    await payBooking(t, { roomId: `${hotel.rooms}-luxury-room`, checkIn: day, checkOut: after })
  ).reference;
};

interface DeskRoute {
  /** The request for hotel A's or B's data (fixtures made first). */
  readonly request: (hotel: Hotel) => Promise<InjectOptions> | InjectOptions;
  /** The same request for a hotel, room, block or booking that does not exist. */
  readonly unknown: () => InjectOptions;
  /** What the unknown one gets: 404, or 400 on the field for a walk-in's room type. */
  readonly unknownStatus?: number;
  /** What an allowed caller gets. */
  readonly ok: number;
  /** What a guest gets: 403 on the desk's routes, 404 on a booking's own routes (not theirs). */
  readonly guest?: number;
}

/** A hotel's list: `GET url?hotelId=…` and any further query, for a hotel that does not exist. */
const hotelList = (url: string, query = ''): DeskRoute => ({
  unknown: () => ({ method: 'GET', url: `${url}?hotelId=hotel-nowhere${query}` }),
  request: (hotel) => ({ method: 'GET', url: `${url}?hotelId=${hotel.id}${query}` }),
  ok: 200,
});

/** A step of a stay at the desk, on a booking arriving today in the status the step starts from. */
const stayStep = (step: string, status: 'confirmed' | 'checked_in'): DeskRoute => ({
  unknown: () => ({ method: 'POST', url: `/api/admin/bookings/DSH-NOPE00/${step}` }),
  request: (hotel) => ({
    method: 'POST',
    url: `/api/admin/bookings/${arriving(hotel, status)}/${step}`,
  }),
  ok: 200,
});

/** A booking's own route (`/api/bookings/:reference` and after), on a booking paid online. */
const bookingRoute = (method: 'GET' | 'POST', after: string): DeskRoute => ({
  unknown: () => ({ method, url: `/api/bookings/DSH-NOPE00${after}` }),
  request: async (hotel) => ({ method, url: `/api/bookings/${await paid(hotel)}${after}` }),
  ok: 200,
  guest: 404,
});

/** A step of review moderation, on a review of a stay at the hotel. */
const reviewStep = (step: string, payload: Record<string, string> = {}): DeskRoute => ({
  unknown: () => ({ method: 'POST', url: `/api/admin/reviews/999999/${step}`, payload }),
  request: async (hotel) => ({
    method: 'POST',
    url: `/api/admin/reviews/${await reviewOf(hotel)}/${step}`,
    payload,
  }),
  ok: 200,
});

/** A walk-in's request for one night no other call uses, in a room type given by id. */
const walkIn = (roomId: string): InjectOptions => {
  const { day, after } = nextNight();
  return {
    method: 'POST',
    url: '/api/admin/bookings',
    payload: {
      roomId,
      checkIn: day,
      checkOut: after,
      adults: 1,
      guest: { name: 'Ravi Kulkarni', mobile: '9876543210' },
      payment: { method: 'cash' },
    },
  };
};

const deskRoutes: Record<string, DeskRoute> = {
  'GET /api/bookings': hotelList('/api/bookings'),
  'GET /api/admin/occupancy': hotelList(
    '/api/admin/occupancy',
    `&from=${dayInIndia(0)}&to=${dayInIndia(6)}`,
  ),
  'GET /api/admin/today': {
    unknown: () => ({ method: 'GET', url: '/api/admin/today?hotelId=hotel-nowhere' }),
    request: (hotel) => {
      arriving(hotel, 'confirmed');
      return { method: 'GET', url: `/api/admin/today?hotelId=${hotel.id}` };
    },
    ok: 200,
  },
  'GET /api/admin/housekeeping': hotelList('/api/admin/housekeeping'),
  'PUT /api/admin/rooms/:roomId/housekeeping': {
    unknown: () => ({
      method: 'PUT',
      url: '/api/admin/rooms/999999/housekeeping',
      payload: { state: 'inspected' },
    }),
    request: (hotel) => {
      sequence += 1;
      const state = sequence % 2 === 0 ? 'inspected' : 'out_of_order';
      return {
        method: 'PUT',
        url: `/api/admin/rooms/${room101(hotel)}/housekeeping`,
        payload: { state },
      };
    },
    ok: 200,
  },
  'GET /api/admin/reports/performance': {
    unknown: () => ({
      method: 'GET',
      url: `/api/admin/reports/performance?hotelId=hotel-nowhere&from=${dayInIndia(0)}&to=${dayInIndia(30)}`,
    }),
    request: (hotel) => ({
      method: 'GET',
      url: `/api/admin/reports/performance?hotelId=${hotel.id}&from=${dayInIndia(0)}&to=${dayInIndia(30)}`,
    }),
    ok: 200,
  },
  'POST /api/admin/rooms/:roomId/blocks': {
    unknown: () => ({
      method: 'POST',
      url: '/api/admin/rooms/999999/blocks',
      payload: { from: dayInIndia(2), to: dayInIndia(2), reason: 'Repairs' },
    }),
    request: (hotel) => {
      const { day } = nextNight();
      return {
        method: 'POST',
        url: `/api/admin/rooms/${room101(hotel)}/blocks`,
        payload: { from: day, to: day, reason: 'Repairs' },
      };
    },
    ok: 201,
  },
  'DELETE /api/admin/blocks/:id': {
    unknown: () => ({ method: 'DELETE', url: '/api/admin/blocks/999999' }),
    request: (hotel) => {
      const { day, after } = nextNight();
      const block = t.app.db.transaction((tx) =>
        blockRoom(tx, {
          roomId: room101(hotel),
          from: day,
          until: after,
          reason: 'Repairs',
          source: 'admin',
          createdBy: null,
          now: new Date().toISOString(),
        }),
      );
      return { method: 'DELETE', url: `/api/admin/blocks/${block.id}` };
    },
    ok: 204,
  },
  'POST /api/admin/bookings': {
    unknown: () => walkIn('nowhere-single-bed'),
    unknownStatus: 400,
    request: (hotel) => walkIn(`${hotel.rooms}-single-bed`),
    ok: 201,
  },
  'POST /api/admin/bookings/:reference/check-in': stayStep('check-in', 'confirmed'),
  'POST /api/admin/bookings/:reference/check-out': stayStep('check-out', 'checked_in'),
  'POST /api/admin/bookings/:reference/no-show': stayStep('no-show', 'confirmed'),
  'POST /api/admin/bookings/:reference/payment': {
    unknown: () => ({
      method: 'POST',
      url: '/api/admin/bookings/DSH-NOPE00/payment',
      payload: { method: 'cash' },
    }),
    request: (hotel) => ({
      method: 'POST',
      url: `/api/admin/bookings/${arriving(hotel, 'confirmed', { paymentMethod: 'pay_at_hotel' })}/payment`,
      payload: { method: 'upi', reference: 'UPI-4471' },
    }),
    ok: 200,
  },
  'GET /api/bookings/:reference': bookingRoute('GET', ''),
  'GET /api/bookings/:reference/invoice.pdf': bookingRoute('GET', '/invoice.pdf'),
  'GET /api/bookings/:reference/calendar.ics': bookingRoute('GET', '/calendar.ics'),
  'GET /api/bookings/:reference/credit-note.pdf': {
    unknown: () => ({ method: 'GET', url: '/api/bookings/DSH-NOPE00/credit-note.pdf' }),
    request: async (hotel) => {
      const reference = await paid(hotel);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${reference}/cancel`,
        headers: { cookie: admin },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      return { method: 'GET', url: `/api/bookings/${reference}/credit-note.pdf` };
    },
    ok: 200,
    guest: 404,
  },
  'POST /api/bookings/:reference/cancel': bookingRoute('POST', '/cancel'),
  'GET /api/admin/reviews': hotelList('/api/admin/reviews'),
  'POST /api/admin/reviews/:id/publish': reviewStep('publish'),
  'POST /api/admin/reviews/:id/reject': reviewStep('reject', { reason: 'offensive' }),
  'POST /api/admin/reviews/:id/reply': reviewStep('reply', { text: 'Thank you!' }),
};

/** Routes only an administrator may call: staff get 403 as guests do. */
const adminOnly = [
  'POST /api/hotels',
  'POST /api/rooms',
  'GET /api/rooms',
  'GET /api/rooms/types',
  'POST /api/refunds/:reference/retry',
  'GET /api/admin/enquiries',
  'GET /api/admin/messages',
  'GET /api/admin/outbox',
  'POST /api/admin/staff',
  'GET /api/admin/staff',
  'PATCH /api/admin/staff/:id',
  'DELETE /api/admin/staff/:id',
  'POST /api/admin/unlock',
  'GET /api/admin/actions',
  'GET /api/admin/gst/gstr1',
  'GET /api/admin/banquet',
  'POST /api/admin/banquet/:id/status',
  'POST /api/admin/banquet/:id/note',
  ...icalAdminRoutes,
];

const call = (options: InjectOptions, cookie: string) =>
  t.app.inject({ ...options, headers: { ...options.headers, cookie } });

describe('who may call each route', () => {
  it('names every route that is not public, as a front-desk route or an admin-only one', () => {
    const named = apiRoutes(t.app)
      .filter(({ method, url }) => method !== 'HEAD' && !isPublic(method, url))
      .map(({ method, url }) => `${method} ${url}`);
    const guestsOwn = Object.keys(deskRoutes).filter((route) => {
      const [method = '', url = ''] = route.split(' ');
      return isPublic(method, url);
    });
    expect(new Set(named)).toEqual(
      new Set([
        ...adminOnly,
        ...Object.keys(deskRoutes).filter((route) => !guestsOwn.includes(route)),
      ]),
    );
  });

  it.each(Object.entries(deskRoutes))(
    '%s: a guest no; staff of hotel A get for hotel B exactly what they get for what does not exist, storing nothing; staff of A on A, and an admin, yes',
    async (_name, route) => {
      expect((await call(await route.request(A), guest)).statusCode).toBe(route.guest ?? 403);

      const unknown = await call(route.unknown(), staffOfA);
      expect(unknown.statusCode, unknown.body).toBe(route.unknownStatus ?? 404);
      expectErrorShape(unknown);
      const elsewhere = await route.request(B);
      const before = t.counts();
      const refused = await call(elsewhere, staffOfA);
      expect(t.counts()).toEqual(before);
      expect(refused.statusCode).toBe(unknown.statusCode);
      expect(refused.body).toBe(unknown.body);
      expect(refused.headers['content-type']).toBe(unknown.headers['content-type']);

      const own = await call(await route.request(A), staffOfA);
      expect(own.statusCode, own.body).toBe(route.ok);
      const asAdmin = await call(await route.request(B), admin);
      expect(asAdmin.statusCode, asAdmin.body).toBe(route.ok);
    },
  );

  it.each(adminOnly)('%s: staff get 403 as guests do, storing nothing', async (name) => {
    const [method, url = ''] = name.split(' ') as ['GET', string];
    const before = t.counts();
    const response = await t.app.inject({
      method,
      url: url.replace(/:[A-Za-z]+/g, '1'),
      headers: { cookie: staffOfA },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(response.statusCode).toBe(403);
    expectErrorShape(response);
    expect(response.json().message).toBe('Only administrators may do this.');
    expect(t.counts()).toEqual(before);
  });
});

describe('a staff account’s view', () => {
  it('lists its own hotel’s bookings when it names no hotel', async () => {
    arriving(A, 'confirmed');
    arriving(B, 'confirmed');
    const response = await call({ method: 'GET', url: '/api/bookings' }, staffOfA);
    const hotels = new Set(response.json().map((row: { hotelId: string }) => row.hotelId));
    expect([...hotels]).toEqual([A.id]);
    const all = await call({ method: 'GET', url: '/api/bookings' }, admin);
    expect(new Set(all.json().map((row: { hotelId: string }) => row.hotelId))).toEqual(
      new Set([A.id, B.id]),
    );
  });

  it('reads its own hotel’s performance report when it names no hotel, never the group’s', async () => {
    const url = `/api/admin/reports/performance?from=${dayInIndia(0)}&to=${dayInIndia(6)}`;
    const own = await call({ method: 'GET', url }, staffOfA);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().hotelId).toBe(A.id);
    const group = await call({ method: 'GET', url }, admin);
    expect(group.json().hotelId).toBeNull();
    expect(group.json().totals.roomsAvailable).toBeGreaterThan(own.json().totals.roomsAvailable);
  });

  it('is told 404 for another hotel’s booking and for one that does not exist alike, where an admin reads the booking', async () => {
    const reference = await paid(B);
    for (const url of [`/api/bookings/${reference}`, '/api/bookings/DSH-NOPE00']) {
      expectFailure(
        await call({ method: 'GET', url }, staffOfA),
        404,
        'NOT_FOUND',
        'We could not find that booking.',
      );
    }
    const asAdmin = await call({ method: 'GET', url: `/api/bookings/${reference}` }, admin);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
  });
});
