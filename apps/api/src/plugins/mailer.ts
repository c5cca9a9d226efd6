import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { taxDocumentFile } from '../documents/taxDocumentFile.js';
import { isoIn, nowIso } from '../lib/clock.js';
import type { MailTransport } from '../providers/mail/MailTransport.js';
import type { OutgoingMail } from '../providers/mail/OutgoingMail.js';

import { smtpTransport } from '../providers/mail/smtpTransport.js';
import { abandonAtShutdown, OUTGOING_CALLS_WAIT_MS } from './shutdown.js';

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
 * How long a process holds the message it is delivering (its claim): longer than the SMTP
 * transport's timeouts (providers/mail/smtpTransport.ts), so the claim of a process that died
 * mid-delivery lapses and another process retries the message.
 */
const CLAIM_SECONDS = 5 * 60;
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

export default fp(
  async (app: FastifyInstance, options: { transport?: MailTransport }) => {
    const { db, config } = app;
    const transport =
      options.transport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined);
    const inFlight = new Map<number, Promise<void>>();
    /** This process's claim token of each message it is delivering. */
    const claims = new Map<number, string>();
    let closing = false;

    /**
     * Takes the message for this process in one statement, or returns undefined when it is sent
     * or another process (or app) holds an unexpired claim on it: two processes sharing the
     * database never send the same message.
     */
    function claim(id: number, token: string) {
      const now = nowIso();
      return db
        .update(mailOutbox)
        .set({ claimToken: token, claimedUntil: isoIn(CLAIM_SECONDS) })
        .where(
          and(
            eq(mailOutbox.id, id),
            ne(mailOutbox.status, 'sent'),
            or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
          ),
        )
        .returning()
        .get();
    }

    const released = { claimToken: null, claimedUntil: null } as const;
    const ours = (id: number, token: string) =>
      and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token));

    async function attempt(send: MailTransport['send'], id: number): Promise<void> {
      const token = randomUUID();
      const row = claim(id, token);
      if (!row) return;
      claims.set(id, token);
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
            ...released,
          })
          .where(ours(id, token))
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
        .set({
          status: 'sent',
          sentAt: nowIso(),
          attempts,
          lastError: null,
          nextAttemptAt: null,
          ...released,
        })
        .where(ours(id, token))
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
        .finally(() => {
          inFlight.delete(id);
          claims.delete(id);
        });
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
      // A delivery still running at the shutdown deadline is abandoned: its claim is released,
      // so its message (still pending) is sent after the next start, or by another process.
      app.addHook('onClose', async () => {
        closing = true;
        clearInterval(timer);
        const settled = await abandonAtShutdown(
          app.shutdownDeadline,
          'Mail delivery',
          (async () => {
            await sweep;
            await drain();
          })(),
        ).then(
          () => true,
          () => false,
        );
        if (!settled) {
          for (const [id, token] of claims)
            db.update(mailOutbox).set(released).where(ours(id, token)).run();
          app.log.warn(
            { outboxIds: [...claims.keys()], waitedMs: OUTGOING_CALLS_WAIT_MS },
            'mail delivery still in flight at shutdown; the message stays in the outbox for the next start',
          );
        }
        transport.close();
      });
    }
  },
  { name: 'mailer', dependencies: ['config', 'db', 'shutdown'] },
);
