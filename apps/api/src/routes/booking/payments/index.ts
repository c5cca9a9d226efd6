import { createOrder, razorpayVerification } from '@hotel/validators';
import {
  createdOrder,
  errorBody,
  errorResponses,
  orderStatus,
  paidOrder,
} from '@hotel/validators/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantBookingAccess, hasBookingAccess } from '../../../booking/bookingAccess.js';
import { abandonHold, attachOrder, holdRooms } from '../../../booking/holds.js';
import { MESSAGES } from '../../../booking/messages.js';
import { isPaid, orderAmount, orderRows } from '../../../booking/orderRows.js';
import { confirmOrder, type PaidBy } from '../../../booking/orders.js';
import { ApiFailure, conflict, notFound } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import { madeOrder, stayOrder } from './orderClient.js';
import payAtHotel, { payAtHotelOrder } from './payAtHotel.js';
import testGateway from './testGateway.js';
import webhook from './webhook.js';

const withProviderFailure = { ...errorResponses, 410: errorBody, 502: errorBody } as const;

/**
 * The payment flow: an order for a stored quote (a pending booking holds the rooms), then the
 * test gateway's outcome or Razorpay's signed payment, then the order's status for /Payment.
 */
export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, mailer } = app;
  const provider = app.payments;

  /**
   * Opens the paid booking to the browser that made the order (its key, or its account), so a
   * guest without an account lands on the booking's page after paying, and after a reload.
   */
  const openToPayer = (request: FastifyRequest, reply: FastifyReply, orderId: string) => {
    const [first] = orderRows(db, orderId);
    if (
      first &&
      isPaid(first.status) &&
      !request.user &&
      madeOrder(request, first) &&
      !hasBookingAccess(db, request, first.reference)
    ) {
      grantBookingAccess(db, reply, first.reference, {
        days: config.otp.bookingAccessDays,
        secure: config.https,
      });
    }
  };

  const bookPayAtHotel = payAtHotelOrder(app);
  api.post(
    '/payments/orders',
    {
      // Each order holds rooms for a while: limited per client address like the other forms.
      config: { rateLimit: { max: config.rateLimit.formPerMinute, timeWindow: '1 minute' } },
      schema: {
        body: createOrder,
        response: { 200: createdOrder, 201: createdOrder, ...withProviderFailure },
      },
    },
    async (request, reply) => {
      if (request.body.paymentMethod === 'pay_at_hotel') return bookPayAtHotel(request, reply);
      const order = stayOrder(request, reply, config);
      const { quoteId, customer } = order;
      const hold = db.transaction(
        (tx) =>
          holdRooms(tx, {
            ...order,
            provider: provider.name,
            holdMinutes: config.payments.holdMinutes,
          }),
        { behavior: 'immediate' },
      );
      let orderId = hold.orderId;
      if (!orderId) {
        try {
          const { stay } = hold;
          // Razorpay keeps up to 15 notes of up to 256 characters each.
          const order = await provider.createOrder({
            amount: hold.amount,
            currency: 'INR',
            receipt: hold.reference,
            notes: {
              bookingReference: hold.reference,
              quoteId,
              guest: customer.fullName.slice(0, 200),
              hotel: stay.hotel.slice(0, 200),
              room: `${stay.room} x ${stay.rooms}`.slice(0, 200),
              dates: `${stay.checkIn} to ${stay.checkOut}`,
              adults: String(stay.adults),
              meals: `${stay.breakfasts} breakfasts, ${stay.lunchDinners} lunch/dinners`,
            },
          });
          orderId = order.id;
        } catch (error) {
          request.log.error({ err: error }, 'the payment provider could not make the order');
          db.transaction(
            (tx) =>
              abandonHold(
                tx,
                hold.bookingIds,
                'the payment provider could not make the order',
                nowIso(),
              ),
            { behavior: 'immediate' },
          );
          throw new ApiFailure(
            502,
            'PAYMENT_PROVIDER',
            'We could not start the payment just now. Please try again in a moment.',
          );
        }
        const made = orderId;
        db.transaction((tx) => attachOrder(tx, hold.bookingIds, made));
      }
      return reply.status(hold.orderId ? 200 : 201).send({
        bookingReference: hold.reference,
        orderId,
        amount: hold.amount,
        currency: 'INR',
        provider: provider.name,
        ...(provider.name === 'razorpay' && provider.keyId ? { keyId: provider.keyId } : {}),
        holdExpiresAt: hold.holdExpiresAt,
      });
    },
  );

  api.get(
    '/payments/orders/:orderId/status',
    {
      schema: {
        params: z.object({ orderId: z.string().min(1).max(100) }),
        response: { 200: orderStatus, ...errorResponses },
      },
    },
    async (request, reply) => {
      const rows = orderRows(db, request.params.orderId);
      const first = rows[0];
      if (!first) throw notFound(MESSAGES.orderNotFound);
      openToPayer(request, reply, request.params.orderId);
      // A pending row whose hold has ended is reported as what it now is.
      const ended =
        first.status === 'pending' &&
        first.holdExpiresAt !== null &&
        first.holdExpiresAt <= nowIso();
      return {
        status: ended ? 'expired' : first.status,
        bookingReference: first.reference,
        amount: orderAmount(rows),
        ...(first.paymentId ? { paymentId: first.paymentId } : {}),
        ...(first.failureReason ? { description: first.failureReason } : {}),
        ...(first.status === 'pending' && first.holdExpiresAt
          ? { holdExpiresAt: first.holdExpiresAt }
          : {}),
      };
    },
  );

  /** Confirms an order in one transaction with its e-mail; delivery starts after the commit. */
  const confirm = (orderId: string, paymentId: string, paidBy?: PaidBy) => {
    const result = db.transaction(
      (tx) => confirmOrder(tx, orderId, paymentId, nowIso(), mailer.enqueue, paidBy),
      { behavior: 'immediate' },
    );
    if (result.kind === 'confirmed') void mailer.deliver(result.mailId);
    return result;
  };

  /**
   * How a payment the checkout reports was made, from the provider's own record of it; undefined
   * when the provider cannot say now (the payment confirms all the same, and the webhook brings
   * the method later).
   */
  const paidByAtProvider = async (
    request: FastifyRequest,
    orderId: string,
    paymentId: string,
  ): Promise<PaidBy | undefined> => {
    if (!provider.fetchPayment) return undefined;
    try {
      const payment = await provider.fetchPayment(paymentId);
      if (payment.orderId === orderId) return payment.paidBy;
      request.log.error(
        { orderId, paymentId, paymentOrderId: payment.orderId },
        'the provider files this payment under another order; its method is left to the webhook',
      );
    } catch (error) {
      request.log.warn(
        { err: error, orderId, paymentId },
        'the payment could not be looked up; the webhook will say how it was paid',
      );
    }
    return undefined;
  };

  api.post(
    '/payments/verify',
    {
      schema: { body: razorpayVerification, response: { 200: paidOrder, ...withProviderFailure } },
    },
    async (request, reply) => {
      const {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      } = request.body;
      if (!provider.verifyPayment?.(orderId, paymentId, signature)) {
        throw new ApiFailure(400, 'PAYMENT_VERIFICATION_FAILED', 'Payment verification failed.');
      }
      const result = confirm(
        orderId,
        paymentId,
        await paidByAtProvider(request, orderId, paymentId),
      );
      if (result.kind === 'refundDue') throw conflict(result.code, result.message);
      if (result.kind === 'already' && result.paymentId !== paymentId) {
        throw conflict('ALREADY_PAID', MESSAGES.alreadyPaid);
      }
      openToPayer(request, reply, orderId);
      return { status: 'confirmed' as const, paymentId, bookingReference: result.reference };
    },
  );

  await app.register(webhook, { confirm });
  await app.register(testGateway, { confirm, openToPayer });
  await app.register(payAtHotel);
}
