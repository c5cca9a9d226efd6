import { errorResponses, healthy, siteStatus, unhealthy } from '@hotel/validators/responses';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** GET /api/health: liveness and database readiness; GET /api/site: what every page shows of this server. */
export default async function health(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      // Asked by load balancers and monitors every few seconds: never limited.
      config: { rateLimit: false },
      schema: {
        response: { 200: healthy, 503: unhealthy, ...errorResponses },
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

  const status = { testPayments: app.config.payments.provider === 'test' };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/site',
      { schema: { response: { 200: siteStatus, ...errorResponses } } },
      async () => status,
    );
}
