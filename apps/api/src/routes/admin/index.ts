import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { banquetEnquiries, contactMessages, mailOutbox, smsOutbox } from '../../db/schema.js';
import { ensureAdmin } from '../../lib/accounts.js';
import { errorResponses } from '../../lib/schemas.js';

/** `?limit` (1–200, default 50) and `?offset` (default 0) of every admin list. */
export const pageQuery = z.object({
  limit: z.coerce
    .number('limit must be a number.')
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(200, 'limit can be at most 200.')
    .default(50),
  offset: z.coerce
    .number('offset must be a number.')
    .int('offset must be a whole number.')
    .min(0, 'offset must be 0 or more.')
    .default(0),
});

const enquiryBody = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  category: z.string(),
  eventType: z.string(),
  createdAt: z.string(),
});

const messageBody = z.object({
  id: z.number(),
  propertyId: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

const status = z.enum(['pending', 'sent', 'failed']);

const mailBody = z.object({
  id: z.number(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status,
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});

const smsBody = z.object({
  id: z.number(),
  to: z.string(),
  text: z.string(),
  status,
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * /api/admin: what visitors sent (banquet enquiries, contact messages) and what the site sent
 * (the mail and SMS outboxes), newest first, for signed-in administrators only. Also ensures the
 * configured administrator account (ADMIN_EMAIL / ADMIN_PASSWORD) exists when the app starts.
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  if (config.admin) {
    const { email, password } = config.admin;
    app.addHook('onReady', async () => {
      await ensureAdmin(db, email, password);
      app.log.info({ email }, 'administrator account ensured');
    });
  }

  const list = <T extends z.ZodType>(item: T) => ({
    onRequest: app.requireAdmin,
    schema: { querystring: pageQuery, response: { 200: z.array(item), ...errorResponses } },
  });

  api.get('/admin/enquiries', list(enquiryBody), async ({ query: { limit, offset } }) =>
    db
      .select()
      .from(banquetEnquiries)
      .orderBy(desc(banquetEnquiries.createdAt), desc(banquetEnquiries.id))
      .limit(limit)
      .offset(offset)
      .all(),
  );

  api.get('/admin/messages', list(messageBody), async ({ query: { limit, offset } }) =>
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset)
      .all(),
  );

  api.get(
    '/admin/outbox',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: pageQuery,
        response: {
          200: z.object({ mail: z.array(mailBody), sms: z.array(smsBody) }),
          ...errorResponses,
        },
      },
    },
    async ({ query: { limit, offset } }) => ({
      mail: db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit)
        .offset(offset)
        .all(),
      sms: db
        .select()
        .from(smsOutbox)
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(limit)
        .offset(offset)
        .all(),
    }),
  );
}
