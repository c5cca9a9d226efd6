import { addStaff } from '@hotel/validators';
import { errorResponses, staffAccount } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createStaff } from '../../lib/staffAccounts.js';

/** POST /api/admin/staff: an admin makes a front-desk account for one hotel. */
export default async function staffRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/admin/staff',
    {
      onRequest: app.requireAdmin,
      schema: { body: addStaff, response: { 201: staffAccount, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await createStaff(app.db, request.body)),
  );
}
