import { m } from '@hotel/i18n/messages';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.js';
import { bookings } from '../../db/schema.js';
import type { OutgoingMail } from '../../providers/mail/OutgoingMail.js';
import { setStatus } from '../events.js';
import { guestDay, guestTime } from '../guestLanguage.js';
import { quoteForOrder } from '../quoteQueries.js';
import { stayHotelOf } from '../stayDetails.js';

type BookingRow = typeof bookings.$inferSelect;

/** A pay-at-hotel booking released as a no-show, and the text for its guest's mobile. */
export interface ReleasedBooking {
  readonly reference: string;
  readonly mailId: number | null;
  readonly sms: { readonly to: string; readonly text: string };
}

/**
 * What the guest is told, by e-mail and by text, in the language the booking was made in: why the
 * room went, and whom to call.
 */
function releaseNotice(tx: DbOrTransaction, first: BookingRow, releaseAt: string) {
  const { lang, reference } = first;
  const locale = { locale: lang };
  const quote = first.quoteId ? quoteForOrder(tx, first.quoteId) : undefined;
  const hotel = quote?.hotelName ?? m.api_theHotel({}, locale);
  const phone = quote ? stayHotelOf(quote.hotelId)?.phone : undefined;
  const by = m.api_releasedBy(
    { time: guestTime(releaseAt, lang), day: guestDay(first.checkIn, lang) },
    locale,
  );
  const call = phone ? m.api_releasedCall({ hotel, phone }, locale) : '';
  const nothing = m.api_nothingCharged({}, locale);
  const mail: OutgoingMail = {
    to: first.guestEmail,
    subject: m.api_releasedSubject({ reference }, locale),
    text: [
      m.api_mailDear({ name: first.guestName }, locale),
      '',
      m.api_releasedMail(
        {
          reference,
          hotel,
          checkIn: guestDay(first.checkIn, lang),
          checkOut: guestDay(first.checkOut, lang),
          by,
        },
        locale,
      ),
      nothing,
      ...(call ? ['', call] : []),
    ].join('\n'),
    attachments: [],
  };
  const text = [m.api_releasedSms({ reference, hotel, by }, locale), call].join(' ').trim();
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
