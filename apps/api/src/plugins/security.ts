import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cspDirectives } from '../lib/csp.js';

/**
 * What the global rate limit counts: API calls (health checks aside). The assets and prerendered
 * pages a single visit loads by the dozen are files, cheap to serve, and not counted. A routed
 * request is judged by its route (so `/%61pi/hotels` counts as `/api/hotels`); one that matched
 * no route, by its path.
 */
export function isCountedRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '';
  return path.startsWith('/api/') && path !== '/api/health';
}

/** Security headers (CSP included), CORS for the site's own origin only, and a global rate limit. */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(config.https),
      },
      // An http site must not tell browsers to insist on https (they would refuse it for a year).
      hsts: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || origin === config.siteOrigin),
      credentials: true,
      // An OPTIONS request that is not a browser's preflight gets 204 without any CORS header,
      // rather than the plugin's own text/plain 400 outside the API's error shape.
      strictPreflight: false,
    });
    await app.register(rateLimit, {
      max: config.rateLimit.perMinute,
      timeWindow: '1 minute',
      allowList: (request) => !isCountedRequest(request),
    });
  },
  { name: 'security', dependencies: ['config'] },
);
