import { errorBody, errorResponses, received } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { OutgoingMail } from '../../providers/mail/OutgoingMail.js';

/** What sets one visitor's form apart: where it is posted, what it takes, keeps and mails. */
export interface VisitorForm<Body extends z.ZodType, Stored extends { readonly id: number }> {
  readonly url: `/${string}`;
  readonly body: Body;
  /** The thanks the visitor reads once the form is stored. */
  readonly thanks: string;
  /** Stores the checked form (inside the transaction `tx`) and answers the stored row. */
  readonly store: (tx: Pick<Db, 'insert'>, form: z.output<Body>) => Stored;
  /** The e-mail that brings the stored form to the people who answer it. */
  readonly mail: (stored: Stored) => OutgoingMail;
}

/**
 * POST `form.url`: the form and its e-mail are stored in one transaction, so an acknowledged form
 * is never lost; the visitor gets 201 with the row's id, and delivery starts after the reply.
 */
export function submitForm<Body extends z.ZodType, Stored extends { readonly id: number }>(
  app: FastifyInstance,
  form: VisitorForm<Body, Stored>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    form.url,
    {
      config: { rateLimit: { max: app.config.rateLimit.formPerMinute, timeWindow: '1 minute' } },
      schema: {
        body: form.body,
        response: { 201: received, ...errorResponses, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const { id, outboxId } = app.db.transaction((tx) => {
        const stored = form.store(tx, request.body as z.output<Body>);
        return { id: stored.id, outboxId: app.mailer.enqueue(form.mail(stored), tx) };
      });
      reply.status(201).send({ id, message: form.thanks });
      void app.mailer.deliver(outboxId);
      return reply;
    },
  );
}
