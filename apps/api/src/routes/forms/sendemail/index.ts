import { getProperty } from '@hotel/content';
import { contactMessage } from '@hotel/validators';
import { errorBody, errorResponses, received } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessages } from '../../../db/schema.js';
import { propertyMail } from './propertyMail.js';

const MESSAGE_RECEIVED = 'Form submitted successfully!';

/** The message, for a property of the content (a hotel or the banquet hall). */
const messageBody = contactMessage.superRefine(
  (message, ctx) => {
    if (ctx.issues.some((issue) => issue.path?.[0] === 'property')) return;
    if (!getProperty(message.property)) {
      ctx.addIssue({
        code: 'custom',
        path: ['property'],
        message: 'Please choose one of our hotels.',
      });
    }
  },
  { when: ({ issues }) => issues.every((issue) => (issue.path?.length ?? 0) > 0) },
);

/**
 * POST /api/sendemail: a contact page's message and the e-mail to that property are stored in one
 * transaction, so an acknowledged message is never lost; delivery starts after the reply.
 */
export default async function sendEmailRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/sendemail',
    {
      config: { rateLimit: { max: app.config.rateLimit.formPerMinute, timeWindow: '1 minute' } },
      schema: {
        body: messageBody,
        response: {
          201: received,
          ...errorResponses,
          413: errorBody,
          415: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { property: propertyId, ...message } = request.body;
      const property = getProperty(propertyId);
      if (!property) throw new Error(`property ${propertyId} passed validation but is unknown`);
      const { id, outboxId } = app.db.transaction((tx) => {
        const stored = tx
          .insert(contactMessages)
          .values({ propertyId, ...message })
          .returning()
          .get();
        return { id: stored.id, outboxId: app.mailer.enqueue(propertyMail(stored, property), tx) };
      });
      reply.status(201).send({ id, message: MESSAGE_RECEIVED });
      void app.mailer.deliver(outboxId);
      return reply;
    },
  );
}
