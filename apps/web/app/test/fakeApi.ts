import { workedExampleQuote } from '@hotel/test-fixtures';
import type { PayAtHotelOffer } from '@hotel/validators/responses';
import { vi } from 'vitest';
import type { OrderStatus, PaymentOrder, StoredQuote } from '../lib/checkout';
import { checkFakeAnswer } from './apiContract';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = Response | Promise<Response>;
/** Answers a call from its JSON body and address (for routes that read the query). */
type Handler = (body: unknown, url: URL) => Answer;

/**
 * A stand-in for the site's API at the fetch edge: each `METHOD /path` answers with a recorded
 * shape; anything else is a 404 in the API's error shape. `calls` lists what the page sent. Each
 * answer is read with the API's schema of its route, so a shape that drifts fails the test.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ route, body });
    const handler = routes[route];
    const answer = handler
      ? await handler(body, url)
      : json(404, {
          statusCode: 404,
          code: 'NOT_FOUND',
          error: 'Not Found',
          message: 'Not found.',
        });
    return checkFakeAnswer(init?.method ?? 'GET', url.pathname, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, sent: (route: string) => calls.filter((call) => call.route === route) };
}

/** `GET /api/quotes/:id` as the API answers it (README example). */
export const storedQuote: StoredQuote = workedExampleQuote;

export const testOrder: PaymentOrder = {
  bookingReference: 'DSH-7K3Q9P',
  orderId: 'order_test_Yx3b0cV5mZyH4xqR',
  amount: storedQuote.total,
  currency: 'INR',
  provider: 'test',
  holdExpiresAt: '2026-11-20T06:15:00.000Z',
};

export const pendingStatus: OrderStatus = {
  status: 'pending',
  bookingReference: 'DSH-7K3Q9P',
  amount: storedQuote.total,
  holdExpiresAt: '2026-11-20T06:15:00.000Z',
};

/** A guest signed in with a mobile number verified by code (what pay at the hotel needs). */
export const verifiedGuest = {
  id: 7,
  username: null,
  email: null,
  mobile: '9876543210',
  role: 'guest',
};

/** `GET /api/payments/pay-at-hotel` for the stored quote, offered to the verified guest. */
export const payAtHotelOffer: PayAtHotelOffer = {
  offered: true,
  amount: storedQuote.total,
  releaseAt: '2026-12-01T12:30:00.000Z',
  verified: { mobile: '9876543210', email: null },
};

/** `POST /api/payments/orders` booking the stored quote to pay at the hotel. */
export const payAtHotelBooked = () =>
  json(201, {
    bookingReference: 'DSH-7K3Q9P',
    status: 'confirmed',
    paymentMethod: 'pay_at_hotel',
    amount: storedQuote.total,
    currency: 'INR',
    releaseAt: payAtHotelOffer.releaseAt,
  });
