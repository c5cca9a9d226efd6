/**
 * The statuses the API names, zod-free: a screen can list them without loading the schemas.
 */

/**
 * A booking's statuses: `pending` → `confirmed` (paid, or booked at the desk) | `failed` |
 * `expired`; `confirmed` → `cancelled` | `checked_in` → `checked_out`; `confirmed` → `no_show`.
 */
export const bookingStatuses = [
  'pending',
  'confirmed',
  'failed',
  'expired',
  'cancelled',
  'checked_in',
  'checked_out',
  'no_show',
] as const;
type BookingStatusName = (typeof bookingStatuses)[number];

/** The statuses a booking can only reach once paid for (or booked at the desk). */
export const paidStatuses = [
  'confirmed',
  'cancelled',
  'checked_in',
  'checked_out',
  'no_show',
] as const satisfies readonly BookingStatusName[];

/** Each status in words, as guests and staff read it. */
export const bookingStatusLabels: Readonly<Record<BookingStatusName, string>> = {
  pending: 'Awaiting payment',
  confirmed: 'Confirmed',
  failed: 'Payment failed',
  expired: 'Not paid in time',
  cancelled: 'Cancelled',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  no_show: 'No-show',
};

/**
 * Where a refund stands: `due` is flagged for an admin to send (a payment the booking could not
 * take); `sending` is claimed by one sender, whose call to the payment provider is under way;
 * then as the provider answers.
 */
export const refundStatuses = ['due', 'pending', 'sending', 'processed', 'failed'] as const;

/** Where an e-mail or a text message of the outbox stands. */
export const deliveryStatuses = ['pending', 'sent', 'failed'] as const;

/** A text message's: `sent` only when a gateway took it; `unsent` when no gateway is configured. */
export const smsStatuses = [...deliveryStatuses, 'unsent'] as const;
export type SmsStatus = (typeof smsStatuses)[number];

/** How a guest at the desk pays; `unpaid` settles later (at check-out). */
export const deskPaymentMethods = ['cash', 'upi', 'card', 'unpaid'] as const;
export type DeskPaymentMethod = (typeof deskPaymentMethods)[number];

/** How a guest paid online: Razorpay's payment `method`s. */
export const onlinePaymentMethods = [
  'card',
  'upi',
  'netbanking',
  'wallet',
  'emi',
  'cardless_emi',
  'paylater',
] as const;
export type OnlinePaymentMethod = (typeof onlinePaymentMethods)[number];

/** Every way a booking is paid: at the desk, online, or `pay_at_hotel` (due on arrival). */
export type PaymentMethodName = DeskPaymentMethod | OnlinePaymentMethod | 'pay_at_hotel';
export const paymentMethodNames = [
  ...new Set([...deskPaymentMethods, ...onlinePaymentMethods, 'pay_at_hotel']),
] as readonly PaymentMethodName[] as [PaymentMethodName, ...PaymentMethodName[]];

/** How each way of paying reads in a sentence: 'Paid by net banking' (`unpaid`: nothing paid). */
export const paymentMethodWords: Readonly<Record<PaymentMethodName, string>> = {
  cash: 'cash',
  upi: 'UPI',
  card: 'card',
  unpaid: '',
  pay_at_hotel: '',
  netbanking: 'net banking',
  wallet: 'wallet',
  emi: 'EMI',
  cardless_emi: 'cardless EMI',
  paylater: 'pay later',
};
