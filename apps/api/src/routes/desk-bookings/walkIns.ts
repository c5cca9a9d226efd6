import { hotelOf } from '@hotel/content';
import { walkInBooking } from '@hotel/validators';
import { errorResponses, walkInBooked } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookWalkIn, walkInRoom } from '../../booking/walkIns.js';
import { nowIso } from '../../lib/clock.js';
import { ensureHotel } from '../../lib/deskAccess.js';

/**
 * POST /api/admin/bookings: a guest who walks in or phones, booked at the desk with the same
 * engine, the same availability and the same `immediate` transaction as an online order.
 */
export default async function walkInRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, mailer } = app;

  api.post(
    '/admin/bookings',
    {
      onRequest: app.requireDesk,
      schema: { body: walkInBooking, response: { 201: walkInBooked, ...errorResponses } },
    },
    async (request, reply) => {
      ensureHotel(request.user, hotelOf(walkInRoom(request.body.roomId)).id);
      const { mailId, ...booked } = db.transaction(
        (tx) =>
          bookWalkIn(tx, {
            booking: request.body,
            actorId: request.user?.id ?? null,
            now: nowIso(),
            enqueue: mailer.enqueue,
          }),
        { behavior: 'immediate' },
      );
      // After the commit: the booking stands whatever the mail server does.
      if (mailId !== null) void mailer.deliver(mailId);
      return reply.status(201).send(booked);
    },
  );
}
