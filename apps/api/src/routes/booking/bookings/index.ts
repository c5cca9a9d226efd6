import { bookingsLimit, fields, LIST_LIMITS, optionalFilter } from '@hotel/validators';
import {
  adminBookings,
  bookingStatuses,
  errorResponses,
  myBookings,
} from '@hotel/validators/responses';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/sqlite-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownedBy } from '../../../booking/ownership.js';
import { payAtHotelDueOf } from '../../../booking/payAtHotel/due.js';
import { bookings, hotels, refunds, rooms, roomTypes, taxDocuments } from '../../../db/schema.js';
import { hotelFilterFor } from '../../../lib/deskAccess.js';

const invoices = alias(taxDocuments, 'invoices');
const creditNotes = alias(taxDocuments, 'credit_notes');

const filterDate = (label: string) => z.iso.date(`${label} must be a date like 2026-12-31.`);

/**
 * Filters of the admin bookings list. from/to pick the stays with a night in that range:
 * checkIn <= to and checkOut > from.
 */
const bookingsQuery = z
  .object({
    hotelId: optionalFilter(fields.hotelId),
    status: optionalFilter(
      z.enum(bookingStatuses, `Status must be one of: ${bookingStatuses.join(', ')}.`),
    ),
    from: optionalFilter(filterDate('From')),
    to: optionalFilter(filterDate('To')),
    limit: optionalFilter(bookingsLimit),
  })
  .superRefine(({ from, to }, ctx) => {
    if (from && to && to < from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From.' });
    }
  });

const DEFAULT_LIMIT = LIST_LIMITS.bookings.default;

/** What every list of bookings shows of a booked room: its line, room, hotel, dates and amount. */
const bookedRoomColumns = {
  _id: bookings.id,
  reference: bookings.reference,
  roomNumber: rooms.roomNumber,
  hotelId: rooms.hotelId,
  hotelName: hotels.name,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  status: bookings.status,
  amount: bookings.amount,
  createdAt: bookings.createdAt,
  paymentMethod: bookings.paymentMethod,
  releaseAt: bookings.releaseAt,
};

/** A listed room without the columns that only say what is due at the hotel, and that instead. */
function withDueAtHotel<
  T extends {
    status: (typeof bookings.$inferSelect)['status'];
    amount: number;
    paymentMethod: (typeof bookings.$inferSelect)['paymentMethod'];
    releaseAt: string | null;
  },
>({ paymentMethod, releaseAt, ...row }: T) {
  return {
    ...row,
    ...payAtHotelDueOf({ status: row.status, paymentMethod, releaseAt }, row.amount),
  };
}

/**
 * Admins and staff: GET /api/bookings, newest first, filterable by hotel, status and dates (a
 * staff account's own hotel only).
 */
export default async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  /** Booked rooms with their hotel: what every list shows of one, and `more`. */
  const bookedRooms = <More extends SelectedFields>(more: More) =>
    db
      .select({ ...bookedRoomColumns, ...more })
      .from(bookings)
      .innerJoin(rooms, eq(rooms.id, bookings.roomId))
      .innerJoin(hotels, eq(hotels.id, rooms.hotelId));

  api.get(
    '/bookings',
    {
      onRequest: app.requireDesk,
      schema: {
        querystring: bookingsQuery,
        response: { 200: adminBookings, ...errorResponses },
      },
    },
    async (request) => {
      const { status, from, to, limit = DEFAULT_LIMIT } = request.query;
      // Staff see their own hotel's bookings only.
      const hotelId = hotelFilterFor(request.user, request.query.hotelId);
      const rows = bookedRooms({
        roomId: bookings.roomId,
        guestName: bookings.guestName,
        guestEmail: bookings.guestEmail,
        guestMobile: bookings.guestMobile,
        invoice: invoices.number,
        creditNote: creditNotes.number,
        refundAmount: refunds.amount,
        refundStatus: refunds.status,
        refundError: refunds.lastError,
        refundReason: refunds.reason,
        provider: bookings.provider,
        paymentMethod: bookings.paymentMethod,
        paymentReference: bookings.paymentReference,
      })
        .leftJoin(
          invoices,
          and(eq(invoices.reference, bookings.reference), eq(invoices.kind, 'invoice')),
        )
        .leftJoin(
          creditNotes,
          and(eq(creditNotes.reference, bookings.reference), eq(creditNotes.kind, 'creditNote')),
        )
        .leftJoin(refunds, eq(refunds.reference, bookings.reference))
        .where(
          and(
            hotelId ? eq(rooms.hotelId, hotelId) : undefined,
            status ? eq(bookings.status, status) : undefined,
            to ? lte(bookings.checkIn, to) : undefined,
            from ? gt(bookings.checkOut, from) : undefined,
          ),
        )
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit)
        .all();
      return rows.map(
        ({
          guestName,
          guestEmail,
          guestMobile,
          refundAmount,
          refundStatus,
          refundError,
          refundReason,
          provider,
          paymentMethod,
          paymentReference,
          ...row
        }) => ({
          ...withDueAtHotel({ ...row, paymentMethod }),
          payment: {
            online: provider !== null,
            method: paymentMethod,
            reference: paymentReference,
          },
          guest: { name: guestName, email: guestEmail, mobile: guestMobile },
          refund:
            refundAmount === null || refundStatus === null
              ? null
              : {
                  amount: refundAmount,
                  status: refundStatus,
                  lastError: refundError,
                  reason: refundReason,
                },
        }),
      );
    },
  );

  api.get(
    '/bookings/mine',
    {
      onRequest: app.requireUser,
      schema: { response: { 200: myBookings, ...errorResponses } },
    },
    async (request) => {
      const user = request.user;
      if (!user) return [];
      const mine = ownedBy(user);
      const rows = bookedRooms({
        roomType: rooms.type,
        roomTitle: roomTypes.title,
        paymentId: bookings.paymentId,
      })
        .leftJoin(
          roomTypes,
          and(eq(roomTypes.hotelId, rooms.hotelId), eq(roomTypes.type, rooms.type)),
        )
        .where(mine)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(LIST_LIMITS.myBookings)
        .all();
      return rows.map(withDueAtHotel);
    },
  );
}
