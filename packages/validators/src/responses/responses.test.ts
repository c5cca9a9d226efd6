import { describe, expect, expectTypeOf, it } from 'vitest';
import { workedExampleQuote } from './examples.js';
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
    const quote = workedExampleQuote;
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
