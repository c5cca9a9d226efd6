import { DEFAULT_LANG, type Lang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import type { CustomerDetails } from '@hotel/validators';
import type { PayAtHotelOffer } from '@hotel/validators/responses';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.js';
import { bookings } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/ApiFailure.js';
import type { OutgoingMail } from '../../providers/mail/OutgoingMail.js';
import { unusedReference } from '../bookingReference.js';
import { confirmationMail } from '../confirmationMail.js';
import { guestDateTime } from '../guestLanguage.js';
import { bookableStay, expireHolds, insertRoomRows, liveOrderRows } from '../holds.js';
import { MESSAGES } from '../messages.js';
import { orderAmount } from '../orderRows.js';
import { type OrderClient, ownsOrder } from '../ownership.js';
import { quoteForOrder } from '../quoteQueries.js';
import {
  assertStayQualifies,
  assertUnpaidAllowance,
  assertVerifiedContact,
  PayAtHotelRefused,
  releaseAtOf,
  type VerifiedContacts,
} from './eligibility.js';

/**
 * Whether the quote's stay may be booked to pay at the hotel by this guest, and why not: the
 * same checks, in the same order, as booking it (`GET /api/payments/pay-at-hotel`).
 */
export function payAtHotelOffer(
  tx: DbOrTransaction,
  request: {
    readonly quoteId: string;
    readonly verified: VerifiedContacts;
    readonly now: string;
    readonly quoteTtlMinutes: number;
  },
): PayAtHotelOffer {
  const quote = quoteForOrder(tx, request.quoteId);
  if (!quote) throw notFound(MESSAGES.quoteNotFound);
  const { verified } = request;
  const base = {
    amount: quote.total,
    verified: { mobile: verified.mobile, email: verified.email },
  };
  const stay = bookableStay(quote, request.now, request.quoteTtlMinutes);
  let releaseAt: string | null = null;
  try {
    const terms = assertStayQualifies(stay, request.now);
    releaseAt = releaseAtOf(terms, stay.checkIn);
    assertVerifiedContact(verified);
    assertUnpaidAllowance(tx, verified, terms);
  } catch (error) {
    if (!(error instanceof PayAtHotelRefused)) throw error;
    return { offered: false, code: error.refusal, message: error.message, releaseAt, ...base };
  }
  return { offered: true, releaseAt, ...base };
}

export interface PayAtHotelRequest {
  readonly quoteId: string;
  readonly customer: CustomerDetails;
  readonly client: OrderClient;
  readonly verified: VerifiedContacts;
  readonly now: string;
  readonly quoteTtlMinutes: number;
  /** The language of the page that asked: the guest's e-mail and text are in it. */
  readonly lang?: Lang;
  readonly enqueue: (message: OutgoingMail, tx: DbOrTransaction) => number;
}

export interface PayAtHotelBooked {
  readonly reference: string;
  readonly amount: number;
  readonly releaseAt: string;
  /** False when the same guest asked again for a booking already made (a second tap). */
  readonly created: boolean;
  readonly mailId: number | null;
  /** The text for the guest's mobile, sent after the commit. */
  readonly sms: { readonly to: string; readonly text: string } | null;
}

/** The text a pay-at-hotel guest gets on their mobile, in the language they booked in. */
export const bookedText = (
  reference: string,
  hotel: string,
  amount: number,
  releaseAt: string,
  lang: Lang = DEFAULT_LANG,
): string =>
  m.api_payAtHotelSms(
    { reference, hotel, amount: formatINR(amount), when: guestDateTime(releaseAt, lang) },
    { locale: lang },
  );

/**
 * Books a quote to pay at the hotel: confirmed at once with nothing paid, one free physical room
 * per room of the quote, released at the hotel's no-show time of the arrival day unless checked
 * in or paid by then. Call it inside ONE `immediate` transaction, as online orders hold rooms:
 * the checks (the hotel's terms, the guest's verified contact and unpaid bookings) and the
 * inserts happen together, so neither the last room nor the guest's allowance is taken twice.
 * While the guest's online order for the quote is open, the answer is 409: that order may still
 * be paid, so its hold stands until it lapses (then the guest may book to pay at the hotel).
 */
export function bookToPayAtHotel(
  tx: DbOrTransaction,
  request: PayAtHotelRequest,
): PayAtHotelBooked {
  const { now, customer, verified } = request;
  expireHolds(tx, now);
  const quote = quoteForOrder(tx, request.quoteId);
  if (!quote) throw notFound(MESSAGES.quoteNotFound);
  const live = liveOrderRows(tx, quote.id);
  const first = live[0];
  if (first && !ownsOrder(first, request.client)) {
    throw conflict('ORDER_IN_PROGRESS', MESSAGES.orderInProgress);
  }
  if (first && first.status !== 'pending') {
    // A second tap on "Book": the booking already made for this guest, as it is.
    if (first.paymentMethod === 'pay_at_hotel' && first.releaseAt) {
      return {
        reference: first.reference,
        amount: orderAmount(live),
        releaseAt: first.releaseAt,
        created: false,
        mailId: null,
        sms: null,
      };
    }
    throw conflict('ALREADY_PAID', MESSAGES.alreadyPaid);
  }
  // The guest's own online order for the quote, still open: the provider may have it (a UPI
  // request in flight, the checkout open in another tab) and take the payment, or be making it.
  // Its hold stands until it lapses, so a late payment finds its rows and nothing is booked twice.
  if (first?.orderId) {
    throw conflict(
      'ONLINE_PAYMENT_OPEN',
      MESSAGES.onlinePaymentOpen(
        guestDateTime(first.holdExpiresAt ?? now, request.lang ?? DEFAULT_LANG),
      ),
    );
  }
  if (first) throw conflict('PAYMENT_IN_PROGRESS', MESSAGES.inProgress);

  const stay = bookableStay(quote, now, request.quoteTtlMinutes);
  const terms = assertStayQualifies(stay, now);
  assertVerifiedContact(verified, customer);
  assertUnpaidAllowance(tx, verified, terms);
  const releaseAt = releaseAtOf(terms, stay.checkIn);
  const note = `booked to pay at the hotel; released at ${releaseAt} unless checked in or paid`;
  const guest = {
    guestName: customer.fullName,
    guestEmail: customer.email,
    guestMobile: customer.mobileNumber,
    guestGstin: customer.gstin ?? null,
    lang: request.lang ?? DEFAULT_LANG,
  };
  const paying = {
    paymentMethod: 'pay_at_hotel' as const,
    paymentReference: null,
    releaseAt,
    userId: verified.owner?.id ?? null,
  };

  const reference = unusedReference(tx);
  insertRoomRows(tx, quote, stay, {
    reference,
    status: 'confirmed',
    client: request.client,
    now,
    note,
    values: { ...guest, ...paying },
  });
  const rows = tx
    .select()
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .orderBy(asc(bookings.line))
    .all();
  const mailId = request.enqueue(confirmationMail(tx, rows), tx);
  return {
    reference,
    amount: quote.total,
    releaseAt,
    created: true,
    mailId,
    sms: {
      to: customer.mobileNumber,
      text: bookedText(reference, quote.hotelName, quote.total, releaseAt, guest.lang),
    },
  };
}
