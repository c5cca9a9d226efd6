import { errorResponses, type WebhookReceipt, webhookReceipt } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderAmount, orderRows } from '../../../booking/orderRows.js';
import { type ConfirmResult, failAttempt, type PaidBy } from '../../../booking/orders.js';
import { settleRefund } from '../../../booking/refunds.js';
import { ApiFailure } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import {
  paidByOf,
  type RazorpayPaymentEntity,
} from '../../../providers/payments/razorpayPayment.js';

interface WebhookPayment extends RazorpayPaymentEntity {
  readonly id?: unknown;
  readonly order_id?: unknown;
  readonly amount?: unknown;
  readonly currency?: unknown;
  readonly error_description?: unknown;
}

interface WebhookRefund {
  readonly id?: unknown;
  readonly payment_id?: unknown;
  readonly receipt?: unknown;
  readonly status?: unknown;
}

interface WebhookBody {
  readonly event?: unknown;
  readonly payload?: {
    readonly payment?: { readonly entity?: WebhookPayment };
    readonly refund?: { readonly entity?: WebhookRefund };
  };
}

const REFUND_EVENTS = { 'refund.processed': 'processed', 'refund.failed': 'failed' } as const;
const isRefundEvent = (event: unknown): event is keyof typeof REFUND_EVENTS =>
  typeof event === 'string' && event in REFUND_EVENTS;

const receipt = (outcome: WebhookReceipt['outcome']): WebhookReceipt => ({
  received: true,
  outcome,
});

const badSignature = () =>
  new ApiFailure(400, 'BAD_SIGNATURE', 'The webhook signature does not match.');

/**
 * POST /api/payments/webhook: Razorpay's events, signed over the RAW body. This plugin is
 * encapsulated, so its JSON parser (which keeps the body as the exact string) applies here only.
 * payment.captured and order.paid (the same payment, whichever comes first) confirm, keeping how
 * it was paid (UPI, net banking, wallet, card), or flag the payment for refund when its booking
 * cannot take it;
 * payment.failed fails the order only once its hold has ended, as the guest may try again on
 * the same order until then. A replay changes nothing and answers 200.
 */
export default async function webhook(
  app: FastifyInstance,
  options: {
    confirm: (orderId: string, paymentId: string, paidBy?: PaidBy) => ConfirmResult;
  },
): Promise<void> {
  const { db } = app;
  const provider = app.payments;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: webhookReceipt, ...errorResponses } };
  api.post('/payments/webhook', { schema }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers['x-razorpay-signature'];
    if (!provider.verifyWebhook || typeof signature !== 'string' || !raw) throw badSignature();
    if (!provider.verifyWebhook(raw, signature)) throw badSignature();
    let event: WebhookBody;
    try {
      event = JSON.parse(raw) as WebhookBody;
    } catch {
      throw new ApiFailure(400, 'INVALID_JSON', 'The request body is not valid JSON.');
    }
    if (event === null || typeof event !== 'object' || Array.isArray(event)) {
      throw new ApiFailure(400, 'INVALID_JSON', 'The webhook body is not a JSON object.');
    }
    if (isRefundEvent(event.event)) {
      const refund = event.payload?.refund?.entity;
      const refundId = refund?.id;
      if (typeof refundId !== 'string') return receipt('ignored');
      const status = REFUND_EVENTS[event.event];
      const reason =
        typeof event.payload?.payment?.entity?.error_description === 'string'
          ? event.payload.payment.entity.error_description.slice(0, 200)
          : null;
      const settled = db.transaction(
        (tx) =>
          settleRefund(
            tx,
            {
              providerRefundId: refundId,
              paymentId: typeof refund?.payment_id === 'string' ? refund.payment_id : null,
              receipt: typeof refund?.receipt === 'string' ? refund.receipt : null,
              status,
              reason,
            },
            nowIso(),
          ),
        { behavior: 'immediate' },
      );
      if (!settled) return receipt('unmatched');
      if (status === 'failed') {
        request.log.error(
          { refundId, reference: settled.reference },
          'a refund failed at Razorpay; an admin can send it again',
        );
      }
      return receipt(status === 'processed' ? 'refundProcessed' : 'refundFailed');
    }
    const payment = event.payload?.payment?.entity;
    const orderId = typeof payment?.order_id === 'string' ? payment.order_id : undefined;
    const paymentId = typeof payment?.id === 'string' ? payment.id : undefined;
    if (!orderId || !paymentId) return receipt('ignored');
    try {
      if (event.event === 'payment.captured' || event.event === 'order.paid') {
        // The order's amount was fixed when it was made; a capture for any other sum is not
        // this booking's payment, whoever signed it.
        const rows = orderRows(db, orderId);
        const due = orderAmount(rows);
        if (rows.length > 0 && (payment?.amount !== due || (payment.currency ?? 'INR') !== 'INR')) {
          request.log.error(
            { orderId, paymentId, amount: payment?.amount, currency: payment?.currency, due },
            'a payment was captured for another amount than its order; refund it',
          );
          return receipt('unmatched');
        }
        const result = options.confirm(orderId, paymentId, paidByOf(payment));
        if (result.kind === 'refundDue') {
          request.log.error(
            { reference: result.reference, paymentId, code: result.code },
            'a payment arrived for a booking that could not take it; flagged for refund',
          );
          return receipt('refundDue');
        }
        if (result.kind === 'already' && result.paymentId !== paymentId) {
          request.log.error(
            { orderId, paymentId, confirmedWith: result.paymentId },
            'a second payment was captured for a paid order; refund it',
          );
        }
        return receipt(result.kind);
      }
      if (event.event === 'payment.failed') {
        const reason =
          typeof payment?.error_description === 'string' && payment.error_description
            ? payment.error_description.slice(0, 200)
            : 'The payment failed.';
        const result = db.transaction((tx) => failAttempt(tx, orderId, reason, nowIso()), {
          behavior: 'immediate',
        });
        if (result.held) return receipt('held');
        return receipt(result.changed > 0 ? 'failed' : 'already');
      }
    } catch (error) {
      // An order we do not know, or a payment after the room was taken: answer 200 so the
      // provider stops retrying, and log it for a person (a refund may be due).
      if (error instanceof ApiFailure && error.statusCode < 500) {
        request.log.error({ orderId, paymentId, code: error.code }, error.message);
        return receipt('unmatched');
      }
      throw error;
    }
    return receipt('ignored');
  });
}
