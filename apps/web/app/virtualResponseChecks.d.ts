/**
 * The API's response checks, compiled from @hotel/validators/responses by
 * apps/web/vite/responseChecks.ts at build time: each loader imports one route's module.
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

  export const responseChecks: { readonly [R in ApiRoute]: () => CheckModule<ResponseOf<R>> };
  export const errorBodyCheck: () => CheckModule<ErrorBody>;
}
