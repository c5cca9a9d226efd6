import { checkInRequest, bookingReferenceParams as params, todayInIndia } from '@hotel/validators';
import { errorResponses, stayChange } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeStay, STAY_MESSAGES, STAY_STEPS, type StayStep } from '../../../booking/stays.js';
import { notFound } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import { ensureHotel, hotelOfReference } from '../../../lib/deskAccess.js';
import { inviteToReview } from '../../../reviews/invitations.js';

/**
 * A stay at the desk: POST /api/admin/bookings/:reference/check-in, /check-out and /no-show,
 * each for every room of the reference, in one write transaction. Check-out also invites the
 * guest to review the stay (e-mail, and a text through the SMS gateway) and sets its rooms dirty;
 * a check-in into a dirty room needs `{ acceptDirtyRoom: true }` (409 `DIRTY_ROOM` without).
 */
export default async function stayRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  for (const step of Object.keys(STAY_STEPS) as StayStep[]) {
    api.post(
      `/admin/bookings/:reference/${step}`,
      {
        onRequest: app.requireDesk,
        schema: {
          params,
          ...(step === 'check-in' ? { body: checkInRequest } : {}),
          response: { 200: stayChange, ...errorResponses },
        },
      },
      async (request) => {
        const hotelId = hotelOfReference(db, request.params.reference);
        if (!hotelId) throw notFound(STAY_MESSAGES.notFound);
        ensureHotel(request.user, hotelId, () => notFound(STAY_MESSAGES.notFound));
        const now = nowIso();
        const { changed, invitation, mailId } = db.transaction(
          (tx) => {
            const changed = changeStay(tx, request.params.reference, step, {
              actorId: request.user?.id ?? null,
              today: todayInIndia(new Date(now)),
              now,
              acceptDirtyRoom: (request.body as { acceptDirtyRoom?: boolean } | undefined)
                ?.acceptDirtyRoom,
            });
            // A stay checked out invites its guest to review it, in the same write.
            const invitation =
              step === 'check-out' ? inviteToReview(tx, changed.reference, now) : null;
            const mailId = invitation?.mail ? app.mailer.enqueue(invitation.mail, tx) : null;
            return { changed, invitation, mailId };
          },
          { behavior: 'immediate' },
        );
        if (mailId !== null) void app.mailer.deliver(mailId);
        if (invitation?.mobile) {
          // The text's link is masked in the SMS outbox, as a one-time code is.
          app.sms.sendCode(invitation.mobile, invitation.token, invitation.text).catch((error) => {
            request.log.warn({ err: error }, 'the review invitation text was not sent');
          });
        }
        return changed;
      },
    );
  }
}
