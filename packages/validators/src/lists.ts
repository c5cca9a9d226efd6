import { z } from 'zod';
import { LIST_LIMITS } from './listLimits.js';

const { adminPage } = LIST_LIMITS;

/** `?limit` (1–200, default 50) and `?offset` (default 0) of every admin list. */
export const adminPageQuery = z.object({
  limit: z.coerce
    .number('limit must be a number.')
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(adminPage.max, `limit can be at most ${adminPage.max}.`)
    .default(adminPage.default),
  offset: z.coerce
    .number('offset must be a number.')
    .int('offset must be a whole number.')
    .min(0, 'offset must be 0 or more.')
    .default(0),
});

/** `?limit` of GET /api/bookings: 1–500 (the default, 100, is the route's). */
export const bookingsLimit = z.coerce
  .number('Limit must be a number.')
  .int('Limit must be a whole number.')
  .min(1, 'Limit must be at least 1.')
  .max(LIST_LIMITS.bookings.max, `Limit can be at most ${LIST_LIMITS.bookings.max}.`);
