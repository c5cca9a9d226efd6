/**
 * The API's response checks, compiled from @hotel/validators/responses by
 * apps/web/vite/responseChecks.ts at build time: each route's check is a module of its own.
 */
declare module 'virtual:response-checks' {
  import type { ApiRoute, ErrorBody, ResponseOf } from '@hotel/validators/responses';
  import type { ErrorObject } from 'ajv';

  /** Ajv's standalone validator: true for a body of the schema's shape, else `errors` say where. */
  export interface ResponseCheck<T> {
    (data: unknown): data is T;
    errors?: ErrorObject[] | null;
  }

  type CheckModule<T> = Promise<{ readonly check: ResponseCheck<T> }>;

  /** Loads a route's check: the site's routes' from the index, the staff routes' through theirs. */
  export function loadResponseCheck<R extends ApiRoute>(route: R): CheckModule<ResponseOf<R>>;
  export const errorBodyCheck: () => CheckModule<ErrorBody>;
}
