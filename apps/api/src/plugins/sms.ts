import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { smsOutbox } from '../db/schema.js';
import { nowIso } from '../lib/clock.js';
import type { SmsGateway } from '../providers/sms/SmsGateway.js';
import { abandonAtShutdown } from './shutdown.js';

export interface SmsSender {
  /**
   * Whether one-time codes can reach anyone: through a gateway, or (outside production, with no
   * gateway) through the server log for a developer. In production without a gateway: false.
   */
  readonly available: boolean;
  /**
   * Sends a one-time code. The outbox keeps the text with the code masked, `sent` only once a
   * gateway took it. With no gateway the row says `unsent`, and in development the code goes to
   * the server log, so a developer can sign in.
   */
  sendCode(to: string, code: string, template: (code: string) => string): Promise<void>;
  /**
   * Sends a text that holds no secret (a booking's confirmation): kept whole in the outbox, `sent`
   * once a gateway took it, `unsent` with no gateway, `failed` (and thrown) when the gateway refused.
   */
  sendText(to: string, text: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

const NO_GATEWAY = 'No SMS gateway is configured (SMS_GATEWAY_URL): the text was not sent.';

export default fp(
  async (app: FastifyInstance, options: { gateway?: SmsGateway }) => {
    const { db, config } = app;
    const { gateway } = options;
    const available = gateway !== undefined || config.env !== 'production';
    if (!available) {
      app.log.warn(
        'SMS_GATEWAY_URL is not set: mobile sign-in is off (POST /api/send-otp answers 503 OTP_UNAVAILABLE, and the sign-in dialog does not offer it) until an SMS gateway is configured.',
      );
    }
    /** Keeps `kept` in the outbox and sends `text` through the gateway, when there is one. */
    async function send(to: string, text: string, kept: string, devLog?: string): Promise<void> {
      const row = db
        .insert(smsOutbox)
        .values({
          to,
          text: kept,
          status: gateway ? 'pending' : 'unsent',
          lastError: gateway ? null : NO_GATEWAY,
        })
        .returning({ id: smsOutbox.id })
        .get();
      if (!gateway) {
        if (devLog && config.env === 'development') app.log.info(devLog);
        return;
      }
      try {
        const deadline = app.shutdownDeadline;
        await abandonAtShutdown(deadline, 'Sending the text', gateway.send(to, text, deadline));
        db.update(smsOutbox)
          .set({ status: 'sent', sentAt: nowIso() })
          .where(eq(smsOutbox.id, row.id))
          .run();
      } catch (error) {
        db.update(smsOutbox)
          .set({ status: 'failed', lastError: String((error as Error).message).slice(0, 500) })
          .where(eq(smsOutbox.id, row.id))
          .run();
        throw error;
      }
    }

    app.decorate('sms', {
      available,
      sendCode: (to, code, template) =>
        send(
          to,
          template(code),
          template('••••••'),
          `[sms outbox] one-time code for ${to}: ${code}`,
        ),
      sendText: (to, text) => send(to, text, text),
    } satisfies SmsSender);
  },
  { name: 'sms', dependencies: ['config', 'db', 'shutdown'] },
);
