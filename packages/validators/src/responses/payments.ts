import { z } from 'zod';
import { bookingStatus } from './bookings.js';
import { paise } from './quotes.js';

/** An order made for a quote (`POST /api/payments/orders`): the rooms are held until it ends. */
export const paymentOrder = z.object({
  bookingReference: z.string(),
  orderId: z.string(),
  amount: paise,
  currency: z.literal('INR'),
  provider: z.enum(['test', 'razorpay']),
  keyId: z.string().optional(),
  holdExpiresAt: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

/**
 * A stay booked to pay at the hotel (`POST /api/payments/orders` with `paymentMethod:
 * "pay_at_hotel"`): confirmed at once with nothing paid, its rooms held until `releaseAt` of the
 * arrival day (India time) unless the guest has checked in or paid by then.
 */
export const payAtHotelBooking = z.object({
  bookingReference: z.string(),
  status: z.literal('confirmed'),
  paymentMethod: z.literal('pay_at_hotel'),
  amount: paise,
  currency: z.literal('INR'),
  releaseAt: z.string(),
});
export type PayAtHotelBooking = z.infer<typeof payAtHotelBooking>;

/** What `POST /api/payments/orders` answers: an order to pay online, or a pay-at-hotel booking. */
export const createdOrder = z.union([paymentOrder, payAtHotelBooking]);
export type CreatedOrder = z.infer<typeof createdOrder>;

/** Why a stay cannot be booked to pay at the hotel, first reason first. */
export const payAtHotelRefusals = [
  'NOT_OFFERED',
  'TOO_FAR_AHEAD',
  'TOO_LATE',
  'TOO_LONG',
  'PEAK_DATES',
  'VERIFY_CONTACT',
  'UNPAID_LIMIT',
] as const;
export type PayAtHotelRefusal = (typeof payAtHotelRefusals)[number];

/** Whether a priced stay may be booked to pay at the hotel (`GET /api/payments/pay-at-hotel`). */
export const payAtHotelOffer = z.object({
  offered: z.boolean(),
  /** Why not (absent when offered): the API's code and a sentence for the guest. */
  code: z.enum(payAtHotelRefusals).optional(),
  message: z.string().optional(),
  /** What the guest pays at the hotel. */
  amount: paise,
  /** When the rooms are released on the arrival day if the guest has neither arrived nor paid. */
  releaseAt: z.string().nullable(),
  /** The signed-in guest's contacts proved by a one-time code; the booking must carry one. */
  verified: z.object({ mobile: z.string().nullable(), email: z.string().nullable() }),
});
export type PayAtHotelOffer = z.infer<typeof payAtHotelOffer>;

/** A payment the server confirmed. */
export const paidOrder = z.object({
  status: z.literal('confirmed'),
  paymentId: z.string(),
  bookingReference: z.string(),
});
export type PaidOrder = z.infer<typeof paidOrder>;

/** A payment the bank or the test gateway refused, or that came after the hold ended. */
export const declinedPayment = z.object({
  status: z.enum(['failed', 'expired']),
  description: z.string(),
  bookingReference: z.string(),
});

/** A UPI payment the guest's app has not confirmed yet: the booking stays held meanwhile. */
export const pendingPayment = z.object({
  status: z.literal('pending'),
  bookingReference: z.string(),
  holdExpiresAt: z.string(),
});

/** What the test gateway's outcome came to (`POST /api/payments/test/complete`, `/test/webhook`). */
export const testPaymentOutcome = z.union([paidOrder, declinedPayment, pendingPayment]);
export type TestPaymentOutcome = z.infer<typeof testPaymentOutcome>;

/** Where an order stands (`GET /api/payments/orders/:orderId/status`). */
export const orderStatus = z.object({
  status: bookingStatus,
  bookingReference: z.string(),
  amount: paise,
  paymentId: z.string().optional(),
  description: z.string().optional(),
  holdExpiresAt: z.string().optional(),
});
export type OrderStatus = z.infer<typeof orderStatus>;

/** What the webhook did with a Razorpay event (`POST /api/payments/webhook`). */
export const webhookReceipt = z.object({
  received: z.literal(true),
  outcome: z.enum([
    'confirmed',
    'already',
    'failed',
    /** A failed attempt while the hold lives: the guest may pay again on the same order. */
    'held',
    /** A payment its booking could not take (room gone, order replaced): flagged for refund. */
    'refundDue',
    'unmatched',
    'ignored',
    'refundProcessed',
    'refundFailed',
  ]),
});
export type WebhookReceipt = z.infer<typeof webhookReceipt>;
