import { ApiError } from './api';

/** A validation issue as zod reports it. */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The form field an issue is about: its whole path when the form names a nested field by it, as
 * the API does (`guest.mobile`), else its first key.
 */
function fieldOf(path: readonly PropertyKey[], fields: readonly string[]): string | undefined {
  const dotted = path.every((key) => typeof key === 'string') ? path.join('.') : '';
  if (dotted && fields.includes(dotted)) return dotted;
  const first = path[0];
  return typeof first === 'string' && fields.includes(first) ? first : undefined;
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
    const field = fieldOf(issue.path, fields) as F | undefined;
    if (field) found[field] ??= issue.message;
  }
  return found;
}

/** The messages of issues that name none of the form's fields. */
export function otherIssues(issues: readonly Issue[], fields: readonly string[]): string[] {
  return issues
    .filter((issue) => fieldOf(issue.path, fields) === undefined)
    .map((issue) => issue.message);
}

/**
 * A form's values as the body the schema reads: a field named with dots (`guest.mobile`) goes
 * into its object (`{ guest: { mobile } }`), as the API names nested fields in its messages.
 */
export function nestFields(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const keys = name.split('.');
    const last = keys.pop() as string;
    let into = body;
    for (const key of keys) {
      const next = into[key];
      const object = (typeof next === 'object' && next !== null ? next : {}) as Record<
        string,
        unknown
      >;
      into[key] = object;
      into = object;
    }
    into[last] = value;
  }
  return body;
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
