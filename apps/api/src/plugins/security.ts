import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cspDirectives } from '../lib/csp.js';

/** Headers every response carries anyway, which are not helmet's. */
const NOT_SECURITY = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers helmet sets with these options, asked of helmet once (a request to a throwaway
 * app): helmet builds them again on every request, re-reading its directives, and they never
 * change while the server runs.
 */
export async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<Readonly<Record<string, string>>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => '');
    const { headers } = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(headers).flatMap(([name, value]) =>
        NOT_SECURITY.has(name) || value === undefined ? [] : [[name, String(value)]],
      ),
    );
  } finally {
    await probe.close();
  }
}

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
    const headers = await helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(config.https),
      },
      // An http site must not tell browsers to insist on https (they would refuse it for a year).
      hsts: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
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
