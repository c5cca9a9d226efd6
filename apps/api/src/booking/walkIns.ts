import { getRoom, hotelOf } from '@hotel/content';
import { todayInIndia, type WalkInBooking } from '@hotel/validators';
import type { WalkInBooked } from '@hotel/validators/responses';
import type { DbOrTransaction } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { conflict, invalid } from '../lib/ApiFailure.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';
import { findFreeRoom } from './availability.js';
import { unusedReference } from './bookingReference.js';
import { confirmationMail } from './confirmationMail.js';
import { recordEvent } from './events.js';
import { expireHolds } from './holds.js';
import { assertWithinBookingLimits } from './limits.js';
import { MESSAGES } from './messages.js';
import { storeQuote } from './storeQuote.js';
import { issueInvoice } from './taxDocuments.js';

export interface WalkInRequest {
  readonly booking: WalkInBooking;
  /** The staff or admin account booking it. */
  readonly actorId: number | null;
  readonly now: string;
  readonly enqueue: (message: OutgoingMail, tx: DbOrTransaction) => number;
}

/** What a walk-in for a room type that does not exist is answered (400 on `roomId`). */
export const unknownWalkInRoom = () =>
  invalid({ roomId: 'We could not find that room. Please choose one from a hotel page.' });

/** The room type of a walk-in, with the room page's message when there is none. */
export function walkInRoom(roomId: string) {
  const room = getRoom(roomId);
  if (!room) throw unknownWalkInRoom();
  return room;
}

/**
 * Books a guest at the desk into one free physical room of the type, confirmed at once: held to
 * the online booking limits (book-ahead days, nights, adults a room), priced and stored as a
 * quote exactly as the room page's (so its invoice, its page and its
 * cancellation read like an online booking's), with its tax invoice and, when the guest gave an
 * e-mail, the confirmation. Call it inside ONE `immediate` transaction, as online orders hold
 * rooms: finding the room and taking it happen together, so the last room goes to one of them.
 */
export function bookWalkIn(
  tx: DbOrTransaction,
  request: WalkInRequest,
): WalkInBooked & { readonly mailId: number | null } {
  const { booking, now } = request;
  const room = walkInRoom(booking.roomId);
  // The desk books within the limits an online guest has, with the same messages.
  assertWithinBookingLimits(
    room,
    { rooms: 1, adults: booking.adults, checkIn: booking.checkIn, checkOut: booking.checkOut },
    todayInIndia(new Date(now)),
  );
  expireHolds(tx, now);
  const free = findFreeRoom(
    tx,
    hotelOf(room).id,
    room.type,
    booking.checkIn,
    booking.checkOut,
    now,
  );
  if (!free) throw conflict('SOLD_OUT', MESSAGES.soldOut);
  const quote = storeQuote(tx, room, { ...booking, rooms: 1 }, now);
  const reference = unusedReference(tx);
  const { guest, payment } = booking;
  const row = tx
    .insert(bookings)
    .values({
      reference,
      roomId: free.id,
      quoteId: quote.id,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      status: 'confirmed',
      guestName: guest.name,
      guestEmail: guest.email ?? '',
      guestMobile: guest.mobile,
      guestGstin: guest.gstin ?? null,
      amount: quote.total,
      paymentMethod: payment.method,
      paymentReference: payment.reference ?? null,
      lang: booking.lang,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  recordEvent(
    tx,
    row.id,
    null,
    'confirmed',
    now,
    `booked at the desk (${payment.method})`,
    request.actorId,
  );
  const invoice = issueInvoice(tx, reference, now);
  const mailId = guest.email ? request.enqueue(confirmationMail(tx, [row], invoice), tx) : null;
  return {
    reference,
    status: 'confirmed',
    amount: quote.total,
    roomNumber: free.roomNumber,
    mailId,
  };
}
