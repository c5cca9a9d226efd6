import { banquet } from '@hotel/content';
import { errorBody, errorResponses, received } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { banquetEnquiries } from '../../../db/schema.js';
import { banquetManagerMail } from './banquetManagerMail.js';
import { enquiryBody } from './enquiryBody.js';

const ENQUIRY_RECEIVED = 'Thank you for your enquiry! We will get back to you soon.';

/**
 * POST /api/banquet-enquiry: the enquiry and the e-mail to the banquet manager are stored in one
 * transaction, so an acknowledged enquiry is never lost; delivery starts after the reply.
 */
export default async function banquetEnquiryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const banquetManager = app.config.mail.banquetManager ?? banquet.email;

  api.post(
    '/banquet-enquiry',
    {
      config: { rateLimit: { max: app.config.rateLimit.formPerMinute, timeWindow: '1 minute' } },
      schema: {
        body: enquiryBody,
        response: {
          201: received,
          ...errorResponses,
          413: errorBody,
          415: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { selectedEvent: _sameAsEventType, ...enquiry } = request.body;
      const { id, outboxId } = app.db.transaction((tx) => {
        const stored = tx.insert(banquetEnquiries).values(enquiry).returning().get();
        return {
          id: stored.id,
          outboxId: app.mailer.enqueue(banquetManagerMail(stored, banquetManager), tx),
        };
      });
      reply.status(201).send({ id, message: ENQUIRY_RECEIVED });
      void app.mailer.deliver(outboxId);
      return reply;
    },
  );
}
