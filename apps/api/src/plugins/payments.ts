import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireHolds } from '../booking/holds.js';
import { recoverRefunds } from '../booking/sendRefund.js';
import { nowIso } from '../lib/clock.js';
import {
  type PaymentProvider,
  PaymentProviderError,
} from '../providers/payments/PaymentProvider.js';
import { razorpayProvider } from '../providers/payments/razorpay.js';
import { testPaymentProvider } from '../providers/payments/testProvider.js';
import { AbandonedAtShutdown, abandonAtShutdown } from './shutdown.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider (PAYMENT_PROVIDER): `razorpay`, or the built-in `test` gateway. */
    payments: PaymentProvider;
  }
}

/** How often ended payment holds are marked `expired` (orders also do it as they come). */
export const HOLD_SWEEP_MS = 60_000;

/**
 * The provider, with its calls abandoned at the shutdown deadline as the provider's own refusal
 * (PaymentProviderError), which the routes already answer and record: an order not made, a
 * refund left `failed` for the admin's retry.
 */
function abandonedAtShutdown(provider: PaymentProvider, deadline: AbortSignal): PaymentProvider {
  const guard = <T>(what: string, call: Promise<T>) =>
    abandonAtShutdown(deadline, what, call).catch((error: unknown) => {
      throw error instanceof AbandonedAtShutdown ? new PaymentProviderError(error.message) : error;
    });
  const { fetchPayment } = provider;
  return {
    ...provider,
    createOrder: (order) => guard('The payment order', provider.createOrder(order)),
    refund: (request) => guard('The refund', provider.refund(request)),
    findRefunds: (lookup) => guard('The refund lookup', provider.findRefunds(lookup)),
    ...(fetchPayment
      ? {
          fetchPayment: (paymentId: string) =>
            guard('The payment lookup', fetchPayment.call(provider, paymentId)),
        }
      : {}),
  };
}

export default fp(
  async (app: FastifyInstance, options: { provider?: PaymentProvider }) => {
    const { config, db } = app;
    const provider =
      options.provider ??
      (config.payments.razorpay
        ? razorpayProvider(config.payments.razorpay)
        : testPaymentProvider());
    app.decorate('payments', abandonedAtShutdown(provider, app.shutdownDeadline));

    // A refund cut off mid-send (a crash between the provider's call and its record) is taken
    // up as the server starts and at each sweep: the provider is asked first, never sent blindly.
    let recovering = false;
    const recoverCutOffRefunds = async () => {
      if (recovering) return;
      recovering = true;
      try {
        const recovered = await recoverRefunds(db, app.payments, nowIso);
        for (const refund of recovered) {
          app.log.warn(
            { reference: refund.reference, status: refund.status },
            'a refund cut off mid-send was taken up again',
          );
        }
      } catch (error) {
        app.log.error({ err: error }, 'refund recovery failed; the next sweep retries');
      } finally {
        recovering = false;
      }
    };
    app.addHook('onReady', async () => {
      setImmediate(() => void recoverCutOffRefunds()).unref();
    });

    const timer = setInterval(() => {
      void recoverCutOffRefunds();
      try {
        const expired = db.transaction((tx) => expireHolds(tx, nowIso()), {
          behavior: 'immediate',
        });
        if (expired > 0) app.log.info({ expired }, 'payment holds ended');
      } catch (error) {
        app.log.error({ err: error }, 'payment hold sweep failed; the next one retries');
      }
    }, HOLD_SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'payments', dependencies: ['config', 'db', 'shutdown'] },
);
