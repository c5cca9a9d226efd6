import {
  banquetNote,
  banquetPipelineQuery,
  banquetStatusChange,
  wholeNumber,
} from '@hotel/validators';
import { banquetLead, banquetLeads, errorResponses } from '@hotel/validators/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moveLead, noteLead, pipelineLeads } from '../../../banquet/pipeline.js';
import { nowIso } from '../../../lib/clock.js';

const params = z.object({ id: wholeNumber('The enquiry', 1, Number.MAX_SAFE_INTEGER) });

/**
 * The banquet pipeline on the desk (administrators: the hall is not one hotel's staff's):
 * GET /api/admin/banquet?status=, POST /api/admin/banquet/:id/status {status, note} and
 * POST /api/admin/banquet/:id/note {note}; each step a history row naming the account.
 */
export default async function banquetPipelineRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const by = (request: FastifyRequest) => ({ actorId: request.user?.id ?? null, now: nowIso() });

  api.get(
    '/admin/banquet',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: banquetPipelineQuery,
        response: { 200: banquetLeads, ...errorResponses },
      },
    },
    async (request) => pipelineLeads(db, { status: request.query.status }),
  );

  api.post(
    '/admin/banquet/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        params,
        body: banquetStatusChange,
        response: { 200: banquetLead, ...errorResponses },
      },
    },
    async (request) =>
      db.transaction((tx) => moveLead(tx, request.params.id, request.body, by(request)), {
        behavior: 'immediate',
      }),
  );

  api.post(
    '/admin/banquet/:id/note',
    {
      onRequest: app.requireAdmin,
      schema: { params, body: banquetNote, response: { 200: banquetLead, ...errorResponses } },
    },
    async (request) =>
      db.transaction((tx) => noteLead(tx, request.params.id, request.body.note, by(request)), {
        behavior: 'immediate',
      }),
  );
}
