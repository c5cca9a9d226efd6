import { formatIndiaClock } from '@hotel/pricing';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.js';
import { bookings } from '../../db/schema.js';
import type { OutgoingMail } from '../../providers/mail/OutgoingMail.js';
import { setStatus } from '../events.js';
import { quoteForOrder } from '../quoteQueries.js';
import { stayHotelOf } from '../stayDetails.js';

type BookingRow = typeof bookings.$inferSelect;

/** A pay-at-hotel booking released as a no-show, and the text for its guest's mobile. */
export interface ReleasedBooking {
  readonly reference: string;
  readonly mailId: number | null;
  readonly sms: { readonly to: string; readonly text: string };
}

/** What the guest is told, by e-mail and by text: why the room went, and whom to call. */
function releaseNotice(tx: DbOrTransaction, first: BookingRow, releaseAt: string) {
  const quote = first.quoteId ? quoteForOrder(tx, first.quoteId) : undefined;
  const hotel = quote?.hotelName ?? 'the hotel';
  const phone = quote ? stayHotelOf(quote.hotelId)?.phone : undefined;
  const by = `${formatIndiaClock(releaseAt)} (India time) on ${first.checkIn}`;
  const call = phone ? ` Please call ${hotel} on ${phone} if you are still coming.` : '';
  const mail: OutgoingMail = {
    to: first.guestEmail,
    subject: `Booking released: ${first.reference}`,
    text: [
      `Dear ${first.guestName},`,
      '',
      `Your booking ${first.reference} at ${hotel} (${first.checkIn} to ${first.checkOut}) was to be paid at the hotel, and it was neither checked in nor paid by ${by}, so its room has been released as a no-show.`,
      'Nothing was charged.',
      ...(call ? ['', call.trim()] : []),
    ].join('\n'),
    attachments: [],
  };
  const text = `Booking ${first.reference} at ${hotel} was released: not checked in by ${by}. Nothing was charged.${call}`;
  return { mail, text };
}

/**
 * Releases every pay-at-hotel booking whose release time has come (`release_at <= now`) and that
 * is still confirmed and unpaid: each room becomes a no-show (the room is free again) with an
 * event saying why, and its guest's e-mail is queued in the same transaction. A booking checked
 * in or paid at the desk is no longer `confirmed` + `pay_at_hotel`, so it is never released.
 * `now` is the caller's clock: the sweep's, or a test's. Call inside ONE write transaction.
 */
export function releaseUnarrived(
  tx: DbOrTransaction,
  now: string,
  enqueue: (message: OutgoingMail, tx: DbOrTransaction) => number,
): ReleasedBooking[] {
  const due = tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        lte(bookings.releaseAt, now),
        eq(bookings.paymentMethod, 'pay_at_hotel'),
      ),
    )
    .orderBy(asc(bookings.reference), asc(bookings.line))
    .all();
  const byReference = new Map<string, BookingRow[]>();
  for (const row of due)
    byReference.set(row.reference, [...(byReference.get(row.reference) ?? []), row]);
  const released: ReleasedBooking[] = [];
  for (const [reference, rows] of byReference) {
    const first = rows[0] as BookingRow;
    const releaseAt = first.releaseAt as string;
    const note = `released as a no-show: neither checked in nor paid by ${releaseAt} (pay at hotel)`;
    for (const row of rows) setStatus(tx, row, 'no_show', now, note);
    const { mail, text } = releaseNotice(tx, first, releaseAt);
    released.push({
      reference,
      mailId: first.guestEmail ? enqueue(mail, tx) : null,
      sms: { to: first.guestMobile, text },
    });
  }
  return released;
}
