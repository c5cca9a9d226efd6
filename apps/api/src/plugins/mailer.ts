import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { taxDocumentFile } from '../documents/taxDocumentFile.js';
import { isoIn, nowIso } from '../lib/clock.js';
import type { MailTransport } from '../providers/mail/MailTransport.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';

import { smtpTransport } from '../providers/mail/smtpTransport.js';

export interface Mailer {
  /** Stores the message in the outbox (inside the caller's transaction, if any); returns its id. */
  enqueue(message: OutgoingMail, db?: Pick<Db, 'insert'>): number;
  /**
   * Tries to deliver one outbox message now; a failure is recorded and logged for a later retry,
   * never thrown. A message already on its way is not sent twice: the call joins that attempt.
   */
  deliver(id: number): Promise<void>;
  /** Delivers every message that is due (pending, or failed and past its retry time). */
  deliverDue(): Promise<void>;
  /** Resolves once no delivery is in flight (shutdown waits for it; so can a test). */
  drain(): Promise<void>;
  /** `outbox` when messages stay in the table for admins to read; `smtp` when they are sent. */
  readonly mode: 'outbox' | 'smtp';
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Attempts per message before the mailer gives up and leaves it `failed` for an admin. */
export const MAX_ATTEMPTS = 10;
/**
 * How long shutdown waits for deliveries in flight: well inside server.ts's 10 s grace, as a
 * silent SMTP server holds a delivery for up to a minute (providers/mail/smtpTransport.ts).
 */
export const SHUTDOWN_WAIT_MS = 5_000;
const MAX_RETRY_DELAY_SECONDS = 6 * 60 * 60;
const BATCH = 50;

/**
 * Seconds to wait after the `attempts`-th failed attempt: the base delay, doubled after each
 * further failure, at most 6 hours; `undefined` once the message has had all its attempts.
 */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number | undefined {
  if (attempts >= MAX_ATTEMPTS) return undefined;
  return Math.min(baseSeconds * 2 ** (attempts - 1), MAX_RETRY_DELAY_SECONDS);
}

/** A header line must stay one line, whatever a visitor typed into the subject. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'unknown error';

/** Whether `work` settled within `ms`. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export default fp(
  async (app: FastifyInstance, options: { transport?: MailTransport }) => {
    const { db, config } = app;
    const transport =
      options.transport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined);
    const inFlight = new Map<number, Promise<void>>();
    let closing = false;

    async function attempt(send: MailTransport['send'], id: number): Promise<void> {
      const row = db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();
      if (!row || row.status === 'sent') return;
      const attempts = row.attempts + 1;
      try {
        const attachments = await Promise.all(
          row.attachments.map((attachment) => taxDocumentFile(db, attachment.taxDocumentId)),
        );
        await send({
          from: config.mail.from,
          to: row.to,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.text,
          attachments,
        });
      } catch (error) {
        const delay = retryDelaySeconds(attempts, config.mail.retrySeconds);
        const lastError = reasonOf(error);
        db.update(mailOutbox)
          .set({
            status: 'failed',
            attempts,
            lastError,
            nextAttemptAt: delay === undefined ? null : isoIn(delay),
          })
          .where(eq(mailOutbox.id, id))
          .run();
        if (delay === undefined) {
          app.log.error(
            { outboxId: id, attempts, lastError },
            'mail delivery failed for the last time; the message stays in the outbox',
          );
        } else {
          app.log.warn(
            { outboxId: id, attempts, lastError, retryInSeconds: delay },
            'mail delivery failed; kept for retry',
          );
        }
        return;
      }
      db.update(mailOutbox)
        .set({ status: 'sent', sentAt: nowIso(), attempts, lastError: null, nextAttemptAt: null })
        .where(eq(mailOutbox.id, id))
        .run();
    }

    function deliver(id: number): Promise<void> {
      if (!transport || closing) return Promise.resolve();
      const running = inFlight.get(id);
      if (running) return running;
      const delivery = attempt(transport.send.bind(transport), id)
        .catch((error: unknown) => {
          app.log.error({ err: error, outboxId: id }, 'mail delivery could not be recorded');
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, delivery);
      return delivery;
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
        .orderBy(mailOutbox.id)
        .limit(BATCH)
        .all();
      for (const { id } of due) await deliver(id);
    }

    async function drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight.values());
    }

    const mailer: Mailer = {
      mode: transport ? 'smtp' : 'outbox',
      enqueue(message, tx = db) {
        const row = tx
          .insert(mailOutbox)
          .values({
            to: message.to,
            replyTo: message.replyTo,
            subject: oneLine(message.subject),
            text: message.text,
            attachments: message.attachments ?? [],
          })
          .returning({ id: mailOutbox.id })
          .get();
        return row.id;
      },
      deliver,
      deliverDue,
      drain,
    };
    app.decorate('mailer', mailer);

    if (transport) {
      let sweep: Promise<void> | undefined;
      const timer = setInterval(() => {
        sweep ??= deliverDue()
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'mail outbox sweep failed; the next one retries');
          })
          .finally(() => {
            sweep = undefined;
          });
      }, Math.min(config.mail.retrySeconds, 60) * 1000);
      timer.unref();
      // A delivery still running after SHUTDOWN_WAIT_MS is left behind: its message stays in the
      // outbox (pending) and is sent after the next start.
      app.addHook('onClose', async () => {
        closing = true;
        clearInterval(timer);
        const settled = await settlesWithin(
          (async () => {
            await sweep;
            await drain();
          })(),
          SHUTDOWN_WAIT_MS,
        );
        if (!settled) {
          app.log.warn(
            { outboxIds: [...inFlight.keys()], waitedMs: SHUTDOWN_WAIT_MS },
            'mail delivery still in flight at shutdown; the message stays in the outbox for the next start',
          );
        }
        transport.close();
      });
    }
  },
  { name: 'mailer', dependencies: ['config', 'db'] },
);
