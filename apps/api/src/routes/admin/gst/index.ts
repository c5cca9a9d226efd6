import { getProperty } from '@hotel/content';
import { gstr1Query } from '@hotel/validators/gst';
import { errorResponses, gstr1Return } from '@hotel/validators/responses';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gstr1Csv } from '../../../gst/gstr1Csv.js';
import { gstr1Of } from '../../../gst/gstr1Documents.js';
import { gstr1PortalJson } from '../../../gst/gstr1PortalJson.js';
import { notFound } from '../../../lib/ApiFailure.js';
import { DESK_MESSAGES } from '../../../lib/deskAccess.js';

/**
 * GET /api/admin/gst/gstr1: a hotel's GSTR-1 for a month (GSTR-1 is per GSTIN, and each hotel
 * has its own), for administrators only: the sections with their totals (JSON), one section as
 * the offline tool's CSV template (`format=csv&section=b2cs`), or the portal's JSON
 * (`format=portal`), both as downloads.
 */
export default async function gstRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/gst/gstr1',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: gstr1Query, response: { 200: gstr1Return, ...errorResponses } },
    },
    async (request, reply) => {
      const { hotelId, month, format, section } = request.query;
      const hotel = getProperty(hotelId);
      const gstr1 = hotel?.kind === 'hotel' ? gstr1Of(db, hotel, month) : null;
      if (!gstr1) throw notFound(DESK_MESSAGES.unknownHotel);
      if (format === 'json') return gstr1;

      const name = `GSTR1_${gstr1.gstin}_${gstr1.fp}`;
      // A file, not the JSON answer: the reply is typed for the JSON answers only.
      const file = (reply as FastifyReply)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (format === 'csv' && section) {
        return file
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}_${section}.csv"`)
          .send(gstr1Csv(gstr1, section));
      }
      return file
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.json"`)
        .send(JSON.stringify(gstr1PortalJson(gstr1)));
    },
  );
}
