import { existsSync } from 'node:fs';
import { languages, pathKey, routes, site } from '@hotel/content';
import { langOfPath, pathIn } from '@hotel/i18n';
import { REVIEW_PAGE_PATH } from '@hotel/validators/reviewTexts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/ApiFailure.js';
import { createPageCsp } from '../lib/csp.js';
import {
  acceptedEncodings,
  loadStaticFiles,
  matchesTag,
  type StaticFile,
} from '../lib/staticFiles.js';
import { limitApiPaths } from './security.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors reads it (its README, "disable CORS for a route"); its types omit it. */
    cors?: false;
  }
}

/**
 * The app shell: each language's build has its own (`/mr/__spa-fallback.html`, its scripts with
 * that language's texts; apps/web/scripts/build.mjs), a build of every language one.
 */
const SPA_FALLBACK = '/__spa-fallback.html';
const SPA_FALLBACKS = [SPA_FALLBACK, '/index.html'];
/** The route every address that is not the API's reaches. */
const WEB_ROUTE = '/*';
/**
 * The prerendered not-found page: readable before (and without) JavaScript. Each language has its
 * own (`/mr/404.html`), so an unknown `/mr/…` address is answered in Marathi.
 */
const NOT_FOUND_PAGE = '/404.html';

/** Paths the web app renders itself, beyond the content's: the admin screens, a booking's page, a review link's page. */
const APP_PATHS = [
  '/admin',
  '/admin/*',
  // A booking's page and a review link, in each language (/mr/my-bookings/…).
  ...languages.flatMap((lang) => [
    `${pathIn(site.pages.myBookings, lang)}/*`,
    `${pathIn(REVIEW_PAGE_PATH, lang)}/*`,
  ]),
];

const isAppPath = (path: string) =>
  APP_PATHS.some((pattern) =>
    pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );

/** The path with %-escapes decoded, or as it is when they are malformed. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The build's hashed files: a new content is a new name. */
const HASHED_ASSETS = '/assets/';
const isHashed = (file: StaticFile) => file.urlPath.startsWith(HASHED_ASSETS);
/**
 * Cached for a year and never revalidated. No `public`: it lets a shared cache store an answer to
 * a request with an Authorization header (RFC 9111, 3.5), which the site's requests never carry,
 * so it was 8 bytes of every script's answer that changed nothing.
 */
const IMMUTABLE = 'max-age=31536000, immutable';
/** HTML and unhashed files: kept, but checked with the server (ETag) before each use. */
const REVALIDATE = 'no-cache';

/**
 * A module script is read as UTF-8 whatever its Content-Type says (HTML's "fetch a single module
 * script"), and the build's hashed scripts are all modules: their charset was 15 bytes no browser
 * reads.
 */
const contentTypeOf = (file: StaticFile) =>
  isHashed(file) && file.urlPath.endsWith('.js') ? 'text/javascript' : file.type;

/**
 * A file's fixed headers, computed once: type, caching, CSP (HTML), and its variants' tags. A
 * hashed file has no ETag: `immutable` means a browser never asks whether its copy is current,
 * so the tag was ~50 bytes of every script's answer that no one read (a page loads 6 to 13).
 */
function headersOf(file: StaticFile, pageCsp: (file: string) => string) {
  const common: Record<string, string> = {
    'content-type': contentTypeOf(file),
    'cache-control': isHashed(file) ? IMMUTABLE : REVALIDATE,
    ...(file.html ? { 'content-security-policy': pageCsp(file.file) } : {}),
    ...(file.br || file.gzip ? { vary: 'Accept-Encoding' } : {}),
  };
  const tag = (suffix: string): Record<string, string> =>
    isHashed(file) ? {} : { etag: `"${file.tag}${suffix}"` };
  return {
    identity: { ...common, ...tag('') },
    br: { ...common, ...tag('-br'), 'content-encoding': 'br' },
    gzip: { ...common, ...tag('-gz'), 'content-encoding': 'gzip' },
  };
}

type Send = (request: FastifyRequest, reply: FastifyReply, status?: number) => FastifyReply;

/**
 * Answers with the file from memory: its brotli or gzip copy when the browser takes it (made at
 * build time), 304 when the browser's copy of a revalidated file is current (If-None-Match), the
 * headers computed once.
 */
function sender(file: StaticFile, pageCsp: (file: string) => string): Send {
  const headers = headersOf(file, pageCsp);
  const revalidated = !isHashed(file);
  return (request, reply, status = 200) => {
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const [body, chosen] =
      accepted.br && file.br
        ? [file.br, headers.br]
        : accepted.gzip && file.gzip
          ? [file.gzip, headers.gzip]
          : [file.identity, headers.identity];
    reply.headers(chosen);
    if (revalidated && status === 200 && matchesTag(request.headers['if-none-match'], file.tag)) {
      return reply.status(304).send();
    }
    return reply.status(status).send(body);
  };
}

/**
 * In production the API also serves the built web app from one port, from memory: prerendered
 * HTML (revalidated by ETag), hashed assets (cached for a year), each precompressed (brotli and
 * gzip); 301s for the content's old paths and for other casings of a page's path, the app shell
 * for the app's own paths, and a 404 with the prerendered not-found page for anything else.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { webDist: root, serveWeb } = app.config;
    const files = serveWeb && existsSync(root) ? loadStaticFiles(root) : new Map();
    const pageCsp = createPageCsp(app.config.https);
    const senders = new Map<string, Send>(
      [...files.values()].map((file) => [file.urlPath, sender(file, pageCsp)]),
    );
    const fallbackPath = SPA_FALLBACKS.find((path) => senders.has(path));
    const fallback = fallbackPath ? senders.get(fallbackPath) : undefined;
    /** The app shell of the path's language (a build of every language has one for all). */
    const shellOf = (path: string) => senders.get(pathIn(SPA_FALLBACK, langOfPath(path)));
    const notFoundPage = (path: string) =>
      senders.get(pathIn(NOT_FOUND_PAGE, langOfPath(path))) ??
      senders.get(NOT_FOUND_PAGE) ??
      fallback;
    const pages = new Map(routes().map((route) => [pathKey(route.path), route]));
    const pageSender = (path: string) =>
      senders.get(`${path === '/' ? '' : path.replace(/\/$/, '')}/index.html`);

    /** A file by its address (a folder's by its index.html), for GET and HEAD. */
    const fileAt = (path: string) =>
      senders.get(path) ?? (path.endsWith('/') ? senders.get(`${path}index.html`) : undefined);

    /**
     * What an address that is not an API route answers: the file, a page (301 to its canonical
     * path from an old path or another casing), the app shell for the app's own paths, or the
     * not-found page. Anything under /api, or any other method, is the API's 404.
     */
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const [rawPath = '/', query] = request.url.split('?', 2);
      if (rawPath.startsWith('/api') || (request.method !== 'GET' && request.method !== 'HEAD')) {
        throw notFound(`There is nothing at ${request.method} ${rawPath}.`);
      }
      const file = fileAt(rawPath) ?? fileAt(decodedPath(rawPath));
      if (file) return file(request, reply);
      if (!fallback) throw notFound(`There is nothing at ${request.method} ${rawPath}.`);
      const search = query ? `?${query}` : '';
      const page = pages.get(pathKey(decodedPath(rawPath)));
      if (page?.kind === 'redirect') return reply.redirect(`${page.to}${search}`, 301);
      if (page && page.path !== rawPath.replace(/\/$/, ''))
        return reply.redirect(`${page.path}${search}`, 301);
      const prerendered = page && pageSender(page.path);
      if (prerendered) return prerendered(request, reply);
      if (isAppPath(rawPath) || page) return (shellOf(rawPath) ?? fallback)(request, reply);
      return (notFoundPage(rawPath) ?? fallback)(request, reply, 404);
    };

    // One route for every file and page rather than one each: registering ~500 routes was a
    // quarter of a cold start. Precompressed already: @fastify/compress leaves it alone. Files and
    // pages pass the global rate limit by; an unknown /api address is counted (limitApiPaths), as
    // is one asked with another method, in the not-found handler.
    const countApi = limitApiPaths(app);
    app.get(
      WEB_ROUTE,
      { compress: false, config: { rateLimit: false }, preHandler: countApi },
      answer,
    );
    // The hashed files are only loaded by the site's own pages, from this same origin, where a
    // browser reads no CORS header. A module script is still fetched with an Origin header, so
    // the CORS plugin gave each one Access-Control-Allow-Origin and -Credentials (~90 bytes of
    // every script's answer); an unknown name here is the not-found page, never the API's.
    app.get(
      `${HASHED_ASSETS}*`,
      { compress: false, config: { rateLimit: false, cors: false } },
      answer,
    );
    app.setNotFoundHandler({ preHandler: countApi }, answer);
  },
  { name: 'web', dependencies: ['config', 'security'] },
);
