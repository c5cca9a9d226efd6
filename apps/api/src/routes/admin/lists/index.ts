import { adminPageQuery, unlockLogin } from '@hotel/validators';
import {
  adminActionList,
  adminEnquiries,
  adminMessages,
  errorResponses,
  loginUnlocked,
  outbox,
} from '@hotel/validators/responses';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { banquetEnquiries, contactMessages, mailOutbox, smsOutbox } from '../../../db/schema.js';
import { findByLogin } from '../../../lib/accounts.js';
import { actorOf, listAdminActions, recordAdminAction } from '../../../lib/adminActions.js';
import { ensureConfiguredAdmin } from '../../../lib/configuredAdmin.js';
import { lockoutKey, unlockAccount } from '../../../lib/loginLockout.js';

/**
 * /api/admin: what visitors sent (banquet enquiries, contact messages) and what the site sent
 * (the mail and SMS outboxes), newest first, for signed-in administrators only; the record of
 * admins' changes to accounts, and the end of a login's lockouts. Also ensures the
 * configured administrator account (ADMIN_EMAIL / ADMIN_PASSWORD) when the app starts: it is
 * created if no account has the address, and the start is refused if a non-admin account has it.
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  if (config.admin) {
    const { email, password } = config.admin;
    app.addHook('onReady', async () => {
      const { outcome } = await ensureConfiguredAdmin(db, email, password);
      app.log.info({ email, outcome }, 'administrator account ensured');
    });
  }

  const list = <T extends z.ZodType>(page: T) => ({
    onRequest: app.requireAdmin,
    schema: { querystring: adminPageQuery, response: { 200: page, ...errorResponses } },
  });

  api.get('/admin/enquiries', list(adminEnquiries), async ({ query: { limit, offset } }) =>
    db
      .select()
      .from(banquetEnquiries)
      .orderBy(desc(banquetEnquiries.createdAt), desc(banquetEnquiries.id))
      .limit(limit)
      .offset(offset)
      .all(),
  );

  api.get('/admin/messages', list(adminMessages), async ({ query: { limit, offset } }) =>
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
        querystring: adminPageQuery,
        response: { 200: outbox, ...errorResponses },
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

  api.get('/admin/actions', list(adminActionList), async ({ query }) =>
    listAdminActions(db, query),
  );

  // An account locked out (from some addresses) or slowed: an admin ends it, on the record.
  api.post(
    '/admin/unlock',
    {
      onRequest: app.requireAdmin,
      schema: { body: unlockLogin, response: { 200: loginUnlocked, ...errorResponses } },
    },
    async (request) => {
      const { login } = request.body;
      const actorId = actorOf(request);
      return db.transaction(
        (tx) => {
          const user = findByLogin(tx, login);
          const cleared = unlockAccount(tx, lockoutKey(user?.id, login));
          recordAdminAction(tx, {
            actorId,
            action: 'login.unlock',
            targetUserId: user?.id ?? null,
            detail: `${login.trim().toLowerCase()}: ${cleared} failure ${cleared === 1 ? 'count' : 'counts'} cleared`,
          });
          return { login, cleared };
        },
        { behavior: 'immediate' },
      );
    },
  );
}
