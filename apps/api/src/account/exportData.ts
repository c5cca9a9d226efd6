import { site } from '@hotel/content';
import type { AccountExport } from '@hotel/validators/responses';
import { and, asc, eq, getTableColumns, gt, inArray, type Table } from 'drizzle-orm';
import { orderAmount } from '../booking/orderRows.js';
import { ownedBy } from '../booking/ownership.js';
import type { DbOrTransaction } from '../db/client.js';
import {
  banquetEnquiries,
  bookings,
  contactMessages,
  hotels,
  quotes,
  refunds,
  reviewInvitations,
  reviews,
  rooms,
  sessions,
  taxDocuments,
  users,
} from '../db/schema.js';
import { nowIso } from '../lib/clock.js';
import type { SessionUser } from '../plugins/auth.js';
import { enquiriesOf, messagesOf, ownedReferences } from './guestData.js';

type ExportedBooking = AccountExport['bookings'][number];

/** The PDF of a booking's tax document, as the signed-in guest downloads it. */
const pdfPath = (reference: string, kind: 'invoice' | 'creditNote') =>
  `/api/bookings/${encodeURIComponent(reference)}/${kind === 'invoice' ? 'invoice' : 'credit-note'}.pdf`;

/** The guest's bookings, one entry per reference with its rooms, quote, payment and documents. */
function bookingsOf(tx: DbOrTransaction, user: SessionUser): ExportedBooking[] {
  const rows = tx
    .select({
      booking: bookings,
      roomNumber: rooms.roomNumber,
      roomType: rooms.type,
      hotelId: hotels.id,
      hotelName: hotels.name,
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(ownedBy(user))
    .orderBy(asc(bookings.createdAt), asc(bookings.reference), asc(bookings.line))
    .all();
  const byReference = new Map<string, typeof rows>();
  for (const row of rows) {
    const reference = row.booking.reference;
    byReference.set(reference, [...(byReference.get(reference) ?? []), row]);
  }
  return [...byReference].map(([reference, lines]) => {
    const [first] = lines;
    if (!first) throw new Error(`booking ${reference} has no rows`);
    const { booking } = first;
    const quote = booking.quoteId
      ? tx.select().from(quotes).where(eq(quotes.id, booking.quoteId)).get()
      : undefined;
    const refund = tx
      .select({ amount: refunds.amount, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.reference, reference))
      .get();
    const documentRef = (kind: 'invoice' | 'creditNote') => {
      const document = tx
        .select({ number: taxDocuments.number, issuedAt: taxDocuments.issuedAt })
        .from(taxDocuments)
        .where(and(eq(taxDocuments.kind, kind), eq(taxDocuments.reference, reference)))
        .get();
      return document ? { ...document, pdf: pdfPath(reference, kind) } : null;
    };
    const paid = booking.paymentId !== null || booking.paymentMethod !== null;
    return {
      reference,
      status: booking.status,
      hotelId: first.hotelId,
      hotelName: first.hotelName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      createdAt: booking.createdAt,
      guest: {
        name: booking.guestName,
        email: booking.guestEmail,
        mobile: booking.guestMobile,
        gstin: booking.guestGstin,
      },
      rooms: lines.map((line) => ({
        roomNumber: line.roomNumber,
        roomType: line.roomType,
        amount: line.booking.amount,
      })),
      amount: orderAmount(lines.map((line) => line.booking)),
      quote: quote
        ? {
            id: quote.id,
            rooms: quote.rooms,
            adults: quote.adults,
            children: quote.children,
            nights: quote.nights,
            breakfasts: quote.breakfasts,
            lunchDinners: quote.lunchDinners,
            roomCost: quote.roomCost,
            gst: quote.gst,
            mealGst: quote.mealGst,
            total: quote.total,
          }
        : null,
      payment: paid
        ? {
            provider: booking.provider,
            method: booking.paymentMethod,
            paymentId: booking.paymentId,
            reference: booking.paymentReference,
          }
        : null,
      refund: refund ?? null,
      invoice: documentRef('invoice'),
      creditNote: documentRef('creditNote'),
    };
  });
}

/** What the export gives of each banquet enquiry and contact message the guest sent. */
const SENT_FIELDS = ['createdAt', 'name', 'email', 'phone', 'message'] as const;
const ENQUIRY_FIELDS = [...SENT_FIELDS, 'category', 'eventType'] as const;
const MESSAGE_FIELDS = [...SENT_FIELDS, 'propertyId', 'subject'] as const;

/** These columns of a table, as a select's fields. */
function pick<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<
    T['_']['columns'],
    K
  >;
}

/**
 * Everything the site holds about the signed-in guest (GET /api/account/export): the account,
 * its bookings with their quotes, payments and tax documents, the enquiries and messages sent
 * with its proven e-mail address or mobile, the reviews of its stays, and its sessions. Secrets
 * stay out: no password
 * hash, no session token, no code.
 */
export function exportGuestData(tx: DbOrTransaction, user: SessionUser): AccountExport {
  const account = tx
    .select({ passwordHash: users.passwordHash, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, user.id))
    .get();
  return {
    exportedAt: nowIso(),
    site: { name: site.name, url: site.url },
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt,
      mobile: user.mobile,
      hasPassword: Boolean(account?.passwordHash),
      createdAt: account?.createdAt ?? '',
    },
    bookings: bookingsOf(tx, user),
    enquiries: tx
      .select(pick(banquetEnquiries, ENQUIRY_FIELDS))
      .from(banquetEnquiries)
      .where(enquiriesOf(user))
      .orderBy(asc(banquetEnquiries.id))
      .all(),
    messages: tx
      .select(pick(contactMessages, MESSAGE_FIELDS))
      .from(contactMessages)
      .where(messagesOf(user))
      .orderBy(asc(contactMessages.id))
      .all(),
    reviews: reviewsOf(tx, ownedReferences(tx, user)),
    sessions: tx
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, nowIso())))
      .orderBy(asc(sessions.createdAt))
      .all(),
  };
}

/** The reviews written from the invitations of these bookings' stays, oldest first. */
function reviewsOf(tx: DbOrTransaction, references: readonly string[]): AccountExport['reviews'] {
  if (references.length === 0) return [];
  return tx
    .select({
      createdAt: reviews.createdAt,
      reference: reviewInvitations.reference,
      hotelName: hotels.name,
      rating: reviews.rating,
      title: reviews.title,
      text: reviews.text,
      language: reviews.language,
      status: reviews.status,
      reply: reviews.reply,
    })
    .from(reviews)
    .innerJoin(reviewInvitations, eq(reviewInvitations.id, reviews.invitationId))
    .innerJoin(hotels, eq(hotels.id, reviews.hotelId))
    .where(inArray(reviewInvitations.reference, [...references]))
    .orderBy(asc(reviews.id))
    .all();
}
