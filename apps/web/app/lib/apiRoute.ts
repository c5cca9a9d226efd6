import type { ApiRoute, ParamsOf } from '@hotel/validators/responses';

/** A query string, as a string (`a=1&b=2`), URLSearchParams or an object of fields. */
export type Query = string | URLSearchParams | Readonly<Record<string, string>>;

interface Request {
  /** The query string; routes are matched without it. */
  readonly query?: Query;
  /** The JSON body of a POST. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

/**
 * How to call a route: its `:params` (named as the route names them; a missing one throws before
 * anything is sent), query, body and abort signal.
 */
export interface CallOptions<R extends ApiRoute> extends Request {
  readonly params?: Readonly<Record<ParamsOf<R>, string | number>>;
}

const ROUTE_KEY = /^([A-Z]+) (\/\S*)$/;

/** A route key's method and path pattern: `'GET /api/quotes/:id'` → `['GET', '/api/quotes/:id']`. */
export function splitRoute(route: string): [method: string, pattern: string] {
  const match = ROUTE_KEY.exec(route);
  if (!match?.[1] || !match[2]) throw new Error(`${route} is not a route key like 'GET /api/…'.`);
  return [match[1], match[2]];
}

/** The address of a call: the pattern with each `:param` filled in, then the query. */
export function urlOf(
  pattern: string,
  params: Readonly<Record<string, string | number>> = {},
  query?: Query,
): string {
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs its :${name}.`);
    return encodeURIComponent(String(value));
  });
  const search = query === undefined ? '' : new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
