import { hotelOf, site } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import { walkInBooking } from '@hotel/validators';
import { errorResponses, walkInBooked } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guestDay } from '../../../booking/guestLanguage.js';
import { bookWalkIn, unknownWalkInRoom, walkInRoom } from '../../../booking/walkIns.js';
import { nowIso } from '../../../lib/clock.js';
import { ensureHotel } from '../../../lib/deskAccess.js';

/**
 * POST /api/admin/bookings: a guest who walks in or phones, booked at the desk with the same
 * engine, the same availability and the same `immediate` transaction as an online order; the
 * guest gets the confirmation by e-mail (when given) and by text.
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
      const hotel = hotelOf(walkInRoom(request.body.roomId));
      // Another hotel's room is answered as a room that does not exist.
      ensureHotel(request.user, hotel.id, unknownWalkInRoom);
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
      const { checkIn, checkOut, guest, lang } = request.body;
      // In the guest's language (the desk chose it), as their confirmation e-mail.
      const text = m.api_walkInSms(
        {
          site: site.name,
          reference: booked.reference,
          hotel: hotel.name,
          room: booked.roomNumber,
          checkIn: guestDay(checkIn, lang),
          checkOut: guestDay(checkOut, lang),
          amount: formatINR(booked.amount),
        },
        { locale: lang },
      );
      // The outbox keeps the text whatever the gateway does; a refusal is the outbox's to show.
      app.sms.sendText(guest.mobile, text).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the walk-in confirmation text was not sent');
      });
      return reply.status(201).send(booked);
    },
  );
}
