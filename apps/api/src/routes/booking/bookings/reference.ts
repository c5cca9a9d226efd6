import { site } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { bookingReferenceParams as params } from '@hotel/validators';
import {
  type BookingDetail,
  bookingDetail,
  cancelledBooking,
  errorResponses,
  retriedRefund,
} from '@hotel/validators/responses';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasBookingAccess } from '../../../booking/bookingAccess.js';
import {
  CANCEL_MESSAGES,
  cancelBooking,
  cancellationQuote,
} from '../../../booking/cancellation.js';
import { orderAmount } from '../../../booking/orderRows.js';
import { mayManage } from '../../../booking/ownership.js';
import { payAtHotelDueOf } from '../../../booking/payAtHotel/due.js';
import { readQuote } from '../../../booking/quoteQueries.js';
import { refundOf } from '../../../booking/refunds.js';
import { sendRefund } from '../../../booking/sendRefund.js';
import { bookingPageUrl, stayDetailsOf } from '../../../booking/stayDetails.js';
import { documentOf, referenceRows } from '../../../booking/taxDocuments.js';
import type { DbOrTransaction } from '../../../db/client.js';
import { rooms } from '../../../db/schema.js';
import { taxDocumentFile } from '../../../documents/taxDocumentFile.js';
import { bookingCalendar } from '../../../ical/bookingCalendar.js';
import { conflict, forbidden, notFound } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import { ensureHotel, hotelOfReference } from '../../../lib/deskAccess.js';
import { langOfRequest } from '../../../lib/requestLang.js';

export const REFUND_IN_PROGRESS =
  'This refund is being sent to the payment provider right now. Its result shows here in a moment.';

/** An admin may give back everything, whatever the policy says. */
const cancelBody = z
  .object({ refund: z.literal('full', "refund can only be 'full'.").optional() })
  .nullish();

/**
 * The rows of a reference the signed-in user may manage, or the browser a code (or its payment)
 * opened the booking to. Anyone else's booking answers 404, as an unknown one does: a reference
 * is never confirmed to exist for someone it is not theirs.
 */
function managedRows(tx: DbOrTransaction, request: FastifyRequest, reference: string) {
  const rows = referenceRows(tx, reference);
  const { user } = request;
  if (rows.length === 0) throw notFound(CANCEL_MESSAGES.notFound);
  if (!user) {
    if (hasBookingAccess(tx, request, reference)) return rows;
    throw notFound(CANCEL_MESSAGES.notFound);
  }
  if (user.role === 'staff') {
    // A hotel's staff manage its bookings; another hotel's is answered as an unknown one.
    ensureHotel(user, hotelOfReference(tx, reference) ?? '', () =>
      notFound(CANCEL_MESSAGES.notFound),
    );
    return rows;
  }
  if (!mayManage(user, rows)) throw notFound(CANCEL_MESSAGES.notFound);
  return rows;
}

/** Everything about one booking reference, as its guest (or an admin) reads it. */
function detailOf(tx: DbOrTransaction, request: FastifyRequest, reference: string): BookingDetail {
  const rows = managedRows(tx, request, reference);
  const [first] = rows;
  if (!first) throw notFound(CANCEL_MESSAGES.notFound);
  const quote = first.quoteId ? readQuote(tx, first.quoteId) : undefined;
  const refund = refundOf(tx, reference);
  const invoice = documentOf(tx, 'invoice', reference);
  const creditNote = documentOf(tx, 'creditNote', reference);
  const numbers = roomNumbers(
    tx,
    rows.map((row) => row.roomId),
  );
  return {
    reference,
    status: first.status,
    hotelId: quote?.hotelId ?? '',
    hotelName: quote?.hotelName ?? '',
    roomTitle: quote?.roomTitle ?? '',
    rooms: rows.map((row) => ({ roomNumber: numbers.get(row.roomId) ?? '', amount: row.amount })),
    checkIn: first.checkIn,
    checkOut: first.checkOut,
    nights: quote?.nights ?? 1,
    adults: quote?.adults ?? 1,
    children: quote?.children ?? 0,
    guest: {
      name: first.guestName,
      email: first.guestEmail,
      mobile: first.guestMobile,
      gstin: first.guestGstin,
    },
    amount: orderAmount(rows),
    paymentId: first.paymentId,
    invoice: invoice ? { number: invoice.number } : null,
    cancellation: first.status === 'confirmed' ? cancellationQuote(tx, rows, new Date()) : null,
    refund: refund
      ? {
          amount: refund.amount,
          status: refund.status,
          lastError: refund.lastError,
          reason: refund.reason,
        }
      : null,
    creditNote: creditNote ? { number: creditNote.number } : null,
    createdAt: first.createdAt,
    ...stayDetailsOf(quote, langOfRequest(request)),
    ...payAtHotelDueOf(first, orderAmount(rows)),
  };
}

/** The room numbers of a reference's rows, by room id. */
function roomNumbers(tx: DbOrTransaction, roomIds: readonly number[]): Map<number, string> {
  const found = tx
    .select({ id: rooms.id, roomNumber: rooms.roomNumber })
    .from(rooms)
    .where(inArray(rooms.id, [...roomIds]))
    .all();
  return new Map(found.map((room) => [room.id, room.roomNumber]));
}

/**
 * A booking after paying, by its reference: GET /api/bookings/:reference, the guest's (or an
 * admin's) cancellation with its refund and credit note, the invoice and credit note as PDFs,
 * the stay as a calendar file, and an admin's second try at a refund the provider refused (sent
 * once: see sendRefund).
 */
export default async function bookingReferenceRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  /**
   * A signed-in user, or a browser holding a key to this booking ("Find my booking", or the
   * browser that paid it); anyone else is asked to sign in (401), as before.
   */
  const requireUserOrKey = async (request: FastifyRequest) => {
    const { reference } = request.params as { reference?: string };
    if (!request.user && reference && hasBookingAccess(db, request, reference)) return;
    await app.requireUser(request);
  };

  api.get(
    '/bookings/:reference',
    {
      onRequest: requireUserOrKey,
      schema: { params, response: { 200: bookingDetail, ...errorResponses } },
    },
    async (request) => detailOf(db, request, request.params.reference),
  );

  api.post(
    '/bookings/:reference/cancel',
    {
      onRequest: requireUserOrKey,
      schema: { params, body: cancelBody, response: { 200: cancelledBooking, ...errorResponses } },
    },
    async (request) => {
      const { reference } = request.params;
      const user = request.user;
      // The hotel's staff cancel their hotel's bookings as an admin does.
      const asAdmin = user?.role === 'admin' || user?.role === 'staff';
      const fullRefund = request.body?.refund === 'full';
      if (fullRefund && !asAdmin) throw forbidden('Only an administrator can give a full refund.');
      const cancelled = db.transaction(
        (tx) => {
          managedRows(tx, request, reference);
          return cancelBooking(
            tx,
            reference,
            {
              by: user ? `${user.role} ${user.id}` : 'guest by booking code',
              actorId: user?.id ?? null,
              asAdmin,
              fullRefund,
            },
            nowIso(),
            (message, inTx) => app.mailer.enqueue(message, inTx),
          );
        },
        { behavior: 'immediate' },
      );
      // After the commit: the provider is slow or down at times, and the cancellation stands.
      const refund =
        cancelled.refund.id === null
          ? null
          : (await sendRefund(db, app.payments, cancelled.refund.id, nowIso)).refund;
      void app.mailer.deliver(cancelled.mailId);
      return {
        reference,
        status: 'cancelled' as const,
        refund: { amount: cancelled.refund.amount, status: refund?.status ?? null },
        creditNote: cancelled.creditNote ? { number: cancelled.creditNote.number } : null,
      };
    },
  );

  const pdf = (kind: 'invoice' | 'creditNote') =>
    async function sendPdf(
      request: FastifyRequest<{ Params: z.infer<typeof params> }>,
      reply: FastifyReply,
    ) {
      const { reference } = request.params;
      managedRows(db, request, reference);
      const document = documentOf(db, kind, reference);
      if (!document) {
        throw notFound(kind === 'invoice' ? m.api_noInvoice() : m.api_noCreditNote());
      }
      const file = await taxDocumentFile(db, document.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    };

  api.get(
    '/bookings/:reference/invoice.pdf',
    { onRequest: requireUserOrKey, schema: { params, response: errorResponses } },
    pdf('invoice'),
  );
  api.get(
    '/bookings/:reference/credit-note.pdf',
    { onRequest: requireUserOrKey, schema: { params, response: errorResponses } },
    pdf('creditNote'),
  );

  // The stay for the guest's calendar, to whoever may read the booking (anyone else: 404).
  api.get(
    '/bookings/:reference/calendar.ics',
    { onRequest: requireUserOrKey, schema: { params, response: errorResponses } },
    async (request, reply) => {
      const booking = detailOf(db, request, request.params.reference);
      const calendar = bookingCalendar({
        booking,
        pageUrl: bookingPageUrl(booking.reference),
        host: new URL(site.url).hostname,
        now: new Date(),
      });
      // A calendar, not JSON: the reply is typed for the JSON errors only.
      return (reply as FastifyReply)
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${booking.reference}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(calendar);
    },
  );

  api.post(
    '/refunds/:reference/retry',
    {
      onRequest: app.requireAdmin,
      schema: { params, response: { 200: retriedRefund, ...errorResponses } },
    },
    async (request) => {
      const { reference } = request.params;
      const refund = refundOf(db, reference);
      if (!refund) throw notFound(m.api_noRefund());
      const { claimed, refund: sent } = await sendRefund(db, app.payments, refund.id, nowIso);
      // Another send holds it (the guest's cancellation, another retry, another process).
      if (!claimed && sent.status === 'sending') {
        throw conflict('REFUND_IN_PROGRESS', REFUND_IN_PROGRESS);
      }
      return {
        reference,
        amount: sent.amount,
        status: sent.status,
        lastError: sent.lastError,
        reason: sent.reason,
      };
    },
  );
}
