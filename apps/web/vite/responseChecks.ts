import type { ApiRoute } from '@hotel/validators/responses';
import * as schemas from '@hotel/validators/responses';
import type { Plugin } from 'vite';
import type { ZodType } from 'zod';
import { responseCheckModule } from './responseCheckCode.ts';

/** The module the API client imports: each route's check, and the error shape's, loaded lazily. */
const INDEX_ID = 'virtual:response-checks';
const CHECK_PREFIX = `${INDEX_ID}/`;
/** The staff screens' routes' loaders, a chunk of their own that only those screens load. */
const STAFF_INDEX_ID = 'virtual:response-checks-staff';

/** A route only the admin and front-desk screens call: its loader stays out of every page. */
const isStaffRoute = (route: string) => route.split(' ')[1]?.startsWith('/api/admin/') ?? false;

/** Each schema's name as @hotel/validators/responses exports it (`storedQuote`), for its module. */
function nameOf(schema: ZodType): string {
  const name = Object.entries(schemas).find(
    ([key, value]) => value === schema && key !== 'responses' && key !== 'responseSchemas',
  )?.[0];
  if (!name) throw new Error('A response schema is not exported by @hotel/validators/responses.');
  return name;
}

/** Route → module name; routes with one schema (`GET` and `POST /api/quotes`) share a module. */
const moduleOfRoute = new Map(
  Object.entries(schemas.responses).map(([route, schema]) => [route, nameOf(schema)]),
);
const schemaOfModule = new Map<string, { schema: ZodType; where: string }>([
  ...[...moduleOfRoute].map(([route, name]): [string, { schema: ZodType; where: string }] => [
    name,
    { schema: schemas.responses[route as schemas.ApiRoute], where: route },
  ]),
  ['errorBody', { schema: schemas.errorBody, where: 'the error shape' }],
]);

/** `storedQuoteCheck`: a check's module name, and so its chunk's (`storedQuoteCheck-….js`). */
const idOf = (name: string) => JSON.stringify(`${CHECK_PREFIX}${name}Check`);

/** A module exporting `loadResponseCheck(route)` for `routes`, each from `load(name)`. */
function loaderModule(
  routes: readonly (readonly [string, string])[],
  load: (name: string) => string,
  otherwise: string,
): string {
  const entries = routes.map(([route, name]) => `  ${JSON.stringify(route)}: ${load(name)},`);
  return [
    `const loaders = {\n${entries.join('\n')}\n};`,
    'export function loadResponseCheck(route) {',
    '  const load = loaders[route];',
    `  return load ? load() : ${otherwise};`,
    '}',
  ].join('\n');
}

/**
 * The index every page loads (with the API client): the site's routes' loaders, the staff
 * routes' behind one more chunk. Each loader's entry names its chunk by a hash, ~20 bytes of
 * brotli each that no page compresses away: a page only carries the routes a guest may call.
 */
function indexModule(eager: ReadonlySet<string>): string {
  const eagerNames = [...new Set([...eager].flatMap((route) => moduleOfRoute.get(route) ?? []))];
  const imports = eagerNames.map((name) => `import * as ${name}Check from ${idOf(name)};`);
  const load = (name: string) =>
    eagerNames.includes(name)
      ? `() => Promise.resolve(${name}Check)`
      : `() => import(${idOf(name)})`;
  const siteRoutes = [...moduleOfRoute].filter(([route]) => !isStaffRoute(route));
  const staff = `import(${JSON.stringify(STAFF_INDEX_ID)}).then((staff) => staff.loadResponseCheck(route))`;
  return [
    ...imports,
    loaderModule(siteRoutes, load, staff),
    `export const errorBodyCheck = ${load('errorBody')};`,
  ].join('\n');
}

/** The staff routes' loaders (`isStaffRoute`); a route of neither index is a programming error. */
function staffIndexModule(): string {
  const staffRoutes = [...moduleOfRoute].filter(([route]) => isStaffRoute(route));
  const unknown = `Promise.reject(new Error(\`No response check for \${route}.\`))`;
  return loaderModule(staffRoutes, (name) => `() => import(${idOf(name)})`, unknown);
}

/**
 * The API's response schemas (zod, @hotel/validators/responses) as Ajv's standalone checks,
 * compiled when the app is built (and when Vite serves or tests it): `virtual:response-checks`'
 * `loadResponseCheck(route)` loads each route's own small module, so a page downloads only the
 * checks of the routes it calls, and zod stays out of the browser until a form is checked. The
 * staff screens' routes (`/api/admin/…`) are looked up in a chunk of their own. The checks of
 * `eager` routes (those every page calls at once) come with the client instead: each lazy chunk
 * costs a request, whose headers outweigh a small check.
 */
export function responseChecks({ eager = [] }: { eager?: readonly ApiRoute[] } = {}): Plugin {
  const unknown = eager.filter((route) => !moduleOfRoute.has(route));
  if (unknown.length > 0) throw new Error(`No response schema for ${unknown.join(', ')}.`);
  return {
    name: 'hotel:response-checks',
    resolveId(id) {
      if (id === INDEX_ID || id === STAFF_INDEX_ID || id.startsWith(CHECK_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) return indexModule(new Set(eager));
      if (id === `\0${STAFF_INDEX_ID}`) return staffIndexModule();
      if (!id.startsWith(`\0${CHECK_PREFIX}`)) return undefined;
      const found = schemaOfModule.get(id.slice(CHECK_PREFIX.length + 1).replace(/Check$/, ''));
      if (!found) throw new Error(`${id.slice(1)} is not a response check.`);
      return responseCheckModule(found.schema, found.where);
    },
  };
}
