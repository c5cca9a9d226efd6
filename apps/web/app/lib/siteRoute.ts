import { type Content, contentIn, pathKey, routes, type SiteRoute } from '@hotel/content';
import { type Lang, langOfPath } from '@hotel/i18n';

const byPath = new Map(routes().map((route) => [pathKey(route.path), route]));

/** The language of the page a request is for: `/mr/…` Marathi, `/hi/…` Hindi, else English. */
export const langOf = (request: Request): Lang => langOfPath(new URL(request.url).pathname);

/** The content in the language of the page a request is for, for loaders at build time. */
export const contentOf = (request: Request): Content => contentIn(langOf(request));

/** The content route a URL renders (paths match case-insensitively), for loaders at build time. */
export function siteRouteFor<K extends SiteRoute['kind']>(
  url: string,
  kind: K,
): Extract<SiteRoute, { kind: K }> {
  const route = byPath.get(pathKey(new URL(url, 'http://site').pathname));
  if (!route || route.kind !== kind) {
    throw new Response(`No ${kind} page at ${url}`, { status: 404 });
  }
  return route as Extract<SiteRoute, { kind: K }>;
}
