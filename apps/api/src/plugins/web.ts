import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/ApiFailure.js';

const SPA_FALLBACKS = ['__spa-fallback.html', 'index.html'];

/**
 * In production the API also serves the built web app from one port: prerendered HTML (revalidated
 * on every visit), hashed assets (cached for a year), and the app shell for other paths.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { webDist, serveWeb } = app.config;
    const root = webDist;
    const hasWeb = serveWeb && existsSync(root);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: ['index.html'],
        redirect: false,
        setHeaders(reply, path) {
          const immutable = path.includes(`${join(root, 'assets')}`);
          reply.header(
            'Cache-Control',
            immutable
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=0, must-revalidate',
          );
        },
      });
    }
    const fallback = SPA_FALLBACKS.find((name) => hasWeb && existsSync(join(root, name)));

    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/api') || !fallback || request.method !== 'GET') {
        throw notFound(`There is nothing at ${request.method} ${request.url.split('?')[0]}.`);
      }
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile(fallback);
    });
  },
  { name: 'web', dependencies: ['config'] },
);
