import { performanceQuery } from '@hotel/validators';
import { errorResponses, performanceReport } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotels } from '../../../db/schema.js';
import { notFound } from '../../../lib/ApiFailure.js';
import { DESK_MESSAGES, hotelFilterFor } from '../../../lib/deskAccess.js';
import { performanceReport as reportOf } from '../../../reports/performance.js';

/**
 * GET /api/admin/reports/performance: rooms available and sold, occupancy, ADR, RevPAR, revenue,
 * GST, cancellations and refunds of a hotel's nights (or the whole group's, for admins), a row a
 * night or a month, with the same by channel and by room type. Staff read their own hotel only.
 */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/reports/performance',
    {
      onRequest: app.requireDesk,
      schema: {
        querystring: performanceQuery,
        response: { 200: performanceReport, ...errorResponses },
      },
    },
    async (request) => {
      const hotelId = hotelFilterFor(request.user, request.query.hotelId);
      const known = db
        .select({ id: hotels.id })
        .from(hotels)
        .all()
        .map((hotel) => hotel.id);
      if (hotelId !== undefined && !known.includes(hotelId)) {
        throw notFound(DESK_MESSAGES.unknownHotel);
      }
      return reportOf(db, { ...request.query, hotelId }, hotelId === undefined ? known : [hotelId]);
    },
  );
}
