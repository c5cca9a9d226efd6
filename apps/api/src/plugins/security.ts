import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { ApiFailure } from '../lib/ApiFailure.js';
import { API_CSP, cspDirectives } from '../lib/csp.js';

/**
 * The headers helmet sets with these options, asked of helmet once, at start: they never change
 * while the server runs, and helmet (or its Fastify plugin) would build them again on every
 * request, re-reading its directives.
 */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // Helmet's middleware answers synchronously: headers set, then next() (with an error if the
  // options are wrong, e.g. a misspelt CSP directive).
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/** Whether a request's URL is the API's, whatever answers it (a route, the web's catch-all, or none). */
const isApiPath = (url: string): boolean => url.startsWith('/api/');

/** The web build's hashed scripts and stylesheets: read by a page, never shown as a document. */
const isScriptOrStylesheet = (url: string): boolean =>
  url.startsWith('/assets/') && /\.(?:js|css)(?:$|\?)/.test(url);

/**
 * The global rate limit for a handler that answers files and pages as well as unknown addresses
 * (plugins/web.ts): an address of the API is counted, as every API route is, while the assets and
 * pages a single visit loads by the dozen, cheap to serve, are not.
 */
export function limitApiPaths(app: FastifyInstance): preHandlerAsyncHookHandler {
  const limit = app.rateLimit();
  return async function countApiPaths(request, reply) {
    if (isApiPath(request.url)) await limit.call(this, request, reply);
  };
}

/** Methods that change nothing, which the cross-site check lets through. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const crossSiteRequest = () =>
  new ApiFailure(
    403,
    'CROSS_SITE_REQUEST',
    'This request came from another website, so it was refused. Please use the site itself.',
  );

/**
 * Whether a state-changing request was sent by another site's page: its `Origin` is neither the
 * site's (SITE_ORIGIN) nor the one the request was addressed to (its Host, as a browser on a
 * development server or behind a proxy sees it; a page cannot forge both headers), or, without
 * an Origin, `Sec-Fetch-Site` says cross-site. A request with neither header (curl, a provider's
 * signed webhook) is not a browser's and passes.
 */
function isCrossSite(request: FastifyRequest, siteOrigin: string): boolean {
  const { origin } = request.headers;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site';
  return origin !== siteOrigin && origin !== `${request.protocol}://${request.host}`;
}

/**
 * Security headers (CSP included), CORS for the site's own origin only, state-changing requests
 * from other sites refused, and a global rate limit.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(config.https),
      },
      // An http site must not tell browsers to insist on https (they would refuse it for a year).
      hsts: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    // The API's answers (JSON, PDF, iCal) are not pages: no sources, never framed, and none of
    // the headers only a document reads (COOP, Origin-Agent-Cluster, DNS prefetch, IE's
    // download and XSS switches, Flash's cross-domain policies) — what OWASP's REST cheat sheet
    // lists, in half the headers, on the site's most frequent answers.
    const apiHeaders = {
      'content-security-policy': API_CSP,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      ...(headers['strict-transport-security']
        ? { 'strict-transport-security': headers['strict-transport-security'] }
        : {}),
    };
    // A page's scripts and stylesheet are not documents either: a CSP, framing rules and the
    // other document headers do nothing there. Over HTTP/1.1 each of a page's ~8 scripts carried
    // them (~0.7 KB a file, ~6 KB of a page's script transfer): they keep what a browser reads
    // on a script or stylesheet (nosniff, CORP, and HSTS on https).
    const subresourceHeaders = {
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      ...(headers['strict-transport-security']
        ? { 'strict-transport-security': headers['strict-transport-security'] }
        : {}),
    };
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      reply.headers(
        isApiPath(url) ? apiHeaders : isScriptOrStylesheet(url) ? subresourceHeaders : headers,
      );
      done();
    });
    // SameSite=Lax already keeps the session cookie off another site's POST; this refuses the
    // request itself, whatever a browser does with cookies.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || !isCrossSite(request, config.siteOrigin)) done();
      else done(crossSiteRequest());
    });
    await app.register(cors, {
      // A request without an Origin (a same-origin GET, a non-browser client) needs no CORS
      // header: it gets none, rather than Access-Control-Allow-Credentials on every answer.
      origin: (origin, callback) => callback(null, origin === config.siteOrigin),
      credentials: true,
      // An OPTIONS request that is not a browser's preflight gets 204 without any CORS header,
      // rather than the plugin's own text/plain 400 outside the API's error shape.
      strictPreflight: false,
    });
    // Every route is counted but those that say `config: { rateLimit: false }`: the health check,
    // and the web's catch-all, which counts API addresses itself (limitApiPaths).
    await app.register(rateLimit, {
      max: config.rateLimit.perMinute,
      timeWindow: '1 minute',
      // The limit and what is left are said on a 429 (with Retry-After), not on every answer:
      // the site's own pages are the API's only client, and they never read them.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    });
  },
  { name: 'security', dependencies: ['config'] },
);
