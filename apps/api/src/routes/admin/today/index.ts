import { todayInIndia, todayQuery } from '@hotel/validators';
import { errorResponses, todayLists } from '@hotel/validators/responses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayOf } from '../../../booking/today.js';
import { hotels } from '../../../db/schema.js';
import { notFound } from '../../../lib/ApiFailure.js';
import { DESK_MESSAGES, ensureHotel } from '../../../lib/deskAccess.js';

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
      const unknown = () => notFound(DESK_MESSAGES.unknownHotel);
      ensureHotel(request.user, hotelId, unknown);
      const hotel = db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).get();
      if (!hotel) throw unknown();
      return todayOf(db, hotelId, date);
    },
  );
}
