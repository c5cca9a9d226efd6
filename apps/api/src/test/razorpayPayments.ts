/**
 * Razorpay's documented payment entity (GET /v1/payments/:id, and every payment webhook) and
 * event envelope, with the method-specific fields of each way to pay: shared by the webhook and
 * verify tests and the fake Razorpay server.
 */

/** What the payment fixtures take of an order the app made. */
export interface RazorpayOrderFacts {
  readonly orderId: string;
  readonly bookingReference: string;
  readonly amount: number;
}

/** Razorpay's payment entity (GET /v1/payments/:id, and every payment webhook), captured. */
export const razorpayPayment = (
  order: RazorpayOrderFacts,
  id: string,
  method: Record<string, unknown>,
) => ({
  id,
  entity: 'payment',
  amount: order.amount,
  currency: 'INR',
  status: 'captured',
  order_id: order.orderId,
  invoice_id: null,
  international: false,
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: `Booking ${order.bookingReference}`,
  card_id: null,
  bank: null,
  wallet: null,
  vpa: null,
  email: 'asha@example.com',
  contact: '+919876543210',
  notes: { booking: order.bookingReference },
  fee: 2360,
  tax: 360,
  error_code: null,
  error_description: null,
  error_source: null,
  error_step: null,
  error_reason: null,
  acquirer_data: {},
  created_at: 1764150000,
  ...method,
});

/** The method-specific fields of each way to pay, as Razorpay documents them. */
export const RAZORPAY_METHODS = {
  upi: {
    method: 'upi',
    vpa: 'gaurav.kumar@exampleupi',
    upi: { payer_account_type: 'bank_account', vpa: 'gaurav.kumar@exampleupi' },
    acquirer_data: { rrn: '313436009914', upi_transaction_id: 'AXI4a3f2b7c9d1e48e6b0f5c2a7' },
  },
  netbanking: {
    method: 'netbanking',
    bank: 'HDFC',
    acquirer_data: { bank_transaction_id: '0125836177' },
  },
  wallet: { method: 'wallet', wallet: 'freecharge', acquirer_data: { transaction_id: null } },
  card: {
    method: 'card',
    card_id: 'card_DG4ZdUO3xABb20',
    card: {
      id: 'card_DG4ZdUO3xABb20',
      entity: 'card',
      name: 'Gaurav Kumar',
      last4: '1111',
      network: 'Visa',
      type: 'credit',
      issuer: null,
      international: false,
      emi: false,
      sub_type: 'consumer',
    },
    acquirer_data: { auth_code: '828553' },
  },
} as const;

/** Razorpay's event envelope; order.paid carries the order entity beside the payment. */
export const razorpayEvent = (
  name: string,
  order: RazorpayOrderFacts,
  entity: Record<string, unknown>,
) =>
  JSON.stringify({
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: name,
    contains: name === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity },
      ...(name === 'order.paid'
        ? {
            order: {
              entity: {
                id: order.orderId,
                entity: 'order',
                amount: order.amount,
                amount_paid: order.amount,
                amount_due: 0,
                currency: 'INR',
                receipt: order.bookingReference,
                offer_id: null,
                status: 'paid',
                attempts: 1,
                notes: {},
                created_at: 1764149900,
              },
            },
          }
        : {}),
    },
    created_at: 1764150001,
  });
