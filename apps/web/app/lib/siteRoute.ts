import { pathKey, routes, type SiteRoute } from '@hotel/content';

const byPath = new Map(routes().map((route) => [pathKey(route.path), route]));

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
