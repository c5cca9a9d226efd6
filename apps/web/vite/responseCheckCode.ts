import Ajv, { type Options } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { type core, type ZodType, z } from 'zod';

/**
 * What a response schema may use, so that its JSON Schema checks exactly what zod checks. A
 * schema with anything else (a refinement, a transform, a default, a string length, whose zod
 * and JSON Schema meanings differ, …) fails the build instead of being checked more loosely in
 * the browser than on the server.
 */
const CHECKABLE = new Set([
  'object',
  'record',
  'array',
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'union',
  'nullable',
  'optional',
  'readonly',
]);

/** `z.number().int()`: a safe integer, which JSON Schema says with minimum and maximum. */
const isSafeInteger = (def: { check?: string; format?: string }) =>
  def.check === 'number_format' && def.format === 'safeint';

/** A strict object's `never` and a loose one's `unknown` say what `additionalProperties` says. */
const isPlainCatchall = (catchall: core.$ZodType | undefined) =>
  catchall !== undefined && ['never', 'unknown'].includes(catchall._zod.def.type);

function childrenOf(def: core.$ZodTypeDef): ZodType[] {
  switch (def.type) {
    case 'object': {
      const { shape, catchall } = def as core.$ZodObjectDef;
      const extra = catchall && !isPlainCatchall(catchall) ? [catchall] : [];
      return [...Object.values(shape), ...extra] as ZodType[];
    }
    case 'record': {
      const { keyType, valueType } = def as core.$ZodRecordDef;
      return [keyType, valueType] as ZodType[];
    }
    case 'array':
      return [(def as core.$ZodArrayDef).element as ZodType];
    case 'union':
      return [...(def as core.$ZodUnionDef).options] as ZodType[];
    case 'nullable':
    case 'optional':
    case 'readonly':
      return [(def as core.$ZodNullableDef).innerType as ZodType];
    default:
      return [];
  }
}

/** Throws, naming where, when part of `schema` is not in CHECKABLE. */
export function assertCheckable(schema: ZodType, where: string): void {
  const def = schema._zod.def;
  if (!CHECKABLE.has(def.type)) {
    throw new Error(`${where}: a zod ${def.type} has no faithful JSON Schema for the browser.`);
  }
  // A record keyed by an enum requires every key in zod: only string keys mean the same.
  if (def.type === 'record' && (def as core.$ZodRecordDef).keyType._zod.def.type !== 'string') {
    throw new Error(`${where}: a zod record's keys must be plain strings.`);
  }
  // A format schema (`z.email()`, `z.int()`) is its own check; others carry theirs in `checks`.
  const checks = [
    ...('check' in def ? [def as { check: string; format?: string }] : []),
    ...(def.checks ?? []).map((check) => check._zod.def as { check: string; format?: string }),
  ];
  for (const check of checks) {
    if (def.type === 'number' && isSafeInteger(check)) continue;
    throw new Error(
      `${where}: the ${def.type} check '${check.check}' has no faithful JSON Schema.`,
    );
  }
  for (const child of childrenOf(def)) assertCheckable(child, where);
}

/**
 * The JSON Schema (draft-07) of an answer's body. An object takes keys its zod schema does not
 * name, as `z.object` does (zod's output mode says `additionalProperties: false` because zod
 * would drop them): a new field from the server must not break a page.
 */
export function responseJsonSchema(schema: ZodType, where: string): object {
  assertCheckable(schema, where);
  return z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      if (def.type === 'object' && !(def as core.$ZodObjectDef).catchall) {
        delete jsonSchema.additionalProperties;
      }
    },
  });
}

const AJV_OPTIONS: Options = {
  code: { source: true, esm: true, lines: false },
  // Up to three places are named in the page's message, as zod's first three issues were.
  allErrors: true,
  messages: false,
  // Unknown keywords fail the build rather than being ignored.
  strict: true,
  allowUnionTypes: true,
};

/**
 * An ES module exporting `check`, Ajv's standalone validator of `schema`: plain code, no
 * `new Function` at run time (the site's CSP has no 'unsafe-eval') and no zod.
 */
export function responseCheckModule(schema: ZodType, where: string): string {
  const ajv = new Ajv(AJV_OPTIONS);
  ajv.addSchema(responseJsonSchema(schema, where), 'check');
  const code = standaloneCode(ajv, { check: 'check' });
  // A runtime helper of Ajv would arrive as require(), which a browser has not got.
  if (/\brequire\(|new Function|\beval\(/.test(code)) {
    throw new Error(`${where}: Ajv's check needs a runtime helper; add support for it here.`);
  }
  return code;
}
