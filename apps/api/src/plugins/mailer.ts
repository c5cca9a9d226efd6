import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { isoIn, nowIso } from '../lib/clock.js';
import type { MailTransport } from '../providers/mail/MailTransport.js';
import { smtpTransport } from '../providers/mail/smtpTransport.js';

export interface OutgoingMail {
  readonly to: string;
  readonly replyTo?: string | undefined;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  /** Stores the message in the outbox (inside the caller's transaction, if any); returns its id. */
  enqueue(message: OutgoingMail, db?: Pick<Db, 'insert'>): number;
  /** Tries to deliver one outbox message now; a failure is recorded for a later retry. */
  deliver(id: number): Promise<void>;
  /** Delivers every message that is due (pending, or failed and past its retry time). */
  deliverDue(): Promise<void>;
  /** `outbox` when messages stay in the table for admins to read; `smtp` when they are sent. */
  readonly mode: 'outbox' | 'smtp';
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const MAX_ATTEMPTS = 10;

export default fp(
  async (app: FastifyInstance, options: { transport?: MailTransport }) => {
    const { db, config } = app;
    const transport =
      options.transport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined);

    async function deliver(id: number): Promise<void> {
      if (!transport) return;
      const row = db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();
      if (!row || row.status === 'sent') return;
      try {
        await transport.send({
          from: config.mail.from,
          to: row.to,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.text,
        });
        db.update(mailOutbox)
          .set({
            status: 'sent',
            sentAt: nowIso(),
            attempts: row.attempts + 1,
            lastError: null,
            nextAttemptAt: null,
          })
          .where(eq(mailOutbox.id, id))
          .run();
      } catch (error) {
        const attempts = row.attempts + 1;
        db.update(mailOutbox)
          .set({
            status: 'failed',
            attempts,
            lastError: String((error as Error).message ?? error).slice(0, 500),
            nextAttemptAt:
              attempts < MAX_ATTEMPTS
                ? isoIn(config.mail.retrySeconds * 2 ** (attempts - 1))
                : null,
          })
          .where(eq(mailOutbox.id, id))
          .run();
        app.log.warn({ outboxId: id, attempts }, 'mail delivery failed; kept for retry');
      }
    }

    async function deliverDue(): Promise<void> {
      if (!transport) return;
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          or(
            and(eq(mailOutbox.status, 'pending'), isNull(mailOutbox.nextAttemptAt)),
            and(
              inArray(mailOutbox.status, ['pending', 'failed']),
              lte(mailOutbox.nextAttemptAt, nowIso()),
            ),
          ),
        )
        .limit(50)
        .all();
      for (const { id } of due) await deliver(id);
    }

    const mailer: Mailer = {
      mode: transport ? 'smtp' : 'outbox',
      enqueue(message, tx = db) {
        const row = tx
          .insert(mailOutbox)
          .values({
            to: message.to,
            replyTo: message.replyTo,
            subject: message.subject,
            text: message.text,
          })
          .returning({ id: mailOutbox.id })
          .get();
        return row.id;
      },
      deliver,
      deliverDue,
    };
    app.decorate('mailer', mailer);

    if (transport) {
      let running: Promise<void> | undefined;
      const timer = setInterval(() => {
        running ??= deliverDue().finally(() => {
          running = undefined;
        });
      }, Math.min(config.mail.retrySeconds, 60) * 1000);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
        transport.close();
      });
    }
  },
  { name: 'mailer', dependencies: ['config', 'db'] },
);
