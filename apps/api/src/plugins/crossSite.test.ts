import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.js';
import { expectFailure } from '../test/apiAssertions.js';
import { dayInIndia } from '../test/bookingFixtures.js';
import {
  capturedEvent,
  payBooking,
  placeOrder,
  sendWebhook,
  startRazorpayApp,
} from '../test/orders.js';
import { apiRoutes, withParams } from '../test/routeTable.js';
import { guestCookie, useTestApps } from '../test/testApp.js';

const SITE = 'https://hotels.example.com';
const CROSS_SITE =
  'This request came from another website, so it was refused. Please use the site itself.';

const { start, keep } = useTestApps();

/** A guest signed in, with a paid booking of their own that they may cancel. */
async function guestWithBooking() {
  const t = await start({ SITE_ORIGIN: SITE });
  const cookie = await guestCookie(t.app, 'asha');
  const { reference } = await payBooking(t, { cookie });
  const cancel = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${reference}/cancel`,
      headers: { cookie, ...headers },
    });
  const status = () =>
    t.app.db.select().from(bookings).where(eq(bookings.reference, reference)).get()?.status;
  return { t, cancel, status };
}

describe('state-changing requests from another site', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed page)', { origin: 'null' }],
    ['no Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['the site’s origin over http', { origin: 'http://hotels.example.com' }],
  ])(
    'refuse a guest’s cancel carrying their cookie and %s (403), changing nothing',
    async (_label, headers) => {
      const { t, cancel, status } = await guestWithBooking();
      const before = t.counts();
      const refused = await cancel(headers);
      expectFailure(refused, 403, 'CROSS_SITE_REQUEST', CROSS_SITE);
      expect(t.counts()).toEqual(before);
      expect(status()).toBe('confirmed');
      // The same cancel from the site itself goes through.
      const own = await cancel({ origin: SITE, 'sec-fetch-site': 'same-origin' });
      expect(own.statusCode, own.body).toBe(200);
      expect(status()).toBe('cancelled');
    },
  );

  it('pass from the origin the request was addressed to (a development server, a proxy)', async () => {
    const { cancel, status } = await guestWithBooking();
    const response = await cancel({ host: 'localhost:5173', origin: 'http://localhost:5173' });
    expect(response.statusCode, response.body).toBe(200);
    expect(status()).toBe('cancelled');
  });

  it('pass with neither header (curl, another server): nothing a browser sent', async () => {
    const { cancel, status } = await guestWithBooking();
    expect((await cancel({})).statusCode).toBe(200);
    expect(status()).toBe('cancelled');
  });

  it('are refused on every POST, PUT, PATCH and DELETE route, before anything is read or stored', async () => {
    const t = await start({ SITE_ORIGIN: SITE });
    const cookie = await guestCookie(t.app, 'asha');
    const changing = apiRoutes(t.app).filter(({ method }) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method),
    );
    expect(changing.length).toBeGreaterThan(20);
    const before = t.counts();
    for (const { method, url } of changing) {
      const response = await t.app.inject({
        method: method as 'POST',
        url: withParams(url),
        headers: { cookie, origin: 'https://evil.example' },
        ...(method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('CROSS_SITE_REQUEST');
    }
    expect(t.counts()).toEqual(before);
  });

  it('leave reading alone: a GET from another site is answered (CORS keeps its answer from that page)', async () => {
    const t = await start({ SITE_ORIGIN: SITE });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/hotels',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('let the payment provider’s signed webhook through: it has no Origin', async () => {
    const t = await keep(startRazorpayApp({ SITE_ORIGIN: SITE }));
    const order = await placeOrder(t, {
      roomId: 'grand-double-bed',
      checkIn: dayInIndia(10),
      checkOut: dayInIndia(11),
    });
    const response = await sendWebhook(t, capturedEvent(order.orderId, 'pay_hook1', order.amount));
    expect(response.statusCode, response.body).toBe(200);
    expect(
      t.app.db.select().from(bookings).where(eq(bookings.orderId, order.orderId)).get()?.status,
    ).toBe('confirmed');
  });
});
