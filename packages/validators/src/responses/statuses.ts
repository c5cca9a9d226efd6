/**
 * The statuses the API names, zod-free: a screen can list them without loading the schemas.
 */

/** A booking's statuses. */
export const bookingStatuses = ['pending', 'confirmed', 'failed', 'expired', 'cancelled'] as const;

/** Where a refund stands at the payment provider. */
export const refundStatuses = ['pending', 'processed', 'failed'] as const;

/** Where an e-mail or a text message of the outbox stands. */
export const deliveryStatuses = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** A text message's: `sent` only when a gateway took it; `unsent` when no gateway is configured. */
export const smsStatuses = [...deliveryStatuses, 'unsent'] as const;
export type SmsStatus = (typeof smsStatuses)[number];
