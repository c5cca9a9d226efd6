import { type CreateOrder, createOrder } from '@hotel/validators';
import { errorBody, errorResponses, payAtHotelOffer } from '@hotel/validators/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookToPayAtHotel, payAtHotelOffer as offerFor } from '../../../booking/payAtHotel/book.js';
import { verifiedContactsOf } from '../../../booking/payAtHotel/eligibility.js';
import { nowIso } from '../../../lib/clock.js';
import { stayOrder } from './orderClient.js';

/**
 * `POST /api/payments/orders` with `paymentMethod: "pay_at_hotel"`: the stay is booked confirmed
 * with nothing paid (201; 200 for a second tap), the guest e-mailed and texted after the commit.
 */
export function payAtHotelOrder(app: FastifyInstance) {
  const { db, config, mailer } = app;
  return async (request: FastifyRequest<{ Body: CreateOrder }>, reply: FastifyReply) => {
    const order = stayOrder(request, reply, config);
    const booked = db.transaction(
      (tx) =>
        bookToPayAtHotel(tx, {
          ...order,
          verified: verifiedContactsOf(request.user),
          enqueue: mailer.enqueue,
        }),
      { behavior: 'immediate' },
    );
    // After the commit: the booking stands whatever the mail server or the SMS gateway does.
    if (booked.mailId !== null) void mailer.deliver(booked.mailId);
    if (booked.sms) {
      app.sms.sendText(booked.sms.to, booked.sms.text).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the pay-at-hotel confirmation text was not sent');
      });
    }
    return reply.status(booked.created ? 201 : 200).send({
      bookingReference: booked.reference,
      status: 'confirmed' as const,
      paymentMethod: 'pay_at_hotel' as const,
      amount: booked.amount,
      currency: 'INR' as const,
      releaseAt: booked.releaseAt,
    });
  };
}

/** `GET /api/payments/pay-at-hotel?quoteId=…`: whether this guest may book the stay to pay at the hotel. */
export default async function payAtHotelRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  api.get(
    '/payments/pay-at-hotel',
    {
      schema: {
        querystring: z.object({ quoteId: createOrder.shape.quoteId }),
        response: { 200: payAtHotelOffer, 410: errorBody, ...errorResponses },
      },
    },
    async (request) =>
      offerFor(db, {
        quoteId: request.query.quoteId,
        verified: verifiedContactsOf(request.user),
        now: nowIso(),
        quoteTtlMinutes: config.payments.quoteTtlMinutes,
      }),
  );
}
