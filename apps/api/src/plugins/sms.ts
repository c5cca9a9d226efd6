import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { smsOutbox } from '../db/schema.js';
import { nowIso } from '../lib/clock.js';
import type { SmsGateway } from '../providers/sms/SmsGateway.js';
import { abandonAtShutdown } from './shutdown.js';

export interface SmsSender {
  /**
   * Sends a one-time code. The outbox keeps the text with the code masked. With no gateway
   * configured, the code goes to the server log in development only, so a developer can sign in.
   */
  sendCode(to: string, code: string, template: (code: string) => string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

export default fp(
  async (app: FastifyInstance, options: { gateway?: SmsGateway }) => {
    const { db, config } = app;
    const { gateway } = options;
    app.decorate('sms', {
      async sendCode(to, code, template) {
        const row = db
          .insert(smsOutbox)
          .values({
            to,
            text: template('••••••'),
            status: gateway ? 'pending' : 'sent',
            sentAt: gateway ? null : nowIso(),
          })
          .returning({ id: smsOutbox.id })
          .get();
        if (!gateway) {
          if (config.env === 'development')
            app.log.info(`[sms outbox] one-time code for ${to}: ${code}`);
          return;
        }
        try {
          const deadline = app.shutdownDeadline;
          await abandonAtShutdown(
            deadline,
            'Sending the text',
            gateway.send(to, template(code), deadline),
          );
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
      },
    } satisfies SmsSender);
  },
  { name: 'sms', dependencies: ['config', 'db', 'shutdown'] },
);
