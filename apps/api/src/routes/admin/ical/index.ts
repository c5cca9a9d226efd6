import { addDays } from '@hotel/pricing';
import { todayInIndia } from '@hotel/validators';
import { errorResponses, icalExport, icalExports } from '@hotel/validators/responses';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prepareFreeRoomsByNight } from '../../../booking/calendar.js';
import { soldOutCalendar, soldOutRuns } from '../../../ical/exportCalendar.js';
import { listExports, roomTypeOfToken, rotateExport } from '../../../ical/exportTokens.js';
import { notFound } from '../../../lib/ApiFailure.js';

/**
 * iCal export: each room type's calendar of sold-out nights at a secret URL, for travel sites to
 * import (GET /api/ical/<token>.ics, public: the token is the key); admins list the URLs
 * (GET /api/admin/ical) and replace a leaked one (POST /api/admin/ical/:roomTypeId/rotate).
 */
export default async function icalExportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const freeRoomsByNight = prepareFreeRoomsByNight(db);
  const host = new URL(config.siteOrigin).hostname;

  api.get(
    '/admin/ical',
    {
      onRequest: app.requireAdmin,
      schema: { response: { 200: icalExports, ...errorResponses } },
    },
    async () => listExports(db, config.siteOrigin),
  );

  api.post(
    '/admin/ical/:roomTypeId/rotate',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: z.object({ roomTypeId: z.string().max(100) }),
        response: { 200: icalExport, ...errorResponses },
      },
    },
    async (request) => rotateExport(db, config.siteOrigin, request.params.roomTypeId),
  );

  api.get(
    '/ical/:token.ics',
    {
      schema: {
        params: z.object({ token: z.string().max(100) }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const roomType = roomTypeOfToken(db, request.params.token);
      if (!roomType) throw notFound('There is no calendar at this address.');
      const now = new Date();
      const today = todayInIndia(now);
      const last = addDays(today, config.ical.exportDays - 1);
      const free = freeRoomsByNight(
        roomType.hotelId,
        roomType.type,
        today,
        last,
        now.toISOString(),
      );
      const calendar = soldOutCalendar({
        roomTypeId: roomType.id,
        title: roomType.title,
        hotelName: roomType.hotelName,
        runs: soldOutRuns(free, today),
        host,
        now,
      });
      // A calendar, not JSON: the reply is typed for the JSON errors only.
      return (reply as FastifyReply)
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(calendar);
    },
  );
}
