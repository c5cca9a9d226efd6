/**
 * The statuses the API names, zod-free: a screen can list them without loading the schemas.
 */

/** A booking's statuses. */
export const bookingStatuses = ['pending', 'confirmed', 'failed', 'expired', 'cancelled'] as const;

/**
 * Where a refund stands: `due` is flagged for an admin to send (a payment the booking could not
 * take), then as the payment provider answers.
 */
export const refundStatuses = ['due', 'pending', 'processed', 'failed'] as const;

/** Where an e-mail or a text message of the outbox stands. */
export const deliveryStatuses = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
