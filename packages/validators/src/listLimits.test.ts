import { describe, expect, it } from 'vitest';
import { LIST_LIMITS } from './listLimits.js';
import { adminPageQuery, bookingsLimit } from './lists.js';

const { screens } = LIST_LIMITS;

describe('list limits', () => {
  it.each([
    ['the bookings screen', screens.bookings, LIST_LIMITS.bookings.max],
    ['an admin list page', screens.adminList, LIST_LIMITS.adminPage.max],
    ['an outbox page', screens.outbox, LIST_LIMITS.adminPage.max],
  ])('keeps %s (%i rows) within what its API list answers (%i)', (_screen, size, max) => {
    expect(size).toBeGreaterThanOrEqual(1);
    expect(size).toBeLessThanOrEqual(max);
  });

  it('lets the API take every size a screen asks for, as the query string sends it', () => {
    for (const size of [screens.adminList, screens.outbox, LIST_LIMITS.adminPage.max]) {
      expect(adminPageQuery.parse({ limit: String(size) })).toEqual({ limit: size, offset: 0 });
    }
    for (const size of [screens.bookings, LIST_LIMITS.bookings.max]) {
      expect(bookingsLimit.parse(String(size))).toBe(size);
    }
  });

  it('refuses one more than the bound, with a message that names it', () => {
    expect(adminPageQuery.safeParse({ limit: '201' }).error?.issues[0]?.message).toBe(
      'limit can be at most 200.',
    );
    expect(bookingsLimit.safeParse('501').error?.issues[0]?.message).toBe(
      'Limit can be at most 500.',
    );
    expect(adminPageQuery.parse({})).toEqual({ limit: 50, offset: 0 });
  });
});
