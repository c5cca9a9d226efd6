import { z } from 'zod';

/** GET /api/health when the service and its database answer (200). */
export const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** GET /api/health when the database does not answer (503). */
export const unhealthy = z.object({
  status: z.literal('unavailable'),
  database: z.literal('error'),
});

/**
 * GET /api/site: what the prerendered pages learn at run time about this server. `testPayments`:
 * the built-in test gateway takes "payments" (PAYMENT_PROVIDER=test), so every page says so.
 */
export const siteStatus = z.object({ testPayments: z.boolean() });
export type SiteStatus = z.infer<typeof siteStatus>;
