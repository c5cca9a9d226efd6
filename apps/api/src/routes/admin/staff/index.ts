import { addStaff, changeStaff as changeStaffBody } from '@hotel/validators';
import { errorResponses, staffAccount, staffList, staffMember } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../lib/adminActions.js';
import { changeStaff, createStaff, listStaff } from '../../../lib/staffAccounts.js';
import { rowId } from '../rowId.js';

const params = z.object({ id: rowId('id') });

/**
 * /api/admin/staff, admins only: make a front-desk account for one hotel, list them, move one to
 * another hotel, disable (DELETE, or PATCH `disabled`) or enable one. Each change is recorded
 * with the admin who made it (GET /api/admin/actions).
 */
export default async function staffRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.post(
    '/admin/staff',
    {
      onRequest: app.requireAdmin,
      schema: { body: addStaff, response: { 201: staffAccount, ...errorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send(await createStaff(db, request.body, actorOf(request))),
  );

  api.get(
    '/admin/staff',
    {
      onRequest: app.requireAdmin,
      schema: { response: { 200: staffList, ...errorResponses } },
    },
    async () => listStaff(db),
  );

  api.patch(
    '/admin/staff/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params, body: changeStaffBody, response: { 200: staffMember, ...errorResponses } },
    },
    async (request) => changeStaff(db, request.params.id, request.body, actorOf(request)),
  );

  api.delete(
    '/admin/staff/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params, response: { 200: staffMember, ...errorResponses } },
    },
    async (request) => changeStaff(db, request.params.id, { disabled: true }, actorOf(request)),
  );
}
