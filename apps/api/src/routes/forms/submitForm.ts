import { errorBody, errorResponses, received } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db/client.js';
import type { OutgoingMail } from '../../providers/mail/OutgoingMail.js';

/** What sets one visitor's form apart: where it is posted, what it takes, keeps and mails. */
export interface VisitorForm<Body extends z.ZodType, Stored extends { readonly id: number }> {
  readonly url: `/${string}`;
  readonly body: Body;
  /** The thanks the visitor reads once the form is stored (it may name the stored row). */
  readonly thanks: string | ((stored: Stored) => string);
  /**
   * What the answer adds to `{ id, message }` (the banquet lead's reference), with the schema of
   * the whole answer; `received` when there is nothing to add.
   */
  readonly answer?: {
    readonly schema: z.ZodType;
    readonly fields: (stored: Stored) => Record<string, unknown>;
  };
  /** Stores the checked form (inside the write transaction `tx`) and answers the stored row. */
  readonly store: (tx: DbOrTransaction, form: z.output<Body>) => Stored;
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
        response: {
          201: form.answer?.schema ?? received,
          ...errorResponses,
          413: errorBody,
          415: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { stored, outboxId } = app.db.transaction(
        (tx) => {
          const stored = form.store(tx, request.body as z.output<Body>);
          return { stored, outboxId: app.mailer.enqueue(form.mail(stored), tx) };
        },
        { behavior: 'immediate' },
      );
      const message = typeof form.thanks === 'string' ? form.thanks : form.thanks(stored);
      reply.status(201).send({ id: stored.id, message, ...form.answer?.fields(stored) });
      void app.mailer.deliver(outboxId);
      return reply;
    },
  );
}
