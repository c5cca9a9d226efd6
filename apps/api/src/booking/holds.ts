import { getRoom, type RoomType, site } from '@hotel/content';
import { DEFAULT_LANG, type Lang } from '@hotel/i18n';
import { addDays, allocate } from '@hotel/pricing';
import { type CustomerDetails, todayInIndia } from '@hotel/validators';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings, LIVE_ORDER_STATUSES } from '../db/schema.js';
import { ApiFailure, conflict, notFound } from '../lib/ApiFailure.js';
import { findFreeRoom } from './availability.js';
import { unusedReference } from './bookingReference.js';
import { recordEvent, setStatus } from './events.js';
import { assertClientMayHold } from './holdLimits.js';
import { assertWithinBookingLimits } from './limits.js';
import { MESSAGES } from './messages.js';
import { orderAmount } from './orderRows.js';
import { type OrderClient, ownsOrder } from './ownership.js';
import { quoteForOrder } from './quoteQueries.js';

const minutesAfter = (iso: string, minutes: number): string =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

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

type OrderQuote = NonNullable<ReturnType<typeof quoteForOrder>>;

/** The quote's live order, line by line: pending, or any status after paying. */
export const liveOrderRows = (tx: DbOrTransaction, quoteId: string) =>
  tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.quoteId, quoteId), inArray(bookings.status, [...LIVE_ORDER_STATUSES])))
    .orderBy(asc(bookings.line))
    .all();

/**
 * The stay a quote books, checked as every order checks it: not expired (its time to live, and
 * not starting before today in India), its room type still offered, within the booking limits
 * (a quote made before the limits, or before the content lowered them, is held to them too).
 * A quote without dates is booked from today for its nights.
 */
export function bookableStay(quote: OrderQuote, now: string, quoteTtlMinutes: number) {
  const today = todayInIndia(new Date(now));
  if (Date.parse(quote.createdAt) + quoteTtlMinutes * 60_000 <= Date.parse(now)) {
    throw new ApiFailure(410, 'QUOTE_EXPIRED', MESSAGES.quoteExpired);
  }
  const checkIn = quote.checkIn ?? today;
  const checkOut = quote.checkOut ?? addDays(checkIn, quote.nights);
  if (checkIn < today) throw new ApiFailure(410, 'QUOTE_EXPIRED', MESSAGES.quoteExpired);
  const roomType = getRoom(quote.roomTypeId);
  if (!roomType) throw notFound(MESSAGES.quoteNotFound);
  assertWithinBookingLimits(roomType, { ...quote, checkIn, checkOut }, today);
  return { hotelId: quote.hotelId, roomTypeId: quote.roomTypeId, checkIn, checkOut };
}

type NewBookingRow = typeof bookings.$inferInsert;

/**
 * Inserts one booking row per room of the quote, each in a free physical room, sharing
 * `reference`, each with its share of the quote's total (whole paise that add up, the remainder
 * on line 1) and an event. Throws SOLD_OUT when a room is missing: the caller's transaction
 * then rolls back the rows already inserted for the earlier lines.
 */
export function insertRoomRows(
  tx: DbOrTransaction,
  quote: OrderQuote,
  stay: { readonly checkIn: string; readonly checkOut: string },
  row: {
    readonly reference: string;
    readonly status: 'pending' | 'confirmed';
    readonly client: OrderClient;
    readonly now: string;
    readonly note: string;
    readonly values: Omit<
      NewBookingRow,
      'reference' | 'line' | 'roomId' | 'checkIn' | 'checkOut' | 'status' | 'amount'
    >;
  },
): number[] {
  const { checkIn, checkOut } = stay;
  const shares = allocate(quote.total, Array<number>(quote.rooms).fill(1));
  const ids: number[] = [];
  for (let line = 1; line <= quote.rooms; line += 1) {
    const room = findFreeRoom(
      tx,
      quote.hotelId,
      quote.type as RoomType,
      checkIn,
      checkOut,
      row.now,
    );
    if (!room) throw conflict('SOLD_OUT', MESSAGES.soldOut);
    const id = tx
      .insert(bookings)
      .values({
        ...row.values,
        reference: row.reference,
        line,
        roomId: room.id,
        quoteId: quote.id,
        clientIp: row.client.ip,
        clientKeyHash: row.client.keyHash,
        checkIn,
        checkOut,
        status: row.status,
        amount: shares[line - 1] ?? 0,
        createdAt: row.now,
        updatedAt: row.now,
      })
      .returning({ id: bookings.id })
      .get().id;
    recordEvent(tx, id, null, row.status, row.now, row.note);
    ids.push(id);
  }
  return ids;
}

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
  /** Who orders: a retry must come from them, and they may hold only so many rooms. */
  readonly client: OrderClient;
  readonly provider: 'test' | 'razorpay';
  readonly now: string;
  readonly holdMinutes: number;
  readonly quoteTtlMinutes: number;
  /** The language of the page that asked: the guest's e-mails about the booking are in it. */
  readonly lang?: Lang;
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
  const live = liveOrderRows(tx, quote.id);
  if (live.some((row) => row.status !== 'pending')) {
    throw conflict('ALREADY_PAID', MESSAGES.alreadyPaid);
  }
  const first = live[0];
  if (first) {
    // A retry (the guest closed the checkout and pressed Pay again): the same hold and order,
    // for the one who made it only. Anyone else learns nothing of it and changes nothing.
    if (!ownsOrder(first, request.client)) {
      throw conflict('ORDER_IN_PROGRESS', MESSAGES.orderInProgress);
    }
    if (!first.orderId) throw conflict('PAYMENT_IN_PROGRESS', MESSAGES.inProgress);
    tx.update(bookings)
      .set({
        guestName: request.customer.fullName,
        guestEmail: request.customer.email,
        guestMobile: request.customer.mobileNumber,
        guestGstin: request.customer.gstin ?? null,
        lang: request.lang ?? DEFAULT_LANG,
        // A new attempt: the last one's failure is no longer the order's news.
        failureReason: null,
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

  const { checkIn, checkOut } = bookableStay(quote, now, request.quoteTtlMinutes);
  assertClientMayHold(tx, {
    client: request.client,
    rooms: quote.rooms,
    maxRooms: site.booking.maxRooms,
    hotelId: quote.hotelId,
    type: quote.type as RoomType,
    checkIn,
    checkOut,
    now,
    holdMinutes: request.holdMinutes,
  });

  const reference = unusedReference(tx);
  const holdExpiresAt = minutesAfter(now, request.holdMinutes);
  // Each room's share of what is charged: whole paise that add up, the remainder on line 1.
  const bookingIds = insertRoomRows(
    tx,
    quote,
    { checkIn, checkOut },
    {
      reference,
      status: 'pending',
      client: request.client,
      now,
      note: `room held until ${holdExpiresAt}`,
      values: {
        userId: request.client.userId,
        guestName: request.customer.fullName,
        guestEmail: request.customer.email,
        guestMobile: request.customer.mobileNumber,
        guestGstin: request.customer.gstin ?? null,
        holdExpiresAt,
        provider: request.provider,
        lang: request.lang ?? DEFAULT_LANG,
      },
    },
  );
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
