import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { pathKey, routes, site } from '@hotel/content';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/ApiFailure.js';
import { createPageCsp } from '../lib/csp.js';

const SPA_FALLBACKS = ['__spa-fallback.html', 'index.html'];

/** Paths the web app renders itself, beyond the content's: the admin screens, a booking's page. */
const APP_PATHS = ['/admin', '/admin/*', `${site.pages.myBookings}/*`];

const isAppPath = (path: string) =>
  APP_PATHS.some((pattern) =>
    pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );

/**
 * In production the API also serves the built web app from one port: prerendered HTML
 * (revalidated on every visit), hashed assets (cached for a year), 301s for the content's old
 * paths and for other casings of a page's path, the app shell for the app's own paths, and a
 * 404 (with the app shell, which shows the 404 screen) for anything else.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { webDist: root, serveWeb } = app.config;
    const hasWeb = serveWeb && existsSync(root);
    const pageCsp = createPageCsp(app.config.https);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: ['index.html'],
        redirect: false,
        setHeaders(reply, path) {
          if (path.endsWith('.html')) reply.header('Content-Security-Policy', pageCsp(path));
          const immutable = path.startsWith(join(root, 'assets'));
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
    const pages = new Map(routes().map((route) => [pathKey(route.path), route]));

    // Each prerendered page and the app's own paths are routes of their own, not left to the
    // not-found handler: @fastify/compress attaches itself to routes, so only routes are gzipped.
    if (fallback) {
      for (const page of pages.values()) {
        const file = join(page.path, 'index.html');
        if (page.kind === 'redirect' || page.path === '/' || !existsSync(join(root, file)))
          continue;
        app.get(page.path, async (_request, reply) =>
          reply.type('text/html').header('Cache-Control', 'no-cache').sendFile(file),
        );
      }
      for (const path of APP_PATHS) {
        app.get(path, async (_request, reply) =>
          reply.type('text/html').header('Cache-Control', 'no-cache').sendFile(fallback),
        );
      }
    }

    // The global rate limit hooks into routes; an unknown /api address is counted here too.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
      const [rawPath = '/', query] = request.url.split('?', 2);
      if (
        rawPath.startsWith('/api') ||
        !fallback ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        throw notFound(`There is nothing at ${request.method} ${rawPath}.`);
      }
      const search = query ? `?${query}` : '';
      const page = pages.get(pathKey(decodeURIComponent(rawPath)));
      if (page?.kind === 'redirect') return reply.redirect(`${page.to}${search}`, 301);
      if (page && page.path !== rawPath.replace(/\/$/, ''))
        return reply.redirect(`${page.path}${search}`, 301);
      reply.type('text/html').header('Cache-Control', 'no-cache');
      if (page && existsSync(join(root, page.path, 'index.html'))) {
        return reply.sendFile(join(page.path, 'index.html'));
      }
      return reply.status(isAppPath(rawPath) || page ? 200 : 404).sendFile(fallback);
    });
  },
  { name: 'web', dependencies: ['config', 'security'] },
);
