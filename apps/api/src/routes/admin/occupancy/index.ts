import { occupancyQuery } from '@hotel/validators';
import { errorResponses, occupancy } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { occupancyOf } from '../../../booking/occupancy.js';
import { nowIso } from '../../../lib/clock.js';
import { ensureKnownHotel } from '../../../lib/deskAccess.js';

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
      ensureKnownHotel(db, request.user, hotelId);
      return occupancyOf(db, hotelId, from, to, nowIso());
    },
  );
}
