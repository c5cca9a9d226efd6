import { occupancyQuery } from '@hotel/validators';
import { errorResponses, occupancy } from '@hotel/validators/responses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { occupancyOf } from '../../../booking/occupancy.js';
import { hotels } from '../../../db/schema.js';
import { notFound } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import { DESK_MESSAGES, ensureHotel } from '../../../lib/deskAccess.js';

/** GET /api/admin/occupancy: a hotel's rooms × nights, for the desk's grid. */
export default async function occupancyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/occupancy',
    {
      onRequest: app.requireDesk,
      schema: { querystring: occupancyQuery, response: { 200: occupancy, ...errorResponses } },
    },
    async (request) => {
      const { hotelId, from, to } = request.query;
      const unknown = () => notFound(DESK_MESSAGES.unknownHotel);
      ensureHotel(request.user, hotelId, unknown);
      const hotel = db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).get();
      if (!hotel) throw unknown();
      return occupancyOf(db, hotelId, from, to, nowIso());
    },
  );
}
