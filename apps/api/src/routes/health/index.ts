import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/health: liveness and database readiness. */
export default async function health(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable'), database: z.literal('error') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        app.db.get(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'database check failed');
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, database: 'error' as const });
      }
    },
  );
}
