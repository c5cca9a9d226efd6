import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireHolds } from '../booking/holds.js';
import { nowIso } from '../lib/clock.js';
import type { PaymentProvider } from '../providers/payments/PaymentProvider.js';
import { razorpayProvider } from '../providers/payments/razorpay.js';
import { testPaymentProvider } from '../providers/payments/testProvider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider (PAYMENT_PROVIDER): `razorpay`, or the built-in `test` gateway. */
    payments: PaymentProvider;
  }
}

/** How often ended payment holds are marked `expired` (orders also do it as they come). */
export const HOLD_SWEEP_MS = 60_000;

export default fp(
  async (app: FastifyInstance, options: { provider?: PaymentProvider }) => {
    const { config, db } = app;
    const provider =
      options.provider ??
      (config.payments.razorpay
        ? razorpayProvider(config.payments.razorpay)
        : testPaymentProvider());
    app.decorate('payments', provider);

    const timer = setInterval(() => {
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
  { name: 'payments', dependencies: ['config', 'db'] },
);
