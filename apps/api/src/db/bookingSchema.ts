import { LANGS } from '@hotel/i18n';
import {
  type DeskPaymentMethod,
  deskPaymentMethods,
  type OnlinePaymentMethod,
  onlinePaymentMethods,
  PAY_AT_HOTEL,
} from '@hotel/validators';
import {
  bookingStatuses,
  type PricedNight,
  paidStatuses,
  refundStatuses,
} from '@hotel/validators/responses';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { TaxDocument } from '../documents/taxDocument.js';
import { users } from './accountSchema.js';
import { createdAt } from './columns.js';
import { rooms, roomTypes } from './propertySchema.js';

/** Quotes, the bookings made from them with their history, room blocks, tax documents, refunds. */

export const quotes = sqliteTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    roomTypeId: text('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    checkIn: text('check_in'),
    checkOut: text('check_out'),
    rooms: integer('rooms').notNull(),
    adults: integer('adults').notNull(),
    /** Children of the party (not priced); 0 on quotes made before they were kept. */
    children: integer('children').notNull().default(0),
    nights: integer('nights').notNull(),
    breakfasts: integer('breakfasts').notNull(),
    lunchDinners: integer('lunch_dinners').notNull(),
    rate: integer('rate_paise').notNull(),
    roomCost: integer('room_cost_paise').notNull(),
    gstRate: integer('gst_rate_basis_points').notNull(),
    gst: integer('gst_paise').notNull(),
    breakfastPrice: integer('breakfast_price_paise').notNull(),
    lunchDinnerPrice: integer('lunch_dinner_price_paise').notNull(),
    breakfastCost: integer('breakfast_cost_paise').notNull(),
    lunchDinnerCost: integer('lunch_dinner_cost_paise').notNull(),
    /** GST on the meals, a supply apart from the room; 0 on quotes made before meals were taxed. */
    mealGstRate: integer('meal_gst_rate_basis_points').notNull().default(0),
    mealGst: integer('meal_gst_paise').notNull().default(0),
    total: integer('total_paise').notNull(),
    /** Each night's rate and adjustment, as priced (JSON); '[]' for quotes made before them. */
    nightly: text('nightly', { mode: 'json' })
      .$type<readonly PricedNight[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt,
  },
  (table) => [index('quotes_created').on(table.createdAt)],
);

export type { BookingStatus } from '@hotel/validators/responses';

/**
 * Every way a booking is paid: at the desk, online (Razorpay's methods), or `pay_at_hotel`: booked
 * online with nothing paid, until the desk records the payment (then cash, upi or card).
 */
export type PaymentMethod = DeskPaymentMethod | OnlinePaymentMethod | typeof PAY_AT_HOTEL;
const PAYMENT_METHODS = [
  ...new Set([...deskPaymentMethods, ...onlinePaymentMethods, PAY_AT_HOTEL]),
] as [PaymentMethod, ...PaymentMethod[]];

/** The statuses of a quote's live order: being paid, or any status after paying. */
export const LIVE_ORDER_STATUSES = ['pending', ...paidStatuses] as const;

/**
 * One row per physical room held: a quote for 2 rooms makes 2 rows that share the order id,
 * the reference and the provider's payment, numbered by `line` (1, 2, …). Each row carries its
 * share of the quote's total, so the rows of an order add up to what was charged.
 */
export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reference: text('reference').notNull(),
    line: integer('line').notNull().default(1),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    quoteId: text('quote_id').references(() => quotes.id),
    userId: integer('user_id').references(() => users.id),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull(),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestMobile: text('guest_mobile').notNull(),
    amount: integer('amount_paise').notNull(),
    holdExpiresAt: text('hold_expires_at'),
    /** 'test' (the built-in gateway) or 'razorpay'; null for rows made outside the payment flow. */
    provider: text('provider', { enum: ['test', 'razorpay'] }),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    /** Why the payment failed, as the provider or the test gateway described it. */
    failureReason: text('failure_reason'),
    /** The guest's GSTIN for a business invoice, when given at payment. */
    guestGstin: text('guest_gstin'),
    /**
     * How the booking was paid: at the desk (no `provider`), or online through `provider` with
     * the method its payment used (`upi`, `netbanking`, …; null until the provider says which).
     */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /**
     * The payment's reference for a person: the desk's note (a UPI transaction id, a card slip
     * number), or online the UPI RRN, the bank, the wallet or the card's network and last 4.
     */
    paymentReference: text('payment_reference'),
    /** The client address the order came from: limits how many rooms one client holds unpaid. */
    clientIp: text('client_ip'),
    /**
     * SHA-256 of the key in the ordering browser's HttpOnly cookie: with the account, who may pay
     * this order again. The key itself is never stored.
     */
    clientKeyHash: text('client_key_hash'),
    /**
     * A pay-at-hotel booking: when its rooms are released as a no-show if it is neither checked in
     * nor paid (the arrival day at the hotel's release time when booked, India time).
     */
    releaseAt: text('release_at'),
    /**
     * The language of the page the booking was made from (its hold or pay-at-hotel request):
     * the guest's e-mails and texts about it are written in it. English for the desk's walk-ins
     * and the bookings made before languages.
     */
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
    createdAt,
    updatedAt: text('updated_at'),
  },
  (table) => [
    index('bookings_room_dates').on(table.roomId, table.checkIn, table.checkOut),
    /** The reports' nights: the bookings still to check out after a night, of every room. */
    index('bookings_check_out').on(table.checkOut, table.checkIn),
    uniqueIndex('bookings_reference_line').on(table.reference, table.line),
    uniqueIndex('bookings_order_line').on(table.orderId, table.line),
    index('bookings_user').on(table.userId),
    index('bookings_quote').on(table.quoteId),
    index('bookings_guest_mobile').on(table.guestMobile),
    index('bookings_hold').on(table.status, table.holdExpiresAt),
    index('bookings_client_ip').on(table.clientIp, table.createdAt),
    index('bookings_client_key').on(table.clientKeyHash, table.createdAt),
    index('bookings_release').on(table.status, table.releaseAt),
    /** A quote is paid at most once: one live order (pending, or any status after paying) per quote. */
    uniqueIndex('bookings_quote_live')
      .on(table.quoteId, table.line)
      .where(
        sql`${table.status} in ${sql.raw(`(${LIVE_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`)}`,
      ),
  ],
);

/**
 * Every status change of a booking row, with its time (from is null when the row is made) and the
 * account that made it.
 */
export const bookingEvents = sqliteTable(
  'booking_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    from: text('from_status', { enum: bookingStatuses }),
    to: text('to_status', { enum: bookingStatuses }).notNull(),
    at: text('at').notNull(),
    note: text('note'),
    /** Who made the change at the desk or in the admin (null: the guest, a payment, the system). */
    actorId: integer('actor_id').references(() => users.id),
  },
  (table) => [
    index('booking_events_booking').on(table.bookingId, table.id),
    /** The reports' cancellations of a day. */
    index('booking_events_to_at').on(table.to, table.at),
  ],
);

/**
 * A physical room taken out of sale for some nights: repairs, an owner's stay, or a night a
 * travel site sold (source 'ical'). `from` is the first blocked night and `until` the morning the
 * room is back (exclusive: the last blocked night plus one day), the same half-open pair as a
 * booking's check-in and check-out, so one overlap test serves both and an iCal DTEND maps as is.
 * Availability treats a block like a confirmed booking of the room.
 */
export const roomBlocks = sqliteTable(
  'room_blocks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    from: text('from_date').notNull(),
    until: text('until_date').notNull(),
    reason: text('reason').notNull(),
    /** 'admin' for blocks made at the desk, 'ical' for nights a travel site's feed sold. */
    source: text('source', { enum: ['admin', 'ical'] })
      .notNull()
      .default('admin'),
    /** The account that made it; null for a block the iCal sync made. */
    createdBy: integer('created_by').references(() => users.id),
    createdAt,
  },
  (table) => [index('room_blocks_room_dates').on(table.roomId, table.from, table.until)],
);

/**
 * Tax invoices and credit notes as issued: the document is kept whole (JSON), so one issued
 * never changes with the content. Numbers run per hotel, per kind, per financial year, with no
 * gap: `serial` is the next after the largest, taken inside the issuing write transaction.
 */
export const taxDocuments = sqliteTable(
  'tax_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['invoice', 'creditNote'] }).notNull(),
    hotelId: text('hotel_id').notNull(),
    /** India's financial year, April to March, e.g. '26-27'. */
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    reference: text('reference').notNull(),
    document: text('document', { mode: 'json' }).$type<TaxDocument>().notNull(),
    issuedAt: text('issued_at').notNull(),
  },
  (table) => [
    uniqueIndex('tax_documents_series').on(
      table.kind,
      table.hotelId,
      table.financialYear,
      table.serial,
    ),
    uniqueIndex('tax_documents_number').on(table.number),
    uniqueIndex('tax_documents_reference').on(table.kind, table.reference),
  ],
);

/**
 * Money going back for a cancelled booking reference: made `pending` with the cancellation, then
 * `processed` or `failed` as the provider answers (at once, or by webhook). A failed one keeps
 * its error for an admin, who can send it again.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reference: text('reference').notNull(),
    amount: integer('amount_paise').notNull(),
    status: text('status', { enum: refundStatuses }).notNull(),
    provider: text('provider', { enum: ['test', 'razorpay'] }).notNull(),
    paymentId: text('payment_id').notNull(),
    /**
     * Why the money goes back when no cancellation says so, e.g. a payment that arrived after its
     * room was taken (such a refund is `due`: flagged for an admin to send).
     */
    reason: text('reason'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt,
    updatedAt: text('updated_at'),
  },
  (table) => [
    uniqueIndex('refunds_reference').on(table.reference),
    index('refunds_provider_refund').on(table.providerRefundId),
    index('refunds_created').on(table.createdAt),
  ],
);
