import { deskPayment, bookingReferenceParams as params } from '@hotel/validators';
import { deskPaymentRecorded, errorResponses } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DESK_PAYMENT_MESSAGES,
  recordDeskPayment,
} from '../../../booking/payAtHotel/deskPayment.js';
import { notFound } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import { ensureHotel, hotelOfReference } from '../../../lib/deskAccess.js';

/**
 * POST /api/admin/bookings/:reference/payment: the desk records, in one action, how a booking
 * left to pay at the hotel was paid (cash, UPI or card); its tax invoice is issued saying so and
 * e-mailed to the guest.
 */
export default async function deskPaymentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, mailer } = app;

  api.post(
    '/admin/bookings/:reference/payment',
    {
      onRequest: app.requireDesk,
      schema: {
        params,
        body: deskPayment,
        response: { 200: deskPaymentRecorded, ...errorResponses },
      },
    },
    async (request) => {
      const { reference } = request.params;
      const hotelId = hotelOfReference(db, reference);
      const unknown = () => notFound(DESK_PAYMENT_MESSAGES.notFound);
      if (!hotelId) throw unknown();
      ensureHotel(request.user, hotelId, unknown);
      const { mailId, ...recorded } = db.transaction(
        (tx) =>
          recordDeskPayment(
            tx,
            reference,
            request.body,
            { actorId: request.user?.id ?? null, now: nowIso() },
            mailer.enqueue,
          ),
        { behavior: 'immediate' },
      );
      if (mailId !== null) void mailer.deliver(mailId);
      return recorded;
    },
  );
}
