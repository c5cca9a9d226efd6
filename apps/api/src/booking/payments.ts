import { randomInt } from 'node:crypto';
import {
  cancellationPolicyOf,
  describeCancellationPolicy,
  getProperty,
  type RoomType,
} from '@hotel/content';
import { formatINR } from '@hotel/pricing';
import { type CustomerDetails, todayInIndia } from '@hotel/validators';
import { and, asc, eq, gt, inArray, lt, lte, ne, or } from 'drizzle-orm';
import {
  type BookingStatus,
  bookingEvents,
  bookings,
  hotels,
  quotes,
  roomTypes,
} from '../db/schema.js';
import { ApiFailure, conflict, notFound } from '../lib/ApiFailure.js';
import type { OutgoingMail } from '../plugins/mailer.js';
import { type DbOrTransaction, findFreeRoom } from './availability.js';
import { issueInvoice, type TaxDocumentRow } from './taxDocuments.js';

export const MESSAGES = {
  quoteNotFound: 'We could not find that quote. Please price the stay again.',
  quoteExpired: 'This price has expired; please price the stay again.',
  soldOut: 'Sorry, this room is no longer free for these dates.',
  alreadyPaid: 'This booking is already paid.',
  inProgress: 'A payment for this booking is already being set up. Please try again in a moment.',
  orderNotFound: 'We could not find that payment order.',
  replaced:
    'This payment order was replaced by a newer one for the same stay; the payment will be refunded.',
  holdLost:
    'Your hold on this room ended before the payment arrived and the room is no longer free; the payment will be refunded.',
} as const;

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short reference a guest can read out on the phone: 'DSH-7K3Q9P' (no 0/O or 1/I). */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `DSH-${code}`;
}

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const minutesAfter = (iso: string, minutes: number): string =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** Records one status change of a booking row. */
export function recordEvent(
  tx: DbOrTransaction,
  bookingId: number,
  from: BookingStatus | null,
  to: BookingStatus,
  at: string,
  note?: string,
): void {
  tx.insert(bookingEvents)
    .values({ bookingId, from, to, at, note: note ?? null })
    .run();
}

function setStatus(
  tx: DbOrTransaction,
  row: { id: number; status: BookingStatus },
  to: BookingStatus,
  at: string,
  note: string | undefined,
  extra: Partial<typeof bookings.$inferInsert> = {},
): void {
  tx.update(bookings)
    .set({ status: to, updatedAt: at, ...extra })
    .where(eq(bookings.id, row.id))
    .run();
  recordEvent(tx, row.id, row.status, to, at, note);
}

/**
 * Marks every pending booking whose hold has ended as `expired`, with an event. Availability
 * already ignores such holds; this makes the status say so. Returns how many rows changed.
 */
export function expireHolds(tx: DbOrTransaction, now: string): number {
  const due = tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, now)))
    .all();
  for (const row of due) setStatus(tx, row, 'expired', now, 'the payment hold ended');
  return due.length;
}

/** The stored quote with the room type and hotel an order needs. */
export function quoteForOrder(tx: DbOrTransaction, quoteId: string) {
  return tx
    .select({
      id: quotes.id,
      checkIn: quotes.checkIn,
      checkOut: quotes.checkOut,
      nights: quotes.nights,
      rooms: quotes.rooms,
      adults: quotes.adults,
      breakfasts: quotes.breakfasts,
      lunchDinners: quotes.lunchDinners,
      total: quotes.total,
      createdAt: quotes.createdAt,
      hotelId: roomTypes.hotelId,
      type: roomTypes.type,
      roomTitle: roomTypes.title,
      hotelName: hotels.name,
    })
    .from(quotes)
    .innerJoin(roomTypes, eq(roomTypes.id, quotes.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(quotes.id, quoteId))
    .get();
}

/** The rows of one order, line 1 first. */
export const orderRows = (tx: DbOrTransaction, orderId: string) =>
  tx.select().from(bookings).where(eq(bookings.orderId, orderId)).orderBy(asc(bookings.line)).all();

/** What an order costs in paise: the sum of its rows (the quote's total, split by room). */
export const orderAmount = (rows: readonly { readonly amount: number }[]): number =>
  rows.reduce((sum, row) => sum + row.amount, 0);

export interface Hold {
  readonly reference: string;
  /** What the provider's order notes describe: the stay, the guests and the meals. */
  readonly stay: {
    readonly hotel: string;
    readonly room: string;
    readonly checkIn: string;
    readonly checkOut: string;
    readonly rooms: number;
    readonly adults: number;
    readonly breakfasts: number;
    readonly lunchDinners: number;
  };
  readonly amount: number;
  readonly holdExpiresAt: string;
  /** Set when the quote already had a live order (a retry): the order to reuse. */
  readonly orderId: string | null;
  readonly bookingIds: readonly number[];
}

export interface HoldRequest {
  readonly quoteId: string;
  readonly customer: CustomerDetails;
  readonly userId: number | null;
  readonly provider: 'test' | 'razorpay';
  readonly now: string;
  readonly holdMinutes: number;
  readonly quoteTtlMinutes: number;
}

/**
 * Checks the quote and holds one free physical room per room of the quote, as pending bookings
 * sharing a reference (and, once the provider made it, an order id). Call it inside ONE
 * transaction: the availability check and the inserts happen together, so two guests never
 * hold the same room. The amount is the quote's total, never anything from the browser.
 * A quote without dates is booked from today in India for its nights.
 */
export function holdRooms(tx: DbOrTransaction, request: HoldRequest): Hold {
  const { now } = request;
  expireHolds(tx, now);
  const quote = quoteForOrder(tx, request.quoteId);
  if (!quote) throw notFound(MESSAGES.quoteNotFound);

  const stayOf = (checkIn: string, checkOut: string) => ({
    hotel: quote.hotelName,
    room: quote.roomTitle,
    checkIn,
    checkOut,
    rooms: quote.rooms,
    adults: quote.adults,
    breakfasts: quote.breakfasts,
    lunchDinners: quote.lunchDinners,
  });
  const live = tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.quoteId, quote.id),
        inArray(bookings.status, ['pending', 'confirmed', 'cancelled']),
      ),
    )
    .orderBy(asc(bookings.line))
    .all();
  if (live.some((row) => row.status !== 'pending')) {
    throw conflict('ALREADY_PAID', MESSAGES.alreadyPaid);
  }
  const first = live[0];
  if (first) {
    // A retry (the guest closed the checkout and pressed Pay again): the same hold and order.
    if (!first.orderId) throw conflict('PAYMENT_IN_PROGRESS', MESSAGES.inProgress);
    tx.update(bookings)
      .set({
        guestName: request.customer.fullName,
        guestEmail: request.customer.email,
        guestMobile: request.customer.mobileNumber,
        guestGstin: request.customer.gstin ?? null,
        updatedAt: now,
      })
      .where(eq(bookings.orderId, first.orderId))
      .run();
    return {
      reference: first.reference,
      stay: stayOf(first.checkIn, first.checkOut),
      amount: orderAmount(live),
      holdExpiresAt: first.holdExpiresAt ?? now,
      orderId: first.orderId,
      bookingIds: live.map((row) => row.id),
    };
  }

  const today = todayInIndia(new Date(now));
  if (Date.parse(quote.createdAt) + request.quoteTtlMinutes * 60_000 <= Date.parse(now)) {
    throw new ApiFailure(410, 'QUOTE_EXPIRED', MESSAGES.quoteExpired);
  }
  const checkIn = quote.checkIn ?? today;
  const checkOut = quote.checkOut ?? addDays(checkIn, quote.nights);
  if (checkIn < today) throw new ApiFailure(410, 'QUOTE_EXPIRED', MESSAGES.quoteExpired);

  let reference = newReference();
  while (
    tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference)).get()
  ) {
    reference = newReference();
  }
  const holdExpiresAt = minutesAfter(now, request.holdMinutes);
  const share = Math.floor(quote.total / quote.rooms);
  const bookingIds: number[] = [];
  for (let line = 1; line <= quote.rooms; line += 1) {
    const room = findFreeRoom(tx, quote.hotelId, quote.type as RoomType, checkIn, checkOut, now);
    // Throwing rolls back the rows already inserted for the earlier lines.
    if (!room) throw conflict('SOLD_OUT', MESSAGES.soldOut);
    const id = tx
      .insert(bookings)
      .values({
        reference,
        line,
        roomId: room.id,
        quoteId: quote.id,
        userId: request.userId,
        checkIn,
        checkOut,
        status: 'pending',
        guestName: request.customer.fullName,
        guestEmail: request.customer.email,
        guestMobile: request.customer.mobileNumber,
        guestGstin: request.customer.gstin ?? null,
        amount: line === 1 ? quote.total - share * (quote.rooms - 1) : share,
        holdExpiresAt,
        provider: request.provider,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: bookings.id })
      .get().id;
    recordEvent(tx, id, null, 'pending', now, `room held until ${holdExpiresAt}`);
    bookingIds.push(id);
  }
  return {
    reference,
    stay: stayOf(checkIn, checkOut),
    amount: quote.total,
    holdExpiresAt,
    orderId: null,
    bookingIds,
  };
}

/** Gives the held rows the provider's order id. */
export function attachOrder(tx: DbOrTransaction, bookingIds: readonly number[], orderId: string) {
  tx.update(bookings)
    .set({ orderId })
    .where(inArray(bookings.id, [...bookingIds]))
    .run();
}

/** Releases a hold whose provider order could not be made. */
export function abandonHold(
  tx: DbOrTransaction,
  bookingIds: readonly number[],
  reason: string,
  now: string,
) {
  const rows = tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(inArray(bookings.id, [...bookingIds]))
    .all();
  for (const row of rows) {
    if (row.status === 'pending') {
      setStatus(tx, row, 'failed', now, reason, { failureReason: reason });
    }
  }
}

/** No other booking holds this room for any night of the row's stay. */
function roomStillFree(tx: DbOrTransaction, row: typeof bookings.$inferSelect, now: string) {
  const other = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.roomId, row.roomId),
        ne(bookings.id, row.id),
        lt(bookings.checkIn, row.checkOut),
        gt(bookings.checkOut, row.checkIn),
        or(
          eq(bookings.status, 'confirmed'),
          and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now)),
        ),
      ),
    )
    .get();
  return !other;
}

export type ConfirmResult =
  | { readonly kind: 'confirmed'; readonly reference: string; readonly mailId: number }
  | { readonly kind: 'already'; readonly reference: string; readonly paymentId: string | null };

/** The guest's confirmation e-mail for an order's rows, with its tax invoice when issued. */
export function confirmationMail(
  tx: DbOrTransaction,
  rows: readonly (typeof bookings.$inferSelect)[],
  invoice?: TaxDocumentRow | null,
): OutgoingMail {
  const first = rows[0];
  if (!first) throw new Error('An order without rows.');
  const quote = first.quoteId ? quoteForOrder(tx, first.quoteId) : undefined;
  const property = quote ? getProperty(quote.hotelId) : undefined;
  const hotel = property?.kind === 'hotel' ? property : undefined;
  const total = orderAmount(rows);
  const lines = [
    `Dear ${first.guestName},`,
    '',
    `Thank you: your booking ${first.reference} is confirmed.`,
    '',
    `Hotel: ${quote?.hotelName ?? ''}`,
    `Room: ${quote?.roomTitle ?? ''} × ${rows.length}`,
    `Check-in: ${first.checkIn}`,
    `Check-out: ${first.checkOut}`,
    ...(quote ? [`Guests: ${quote.adults} adult${quote.adults === 1 ? '' : 's'}`] : []),
    `Amount paid: ${formatINR(total)} (including GST)`,
    `Payment ID: ${first.paymentId ?? ''}`,
    ...(invoice ? [`Tax invoice: ${invoice.number} (attached)`] : []),
    '',
    'Please quote the booking reference at the front desk.',
    ...(hotel
      ? ['', `Cancellation: ${describeCancellationPolicy(cancellationPolicyOf(hotel))}`]
      : []),
  ];
  return {
    to: first.guestEmail,
    subject: `Booking confirmed: ${first.reference}`,
    text: lines.join('\n'),
    attachments: invoice ? [{ taxDocumentId: invoice.id }] : [],
  };
}

/**
 * Confirms an order's rows with the provider's payment id and enqueues the confirmation e-mail
 * in the same transaction. Idempotent: an order already confirmed answers `already`. A payment
 * that arrives after the hold ended still confirms when every room is still free.
 */
export function confirmOrder(
  tx: DbOrTransaction,
  orderId: string,
  paymentId: string,
  now: string,
  enqueue: (message: OutgoingMail, tx: DbOrTransaction) => number,
): ConfirmResult {
  const rows = orderRows(tx, orderId);
  const first = rows[0];
  if (!first) throw notFound(MESSAGES.orderNotFound);
  if (rows.some((row) => row.status === 'confirmed' || row.status === 'cancelled')) {
    return { kind: 'already', reference: first.reference, paymentId: first.paymentId };
  }
  const held = rows.every(
    (row) => row.status === 'pending' && row.holdExpiresAt !== null && row.holdExpiresAt > now,
  );
  if (!held) {
    // A late payment: the guest may since have made a new order for the same quote.
    const newer = first.quoteId
      ? tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.quoteId, first.quoteId),
              ne(bookings.orderId, orderId),
              inArray(bookings.status, ['pending', 'confirmed', 'cancelled']),
            ),
          )
          .get()
      : undefined;
    if (newer) throw conflict('ORDER_REPLACED', MESSAGES.replaced);
    if (!rows.every((row) => roomStillFree(tx, row, now))) {
      throw conflict('HOLD_EXPIRED', MESSAGES.holdLost);
    }
  }
  for (const row of rows) {
    setStatus(
      tx,
      row,
      'confirmed',
      now,
      held ? `paid: ${paymentId}` : `paid after the hold ended (room still free): ${paymentId}`,
      { paymentId, failureReason: null },
    );
  }
  const invoice = issueInvoice(tx, first.reference, now);
  const mailId = enqueue(confirmationMail(tx, orderRows(tx, orderId), invoice), tx);
  return { kind: 'confirmed', reference: first.reference, mailId };
}

/**
 * Marks an order's pending rows failed with the reason, which releases their rooms. Rows in any
 * other status are left alone (a replay, or a failed attempt after a success).
 */
export function failOrder(
  tx: DbOrTransaction,
  orderId: string,
  reason: string,
  now: string,
): { readonly reference: string; readonly changed: number; readonly status: BookingStatus } {
  const rows = orderRows(tx, orderId);
  const first = rows[0];
  if (!first) throw notFound(MESSAGES.orderNotFound);
  let changed = 0;
  for (const row of rows) {
    if (row.status !== 'pending') continue;
    setStatus(tx, row, 'failed', now, reason, { failureReason: reason });
    changed += 1;
  }
  const status = changed > 0 ? 'failed' : first.status;
  return { reference: first.reference, changed, status };
}
