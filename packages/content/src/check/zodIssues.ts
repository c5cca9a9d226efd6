import type { z } from 'zod';
import { formatJsonPath, type Problem } from './problem.js';

const describeValue = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  if (typeof value === 'object') return 'an object';
  return typeof value;
};

const expectedNames: Record<string, string> = {
  string: 'a text in quotes',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list [ … ]',
  object: 'an object { … }',
  record: 'an object { … }',
};

/** Plain-language messages for zod's generic issues; schema-specific ones carry their own. */
export const plainMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required but missing';
      return `should be ${expectedNames[issue.expected] ?? issue.expected}, but is ${describeValue(issue.input)}`;
    case 'too_small':
      if (issue.origin === 'array') return `should have at least ${issue.minimum} item(s)`;
      if (issue.origin === 'string') return 'should not be empty';
      return `should be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'array') return `should have at most ${issue.maximum} item(s)`;
      if (issue.origin === 'string') return `should be at most ${issue.maximum} characters`;
      return `should be at most ${issue.maximum}`;
    case 'invalid_value':
      return `should be ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`;
    case 'invalid_format':
      return `should be a valid ${issue.format}`;
    case 'invalid_union':
      if (issue.input === undefined) return 'is required but missing';
      return `should be a text in quotes, or the text in each language { "en": "…", "mr": "…", "hi": "…" }, but is ${describeValue(issue.input)}`;
    default:
      return undefined;
  }
};

/**
 * A union's issues as those of the option the value had the shape of (a localized text written
 * as an object reports its own empty language), or the union's own when it had none's.
 */
function unionIssues(issue: z.core.$ZodIssue): readonly z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.input === undefined) return [issue];
  const shaped = issue.errors.find(
    (issues) => !issues.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
  );
  if (!shaped) return [issue];
  return shaped.flatMap((inner) => unionIssues({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** Turns a failed parse into problems, one per issue (and one per unknown field). */
export function problemsFromZod(file: string, error: z.ZodError): Problem[] {
  return error.issues.flatMap(unionIssues).flatMap((issue): Problem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        severity: 'error',
        file,
        path: formatJsonPath([...issue.path, key]),
        message: 'is not a field this file can have; check its spelling or remove it',
      }));
    }
    return [{ severity: 'error', file, path: formatJsonPath(issue.path), message: issue.message }];
  });
}
