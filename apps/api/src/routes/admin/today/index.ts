import { todayInIndia, todayQuery } from '@hotel/validators';
import { errorResponses, todayLists } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayOf } from '../../../booking/today.js';
import { ensureKnownHotel } from '../../../lib/deskAccess.js';

/** GET /api/admin/today: a hotel's arrivals, departures, guests in house and expected no-shows. */
export default async function todayRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/today',
    {
      onRequest: app.requireDesk,
      schema: { querystring: todayQuery, response: { 200: todayLists, ...errorResponses } },
    },
    async (request) => {
      const { hotelId, date = todayInIndia() } = request.query;
      ensureKnownHotel(db, request.user, hotelId);
      return todayOf(db, hotelId, date);
    },
  );
}
