import { z } from 'zod';
import { reviewLanguages, reviewStatuses } from '../reviewTexts.js';
import { bookingStatuses, refundStatuses } from './statuses.js';

/** A tax document of a booking as the export names it: its number, date and where to get it. */
const taxDocumentRef = z.object({
  number: z.string(),
  issuedAt: z.string(),
  /** The PDF, for the signed-in guest: e.g. /api/bookings/DSH-7K3Q9P/invoice.pdf */
  pdf: z.string(),
});

/**
 * GET /api/account/export: everything the site holds about the signed-in guest, as a file they
 * keep (DPDP Act 2023: a summary of the personal data processed). Money in paise, times ISO UTC.
 */
export const accountExport = z.object({
  exportedAt: z.string(),
  site: z.object({ name: z.string(), url: z.string() }),
  account: z.object({
    id: z.number(),
    username: z.string().nullable(),
    email: z.string().nullable(),
    emailVerifiedAt: z.string().nullable(),
    mobile: z.string().nullable(),
    hasPassword: z.boolean(),
    createdAt: z.string(),
  }),
  bookings: z.array(
    z.object({
      reference: z.string(),
      status: z.enum(bookingStatuses),
      hotelId: z.string(),
      hotelName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      createdAt: z.string(),
      guest: z.object({
        name: z.string(),
        email: z.string(),
        mobile: z.string(),
        gstin: z.string().nullable(),
      }),
      rooms: z.array(
        z.object({ roomNumber: z.string(), roomType: z.string(), amount: z.number() }),
      ),
      amount: z.number(),
      quote: z
        .object({
          id: z.string(),
          rooms: z.number(),
          adults: z.number(),
          children: z.number(),
          nights: z.number(),
          breakfasts: z.number(),
          lunchDinners: z.number(),
          roomCost: z.number(),
          gst: z.number(),
          mealGst: z.number(),
          total: z.number(),
        })
        .nullable(),
      payment: z
        .object({
          provider: z.string().nullable(),
          method: z.string().nullable(),
          paymentId: z.string().nullable(),
          reference: z.string().nullable(),
        })
        .nullable(),
      refund: z.object({ amount: z.number(), status: z.enum(refundStatuses) }).nullable(),
      invoice: taxDocumentRef.nullable(),
      creditNote: taxDocumentRef.nullable(),
    }),
  ),
  enquiries: z.array(
    z.object({
      createdAt: z.string(),
      category: z.string(),
      eventType: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      message: z.string(),
    }),
  ),
  messages: z.array(
    z.object({
      createdAt: z.string(),
      propertyId: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      subject: z.string(),
      message: z.string(),
    }),
  ),
  /** The reviews written from the links the bookings' stays were sent, whatever their status. */
  reviews: z.array(
    z.object({
      createdAt: z.string(),
      reference: z.string(),
      hotelName: z.string(),
      rating: z.number(),
      title: z.string(),
      text: z.string(),
      language: z.enum(reviewLanguages),
      status: z.enum(reviewStatuses),
      reply: z.string().nullable(),
    }),
  ),
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
});
export type AccountExport = z.infer<typeof accountExport>;

/** DELETE /api/account: done; the session has ended. */
export const accountDeleted = z.object({ message: z.string() });
export type AccountDeleted = z.infer<typeof accountDeleted>;
