import { addDays } from '@hotel/pricing';
import { roomBlock as roomBlockRequest } from '@hotel/validators';
import { errorResponses, noContent, roomBlock } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOCK_MESSAGES, blockOf, blockRoom, releaseBlock } from '../../../booking/blocks.js';
import { notFound } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import { ensureHotel, hotelOfRoom } from '../../../lib/deskAccess.js';
import { rowId } from '../rowId.js';

/**
 * Room blocks: POST /api/admin/rooms/:roomId/blocks takes a physical room out of sale for some
 * nights (refused when one of them is booked); DELETE /api/admin/blocks/:id puts it back.
 */
export default async function blockRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.post(
    '/admin/rooms/:roomId/blocks',
    {
      onRequest: app.requireDesk,
      schema: {
        params: z.object({ roomId: rowId('roomId') }),
        body: roomBlockRequest,
        response: { 201: roomBlock, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { from, to, reason } = request.body;
      // A room never changes hotel, so its hotel is checked before the write transaction.
      const hotelId = hotelOfRoom(db, request.params.roomId);
      if (!hotelId) throw notFound(BLOCK_MESSAGES.roomNotFound);
      ensureHotel(request.user, hotelId, () => notFound(BLOCK_MESSAGES.roomNotFound));
      const block = db.transaction(
        (tx) =>
          blockRoom(tx, {
            roomId: request.params.roomId,
            from,
            until: addDays(to, 1),
            reason,
            source: 'admin',
            createdBy: request.user?.id ?? null,
            now: nowIso(),
          }),
        { behavior: 'immediate' },
      );
      return reply.status(201).send(block);
    },
  );

  api.delete(
    '/admin/blocks/:id',
    {
      onRequest: app.requireDesk,
      schema: {
        params: z.object({ id: rowId('id') }),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const block = blockOf(db, id);
      if (!block) throw notFound(BLOCK_MESSAGES.blockNotFound);
      ensureHotel(request.user, block.hotelId, () => notFound(BLOCK_MESSAGES.blockNotFound));
      db.transaction((tx) => releaseBlock(tx, id), { behavior: 'immediate' });
      return reply.status(204).send(null);
    },
  );
}
