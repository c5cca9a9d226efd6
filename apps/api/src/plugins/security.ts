import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
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

/** Security headers (CSP included), CORS for the site's own origin only, and a global rate limit. */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const headers = await helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(config.env === 'production'),
      },
      hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
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
      allowList: (request) => request.url === '/api/health',
    });
  },
  { name: 'security', dependencies: ['config'] },
);
