import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, storedQuote, testOrder } from '../test/fakeApi';
import { bookingFromUrl, quoteMissing } from './bookingFromUrl';

const roomPaths = { 'akash-luxury-room': '/AkashLuxuryroom' };
const read = (search: string) => bookingFromUrl(new URL(`http://site/Payment${search}`), roomPaths);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the booking /Payment’s address names', () => {
  it('is none without a quote or a room', async () => {
    const api = fakeApi({});
    await expect(read('?utm_source=mail')).resolves.toEqual({ kind: 'none' });
    expect(api.calls).toEqual([]);
  });

  it('prices and stores a room selection, then redirects to its quote', async () => {
    fakeApi({ 'POST /api/quotes': () => json(201, storedQuote) });
    const redirect = await read('?roomId=akash-luxury-room&rooms=2&adults=4').catch(
      (thrown: unknown) => thrown,
    );
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get('Location')).toBe(`/Payment?quote=${storedQuote.id}`);
  });

  it('keeps the children with the quote, which prices adults only', async () => {
    const api = fakeApi({
      'POST /api/quotes': () => json(201, { ...storedQuote, children: 2 }),
      [`GET /api/quotes/${storedQuote.id}`]: () => json(200, storedQuote),
    });
    const redirect = await read('?roomId=akash-luxury-room&rooms=2&adults=4&child=2').catch(
      (thrown: unknown) => thrown,
    );
    expect(api.sent('POST /api/quotes')[0]?.body).toMatchObject({ adults: 4, children: 2 });
    expect((redirect as Response).headers.get('Location')).toBe(`/Payment?quote=${storedQuote.id}`);
    // A link made before quotes kept their children still carries them as `child`.
    await expect(read(`?quote=${storedQuote.id}&child=2`)).resolves.toMatchObject({
      kind: 'ready',
      children: 2,
    });
    // Not a number a search could send: no children, rather than a wrong party.
    await expect(read(`?quote=${storedQuote.id}&child=many`)).resolves.toMatchObject({
      children: 0,
    });
  });

  it('reads the quote and, back from the gateway, how its order stands', async () => {
    fakeApi({
      [`GET /api/quotes/${storedQuote.id}`]: () => json(200, storedQuote),
      [`GET /api/payments/orders/${testOrder.orderId}/status`]: () =>
        json(200, { status: 'expired', bookingReference: 'DSH-7K3Q9P', amount: 1228290 }),
    });
    await expect(read(`?quote=${storedQuote.id}&order=${testOrder.orderId}`)).resolves.toEqual({
      kind: 'ready',
      quote: storedQuote,
      children: 0,
      order: {
        id: testOrder.orderId,
        status: { status: 'expired', bookingReference: 'DSH-7K3Q9P', amount: 1228290 },
      },
    });
  });

  it('still shows the quote when the order cannot be read', async () => {
    fakeApi({ [`GET /api/quotes/${storedQuote.id}`]: () => json(200, storedQuote) });
    await expect(read(`?quote=${storedQuote.id}&order=order_gone`)).resolves.toMatchObject({
      kind: 'ready',
      order: null,
    });
  });

  it('says plainly when the quote is unknown', async () => {
    fakeApi({});
    await expect(read('?quote=nope')).resolves.toEqual({
      kind: 'invalid',
      problems: [quoteMissing()],
    });
  });
});
