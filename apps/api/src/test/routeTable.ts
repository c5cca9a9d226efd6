import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  readonly method: string;
  readonly url: string;
}

const LINE = /^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/;

/**
 * Every route the app serves, read from Fastify's own route table (`printRoutes`), so a route
 * added later is covered by the tests that walk this list without anyone listing it by hand.
 * Each printed node is a path segment under its parent, indented four characters per level.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    parents.length = depth;
    const url = `${parents.join('')}${segment}`;
    parents.push(segment);
    for (const method of methods.split(',').map((name) => name.trim())) {
      if (/^[A-Z]+$/.test(method)) routes.push({ method, url });
    }
  }
  return routes;
}

/** The routes under /api, without the CORS preflight catch-all. */
export const apiRoutes = (app: FastifyInstance): RouteEntry[] =>
  routeTable(app).filter((route) => route.url.startsWith('/api/') && route.method !== 'OPTIONS');

/** The same route with each `:param` filled in, e.g. /api/bookings/1/cancel. */
export const withParams = (url: string, value = '1'): string =>
  url.replace(/:[A-Za-z]+/g, encodeURIComponent(value));
