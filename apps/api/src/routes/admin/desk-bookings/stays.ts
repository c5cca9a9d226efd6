import { bookingReferenceParams as params, todayInIndia } from '@hotel/validators';
import { errorResponses, stayChange } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeStay, STAY_MESSAGES, STAY_STEPS, type StayStep } from '../../../booking/stays.js';
import { notFound } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import { ensureHotel, hotelOfReference } from '../../../lib/deskAccess.js';

/**
 * A stay at the desk: POST /api/admin/bookings/:reference/check-in, /check-out and /no-show,
 * each for every room of the reference, in one write transaction.
 */
export default async function stayRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  for (const step of Object.keys(STAY_STEPS) as StayStep[]) {
    api.post(
      `/admin/bookings/:reference/${step}`,
      {
        onRequest: app.requireDesk,
        schema: { params, response: { 200: stayChange, ...errorResponses } },
      },
      async (request) => {
        const hotelId = hotelOfReference(db, request.params.reference);
        if (!hotelId) throw notFound(STAY_MESSAGES.notFound);
        ensureHotel(request.user, hotelId, () => notFound(STAY_MESSAGES.notFound));
        const now = nowIso();
        return db.transaction(
          (tx) =>
            changeStay(tx, request.params.reference, step, {
              actorId: request.user?.id ?? null,
              today: todayInIndia(new Date(now)),
              now,
            }),
          { behavior: 'immediate' },
        );
      },
    );
  }
}
