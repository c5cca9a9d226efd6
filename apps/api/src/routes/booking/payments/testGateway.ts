import {
  TEST_NETBANKING_BANKS,
  TEST_UPI_IDS,
  TEST_WALLETS,
  type TestCompletion,
  testCompletion,
  testWebhook,
} from '@hotel/validators';
import { errorBody, errorResponses, testPaymentOutcome } from '@hotel/validators/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../booking/messages.js';
import { isPaid, orderRows } from '../../../booking/orderRows.js';
import { type ConfirmResult, failAttempt, type PaidBy } from '../../../booking/orders.js';
import {
  awaitedUpi,
  awaitUpiApproval,
  forgetAwaitedPayment,
} from '../../../booking/pendingPayments.js';
import { conflict, notFound } from '../../../lib/ApiFailure.js';
import { nowIso } from '../../../lib/clock.js';
import { testId } from '../../../providers/payments/testProvider.js';

/** Why the test gateway's failures failed, as a bank or a UPI app would say it. */
export const TEST_DECLINES = {
  card: 'Card declined by the bank (test card)',
  upi: 'You may have cancelled the payment or there was a delay in response from the UPI app (test UPI ID).',
  netbanking: (bank: string) => `The payment was not completed at ${bank} (test net banking).`,
  wallet: (wallet: string) => `The payment was not completed in ${wallet} (test wallet).`,
} as const;

const NOTHING_AWAITED = 'No UPI payment is waiting for this order.';
const HOLD_ENDED =
  'The hold on this booking has ended, so a UPI payment cannot wait for it. Please go back and pay again.';

type Completion = Extract<TestCompletion, { method: string }>;

type Outcome =
  | { kind: 'success'; paidBy: PaidBy }
  | { kind: 'decline'; reason: string }
  | { kind: 'pending' };

/** A card's, bank's or wallet's outcome: paid by it, or declined with its (or the given) reason. */
const settled = (
  body: { outcome: 'success' | 'decline'; declineReason?: string | undefined },
  paidBy: PaidBy,
  declined: string,
): Outcome =>
  body.outcome === 'success'
    ? { kind: 'success', paidBy }
    : { kind: 'decline', reason: body.declineReason || declined };

/** What a completion comes to: success with how it was paid, a decline's reason, or pending. */
function outcomeOf(body: Completion): Outcome {
  switch (body.method) {
    case 'card':
      return settled(body, { method: 'card', reference: null }, TEST_DECLINES.card);
    case 'netbanking':
      return settled(
        body,
        { method: 'netbanking', reference: body.bank },
        TEST_DECLINES.netbanking(TEST_NETBANKING_BANKS[body.bank]),
      );
    case 'wallet':
      return settled(
        body,
        { method: 'wallet', reference: body.wallet },
        TEST_DECLINES.wallet(TEST_WALLETS[body.wallet]),
      );
    case 'upi': {
      const vpa = body.vpa.toLowerCase();
      if (vpa === TEST_UPI_IDS.failure) return { kind: 'decline', reason: TEST_DECLINES.upi };
      if (vpa === TEST_UPI_IDS.pending) return { kind: 'pending' };
      // Like any other valid card, any other well-formed UPI ID pays.
      return { kind: 'success', paidBy: { method: 'upi', reference: vpa } };
    }
  }
}

/**
 * The built-in test gateway (only when it is the provider): /paymentform reports a card's, a
 * UPI ID's, a bank's or a wallet's test outcome to /payments/test/complete. A UPI payment left pending
 * (`pending@razorpay`) keeps the booking held until /payments/test/webhook settles it, as
 * Razorpay's webhook settles a UPI payment the guest approves in the app.
 */
export default async function testGateway(
  app: FastifyInstance,
  options: {
    confirm: (orderId: string, paymentId: string, paidBy?: PaidBy) => ConfirmResult;
    openToPayer: (request: FastifyRequest, reply: FastifyReply, orderId: string) => void;
  },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const provider = app.payments;
  const response = { 200: testPaymentOutcome, ...errorResponses, 410: errorBody, 502: errorBody };

  /** The order's first row, when the test gateway is the provider and made the order. */
  const testOrder = (orderId: string) => {
    const first = orderRows(db, orderId)[0];
    if (first?.provider !== 'test' || provider.name !== 'test') {
      throw notFound(MESSAGES.orderNotFound);
    }
    return first;
  };

  const succeed = (
    request: FastifyRequest,
    reply: FastifyReply,
    orderId: string,
    paidBy: PaidBy,
  ) => {
    const paymentId = testId('pay_test');
    const result = options.confirm(orderId, paymentId, paidBy);
    if (result.kind === 'refundDue') throw conflict(result.code, result.message);
    if (result.kind === 'already') throw conflict('ALREADY_PAID', MESSAGES.alreadyPaid);
    options.openToPayer(request, reply, orderId);
    return { status: 'confirmed' as const, paymentId, bookingReference: result.reference };
  };

  // The attempt failed; while its hold lives the booking stays pending, so paying again pays
  // the same booking reference (failAttempt), as with Razorpay.
  const decline = (orderId: string, reason: string, earlierReason: string | null) => {
    const result = db.transaction((tx) => failAttempt(tx, orderId, reason, nowIso()), {
      behavior: 'immediate',
    });
    if (isPaid(result.status)) throw conflict('ALREADY_PAID', MESSAGES.alreadyPaid);
    return {
      status: result.status === 'expired' ? ('expired' as const) : ('failed' as const),
      description: result.held || result.changed > 0 ? reason : (earlierReason ?? reason),
      bookingReference: result.reference,
    };
  };

  api.post(
    '/payments/test/complete',
    { schema: { body: testCompletion, response } },
    async (request, reply) => {
      const body = request.body;
      const first = testOrder(body.orderId);
      const outcome = outcomeOf(body);
      if (outcome.kind === 'success') return succeed(request, reply, body.orderId, outcome.paidBy);
      if (outcome.kind === 'decline') {
        return decline(body.orderId, outcome.reason, first.failureReason);
      }
      const vpa = body.method === 'upi' ? body.vpa.toLowerCase() : '';
      const waiting = db.transaction((tx) => awaitUpiApproval(tx, body.orderId, vpa, nowIso()), {
        behavior: 'immediate',
      });
      if (waiting.kind === 'paid') throw conflict('ALREADY_PAID', MESSAGES.alreadyPaid);
      if (waiting.kind === 'ended') throw conflict('HOLD_EXPIRED', HOLD_ENDED);
      return {
        status: 'pending' as const,
        bookingReference: waiting.reference,
        holdExpiresAt: waiting.holdExpiresAt,
      };
    },
  );

  api.post(
    '/payments/test/webhook',
    { schema: { body: testWebhook, response } },
    async (request, reply) => {
      const { orderId, outcome, declineReason } = request.body;
      const first = testOrder(orderId);
      const vpa = awaitedUpi(db, orderId);
      if (vpa === null) {
        if (isPaid(first.status)) throw conflict('ALREADY_PAID', MESSAGES.alreadyPaid);
        throw conflict('NOTHING_PENDING', NOTHING_AWAITED);
      }
      if (outcome === 'success') {
        return succeed(request, reply, orderId, { method: 'upi', reference: vpa || null });
      }
      db.transaction((tx) => forgetAwaitedPayment(tx, orderId, nowIso()), {
        behavior: 'immediate',
      });
      return decline(orderId, declineReason || TEST_DECLINES.upi, first.failureReason);
    },
  );
}
