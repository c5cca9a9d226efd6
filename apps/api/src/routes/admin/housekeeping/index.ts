import { housekeepingChange, housekeepingQuery } from '@hotel/validators';
import { errorResponses, housekeepingRoom, housekeepingRooms } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HOUSEKEEPING_MESSAGES,
  housekeepingOf,
  setHousekeeping,
} from '../../../housekeeping/roomStates.js';
import { notFound } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import { ensureHotel, ensureKnownHotel, hotelOfRoom } from '../../../lib/deskAccess.js';
import { rowId } from '../rowId.js';

/**
 * Housekeeping: GET /api/admin/housekeeping lists a hotel's rooms with their state; PUT
 * /api/admin/rooms/:roomId/housekeeping sets one, writing who and when.
 */
export default async function housekeepingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/housekeeping',
    {
      onRequest: app.requireDesk,
      schema: {
        querystring: housekeepingQuery,
        response: { 200: housekeepingRooms, ...errorResponses },
      },
    },
    async (request) => {
      const { hotelId } = request.query;
      ensureKnownHotel(db, request.user, hotelId);
      return housekeepingOf(db, hotelId);
    },
  );

  api.put(
    '/admin/rooms/:roomId/housekeeping',
    {
      onRequest: app.requireDesk,
      schema: {
        params: z.object({ roomId: rowId('roomId') }),
        body: housekeepingChange,
        response: { 200: housekeepingRoom, ...errorResponses },
      },
    },
    async (request) => {
      const { roomId } = request.params;
      const unknown = () => notFound(HOUSEKEEPING_MESSAGES.roomNotFound);
      const hotelId = hotelOfRoom(db, roomId);
      if (!hotelId) throw unknown();
      ensureHotel(request.user, hotelId, unknown);
      return db.transaction(
        (tx) => {
          setHousekeeping(tx, [roomId], request.body.state, {
            cause: 'desk',
            actorId: request.user?.id ?? null,
            now: nowIso(),
          });
          const [room] = housekeepingOf(tx, hotelId, roomId);
          if (!room) throw unknown();
          return room;
        },
        { behavior: 'immediate' },
      );
    },
  );
}
