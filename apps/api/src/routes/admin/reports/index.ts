import { performanceQuery } from '@hotel/validators';
import { errorResponses, performanceReport } from '@hotel/validators/responses';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotels } from '../../../db/schema.js';
import { notFound } from '../../../lib/ApiFailure.js';
import { DESK_MESSAGES, hotelFilterFor } from '../../../lib/deskAccess.js';
import { performanceReport as reportOf } from '../../../reports/performance.js';
import { performanceCsv } from '../../../reports/performanceCsv.js';

/**
 * GET /api/admin/reports/performance: rooms available and sold, occupancy, ADR, RevPAR, revenue,
 * GST, cancellations and refunds of a hotel's nights (or the whole group's, for admins), a row a
 * night or a month, with the same by channel and by room type; or one of its tables as a CSV
 * download (`format=csv&table=…`, as GSTR-1's files). Staff read their own hotel only.
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
    async (request, reply) => {
      const hotelId = hotelFilterFor(request.user, request.query.hotelId);
      const known = db
        .select({ id: hotels.id })
        .from(hotels)
        .all()
        .map((hotel) => hotel.id);
      if (hotelId !== undefined && !known.includes(hotelId)) {
        throw notFound(DESK_MESSAGES.unknownHotel);
      }
      const report = reportOf(
        db,
        { ...request.query, hotelId },
        hotelId === undefined ? known : [hotelId],
      );
      const { format, table } = request.query;
      if (format === 'json' || !table) return report;
      const name = `performance_${hotelId ?? 'group'}_${report.from}_${report.to}_${table}.csv`;
      // A file, not the JSON answer: the reply is typed for the JSON answers only.
      return (reply as FastifyReply)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(performanceCsv(report, table));
    },
  );
}
