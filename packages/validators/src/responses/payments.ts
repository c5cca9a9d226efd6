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
