import {
  activeRule,
  getProperty,
  getRoom,
  type Hotel,
  type PayAtHotel,
  payAtHotelOf,
  peakNights,
} from '@hotel/content';
import { renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { addDays, instantInIndia, nightsBetween, todayInIndia } from '@hotel/pricing';
import type { PayAtHotelRefusal } from '@hotel/validators/responses';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db/client.js';
import { bookings } from '../../db/schema.js';
import { ApiFailure } from '../../lib/ApiFailure.js';
import { guestDay, guestTime } from '../guestLanguage.js';
import { type BookingOwner, ownedBy } from '../ownership.js';

/** The stay a quote prices, with its dates (a quote without dates starts today). */
export interface PayAtHotelStay {
  readonly hotelId: string;
  readonly roomTypeId: string;
  readonly checkIn: string;
  readonly checkOut: string;
}

/** The signed-in guest, and the contacts of the account that a one-time code proved. */
export interface VerifiedContacts {
  readonly owner: BookingOwner | null;
  readonly mobile: string | null;
  readonly email: string | null;
}

const NOBODY: VerifiedContacts = { owner: null, mobile: null, email: null };

/** Who asks: the session's guest account, or nobody (staff and admins book at the desk). */
export function verifiedContactsOf(user: BookingOwner | null): VerifiedContacts {
  if (user === null || user.role !== 'guest') return NOBODY;
  return {
    owner: user,
    // A guest account's mobile is only ever set by a code sent to it (OTP or code sign-in).
    mobile: user.mobile,
    email: user.email && user.emailVerifiedAt ? user.email.toLowerCase() : null,
  };
}

export class PayAtHotelRefused extends ApiFailure {
  constructor(
    readonly refusal: PayAtHotelRefusal,
    message: string,
  ) {
    super(refusal === 'VERIFY_CONTACT' ? 403 : 409, refusal, message);
  }
}

const nightsText = (count: number): string => m.api_nightsCount({ count });
/** A day as the asking page's language writes it (English keeps 2026-12-03). */
const day = (date: string): string => guestDay(date, renderingLang());

/** In the language of the request being handled (the asking page's). */
export const PAY_AT_HOTEL_MESSAGES = {
  notOffered: (hotel: string): string => m.api_payAtHotelNotOffered({ hotel }),
  tooFarAhead: (days: number, lastArrival: string, checkIn: string): string =>
    days === 0
      ? m.api_payAtHotelTodayOnly({ checkIn: day(checkIn) })
      : m.api_payAtHotelTooFarAhead({
          days,
          lastArrival: day(lastArrival),
          checkIn: day(checkIn),
        }),
  tooLate: (time: string): string => m.api_payAtHotelTooLate({ time }),
  tooLong: (max: number, nights: number): string =>
    m.api_payAtHotelTooLong({ max: nightsText(max), nights: nightsText(nights) }),
  peak: (hotel: string, seasons: string, dates: string): string =>
    m.api_payAtHotelPeak({ hotel, seasons, dates }),
  get verify(): string {
    return m.api_payAtHotelVerify();
  },
  verifiedContactOnly: (contacts: string): string => m.api_payAtHotelVerifiedOnly({ contacts }),
  unpaidLimit: (holding: number, references: string, max: number): string =>
    m.api_payAtHotelUnpaidLimit({ holding, references, max }),
} as const;

/** The hotel of the stay and its pay-at-hotel terms; refused when the hotel does not offer it. */
function termsOf(stay: PayAtHotelStay): { hotel: Hotel; terms: PayAtHotel } {
  const property = getProperty(stay.hotelId);
  const hotel = property?.kind === 'hotel' ? property : undefined;
  const terms = hotel && payAtHotelOf(hotel);
  if (!hotel || !terms) {
    throw new PayAtHotelRefused(
      'NOT_OFFERED',
      PAY_AT_HOTEL_MESSAGES.notOffered(property?.name ?? 'This hotel'),
    );
  }
  return { hotel, terms };
}

/** When an unarrived, unpaid pay-at-hotel booking is released: its arrival day at the hotel's time. */
export const releaseAtOf = (terms: PayAtHotel, checkIn: string): string =>
  instantInIndia(checkIn, terms.noShowReleaseTime).toISOString();

/**
 * Refuses a stay the hotel's content does not open to pay at hotel: not offered, arriving too
 * far ahead (or today after the release time), too many nights, or holding a peak night.
 * Returns the hotel's terms otherwise.
 */
export function assertStayQualifies(stay: PayAtHotelStay, now: string): PayAtHotel {
  const { hotel, terms } = termsOf(stay);
  const today = todayInIndia(new Date(now));
  const lastArrival = addDays(today, terms.maxDaysBeforeArrival);
  if (stay.checkIn > lastArrival) {
    throw new PayAtHotelRefused(
      'TOO_FAR_AHEAD',
      PAY_AT_HOTEL_MESSAGES.tooFarAhead(terms.maxDaysBeforeArrival, lastArrival, stay.checkIn),
    );
  }
  if (releaseAtOf(terms, stay.checkIn) <= now) {
    throw new PayAtHotelRefused(
      'TOO_LATE',
      PAY_AT_HOTEL_MESSAGES.tooLate(guestTime(releaseAtOf(terms, stay.checkIn), renderingLang())),
    );
  }
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  if (nights > terms.maxNights) {
    throw new PayAtHotelRefused('TOO_LONG', PAY_AT_HOTEL_MESSAGES.tooLong(terms.maxNights, nights));
  }
  const room = getRoom(stay.roomTypeId);
  const peak = room ? peakNights(activeRule(room), stay.checkIn, stay.checkOut) : [];
  if (peak.length > 0) {
    const seasons = [...new Set(peak.map((night) => night.name))].join(', ');
    const dates = peak.map((night) => day(night.date)).join(', ');
    throw new PayAtHotelRefused(
      'PEAK_DATES',
      PAY_AT_HOTEL_MESSAGES.peak(hotel.name, seasons, dates),
    );
  }
  return terms;
}

/** The booking's contact must be one the guest proved by a code. */
export function assertVerifiedContact(
  verified: VerifiedContacts,
  customer?: { readonly mobileNumber: string; readonly email: string },
): void {
  if (!verified.mobile && !verified.email) {
    throw new PayAtHotelRefused('VERIFY_CONTACT', PAY_AT_HOTEL_MESSAGES.verify);
  }
  if (!customer) return;
  const matches =
    (verified.mobile !== null && customer.mobileNumber === verified.mobile) ||
    (verified.email !== null && customer.email.toLowerCase() === verified.email);
  if (!matches) {
    const contacts = [verified.mobile, verified.email].filter(Boolean).join(' or ');
    throw new PayAtHotelRefused(
      'VERIFY_CONTACT',
      PAY_AT_HOTEL_MESSAGES.verifiedContactOnly(contacts),
    );
  }
}

/** The guest's bookings still to be paid at a hotel (not released, not cancelled, not paid). */
export function unpaidReferences(tx: DbOrTransaction, verified: VerifiedContacts): string[] {
  if (!verified.owner) return [];
  return tx
    .selectDistinct({ reference: bookings.reference })
    .from(bookings)
    .where(
      and(
        eq(bookings.paymentMethod, 'pay_at_hotel'),
        sql`${bookings.status} in ('confirmed', 'checked_in')`,
        // The guest's bookings as their bookings page lists them: by account or proved contact.
        ownedBy(verified.owner),
      ),
    )
    .orderBy(bookings.reference)
    .all()
    .map((row) => row.reference);
}

/** Refuses a guest who already holds the most unpaid bookings the hotel allows one contact. */
export function assertUnpaidAllowance(
  tx: DbOrTransaction,
  verified: VerifiedContacts,
  terms: PayAtHotel,
): void {
  const unpaid = unpaidReferences(tx, verified);
  if (unpaid.length >= terms.maxUnpaidPerContact) {
    throw new PayAtHotelRefused(
      'UNPAID_LIMIT',
      PAY_AT_HOTEL_MESSAGES.unpaidLimit(
        unpaid.length,
        unpaid.join(', '),
        terms.maxUnpaidPerContact,
      ),
    );
  }
}
