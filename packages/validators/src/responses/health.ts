import { z } from 'zod';

/** GET /api/health when the service and its database answer (200). */
export const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** GET /api/health when the database does not answer (503). */
export const unhealthy = z.object({
  status: z.literal('unavailable'),
  database: z.literal('error'),
});
