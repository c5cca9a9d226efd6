import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cspDirectives } from '../lib/csp.js';

/** Security headers (CSP included), CORS for the site's own origin only, and a global rate limit. */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(config.env === 'production'),
      },
      hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
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
      allowList: (request) => request.url === '/api/health',
    });
  },
  { name: 'security', dependencies: ['config'] },
);
