import type { ErrorObject } from 'ajv';

const isUnion = (error: ErrorObject) => error.keyword === 'anyOf';
const isUnder = (error: ErrorObject, union: ErrorObject) =>
  error.schemaPath.startsWith(`${union.schemaPath}/`);
/** The `null` branch's complaint of a nullable (zod's `.nullable()` is `anyOf: [X, null]`). */
const isNullBranch = (error: ErrorObject, union: ErrorObject) =>
  error.keyword === 'type' &&
  error.params.type === 'null' &&
  /^\d+\/type$/.test(error.schemaPath.slice(union.schemaPath.length + 1));

/**
 * Keeps the complaints a reader needs, as zod reports them: inside a nullable, what is wrong with
 * the value (not that it is not null either); for a union of shapes, only that none fits.
 */
function telling(errors: readonly ErrorObject[]): ErrorObject[] {
  const unions = errors.filter(isUnion);
  const nullable = (union: ErrorObject) =>
    errors.some((error) => isUnder(error, union) && isNullBranch(error, union));
  return errors.filter((error) => {
    const around = unions.filter((union) => union !== error && isUnder(error, union));
    if (around.some((union) => !nullable(union))) return false;
    if (around.some((union) => isNullBranch(error, union))) return false;
    return !(isUnion(error) && nullable(error));
  });
}

/** An Ajv error's place as a dotted path (`user.role`); a missing key's path names the key. */
function pathOf(error: ErrorObject): string {
  const keys = error.instancePath
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (error.keyword === 'required') keys.push(String(error.params.missingProperty));
  return keys.join('.') || '(the body)';
}

/** Where an answer differs from its route's schema: the first three places, each once. */
export function answerIssues(errors: readonly ErrorObject[] | null | undefined): string[] {
  const places = [...new Set(telling(errors ?? []).map(pathOf))].slice(0, 3);
  return places.length > 0 ? places : ['(the body)'];
}
