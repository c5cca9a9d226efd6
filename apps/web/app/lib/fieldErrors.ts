import { ApiError } from './api';

/** A validation issue as zod reports it. */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message for each of a form's fields, from a failed zod check (the same schema the API
 * uses). Issues about anything else are left out; `otherIssues` gives them.
 */
export function fieldErrors<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      found[field as F] ??= issue.message;
    }
  }
  return found;
}

/** The messages of issues that name none of the form's fields. */
export function otherIssues(issues: readonly Issue[], fields: readonly string[]): string[] {
  return issues
    .filter((issue) => !(typeof issue.path[0] === 'string' && fields.includes(issue.path[0])))
    .map((issue) => issue.message);
}

/** The API's messages for a form's fields (an ApiError's `fields`), others left out. */
export function apiFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).filter(([field]) => (fields as readonly string[]).includes(field)),
  ) as Partial<Record<F, string>>;
}
