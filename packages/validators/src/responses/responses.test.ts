import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  availableRoomType,
  type ParamsOf,
  quoteFigures,
  type ResponseOf,
  responses,
  routeKeys,
  storedQuote,
} from './index.js';

describe('responses', () => {
  it('keys every route as METHOD /api/path', () => {
    expect(routeKeys.length).toBeGreaterThanOrEqual(20);
    for (const key of routeKeys) expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/\S+$/);
  });

  it('gives a stored quote and a party quote the same figures', () => {
    const figures = Object.keys(quoteFigures.shape);
    expect(Object.keys(storedQuote.shape)).toEqual(expect.arrayContaining(figures));
    expect(availableRoomType.shape.quote).toBe(quoteFigures);
    expect(responses['GET /api/quotes/:id']).toBe(responses['POST /api/quotes']);
  });

  it('refuses a stored quote whose amount is not whole paise', () => {
    // One night in a Deluxe room for one with a breakfast and a dinner: ₹3,500 + GST ₹420 + ₹1,450
    // + the meals' own 5%, ₹72.50.
    const quote = {
      id: 'q1',
      roomId: 'grand-deluxe',
      roomTitle: 'Deluxe',
      hotelId: 'hotel-grand-imperial',
      hotelName: 'Hotel Grand Imperial',
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      rate: 350000,
      rooms: 1,
      adults: 1,
      children: 0,
      nights: 1,
      roomCost: 350000,
      gstRate: 12,
      gst: 42000,
      breakfasts: 1,
      breakfastPrice: 25000,
      breakfastCost: 25000,
      lunchDinners: 1,
      lunchDinnerPrice: 120000,
      lunchDinnerCost: 120000,
      mealGstRate: 5,
      mealGst: 7250,
      total: 544250,
      nightly: [{ date: '2026-12-01', rate: 350000, adjustment: null, gstRate: 12 }],
      currency: 'INR',
      createdAt: '2026-11-20T06:00:00.000Z',
    };
    expect(storedQuote.safeParse(quote).success).toBe(true);
    const issues = storedQuote.safeParse({ ...quote, total: 13497.64 }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['total']);
  });

  it('types a route by its key: its body and its path params', () => {
    expectTypeOf<ResponseOf<'GET /api/quotes/:id'>['total']>().toEqualTypeOf<number>();
    expectTypeOf<ResponseOf<'POST /api/auth/logout'>>().toEqualTypeOf<null>();
    expectTypeOf<ParamsOf<'GET /api/quotes/:id'>>().toEqualTypeOf<'id'>();
    expectTypeOf<ParamsOf<'GET /api/payments/orders/:orderId/status'>>().toEqualTypeOf<'orderId'>();
    expectTypeOf<ParamsOf<'GET /api/hotels'>>().toEqualTypeOf<never>();
  });
});
