import fc from 'fast-check';
import type { core, ZodType } from 'zod';

/** A JSON object key, as JSON.parse makes them (`__proto__` would set a prototype here). */
const key = fc.string({ maxLength: 8 }).filter((name) => name !== '__proto__');

/**
 * Test data: answers of the shape of a response schema (the kinds `assertCheckable` allows), to
 * hold the compiled checks against zod.
 */
export function answerOf(schema: ZodType): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      const { shape } = def as core.$ZodObjectDef;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([name, field]) => [name, answerOf(field as ZodType)]),
      );
      const requiredKeys = Object.keys(shape).filter(
        (name) => shape[name]?._zod.def.type !== 'optional',
      );
      return fc.record(fields, { requiredKeys });
    }
    case 'record':
      return fc.dictionary(key, answerOf((def as core.$ZodRecordDef).valueType as ZodType), {
        maxKeys: 3,
      });
    case 'array':
      return fc.array(answerOf((def as core.$ZodArrayDef).element as ZodType), { maxLength: 3 });
    case 'string':
      return fc.string({ maxLength: 8 });
    case 'number':
      return (def.checks ?? []).length > 0
        ? fc.maxSafeInteger()
        : fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def as core.$ZodLiteralDef<core.util.Literal>).values);
    case 'enum':
      return fc.constantFrom(...Object.values((def as core.$ZodEnumDef).entries));
    case 'union':
      return fc.oneof(...(def as core.$ZodUnionDef).options.map((o) => answerOf(o as ZodType)));
    case 'nullable':
      return fc.option(answerOf((def as core.$ZodNullableDef).innerType as ZodType), { nil: null });
    case 'optional':
    case 'readonly':
      return answerOf((def as core.$ZodOptionalDef).innerType as ZodType);
    default:
      throw new Error(`no test answers for a zod ${def.type}`);
  }
}

type Json = unknown;

/** Every place in a JSON value: the path of keys to it. */
function placesOf(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (value !== null && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      places.push(...placesOf(child, [...path, Array.isArray(value) ? Number(name) : name]));
    }
  }
  return places;
}

/** One change to an answer: a value replaced by any JSON, a key dropped, or a key added. */
export interface Drift {
  readonly place: number;
  readonly change: 'replace' | 'drop' | 'add';
  readonly value: Json;
  readonly key: string;
}

export const drift: fc.Arbitrary<Drift> = fc.record({
  place: fc.nat(),
  change: fc.constantFrom('replace', 'drop', 'add'),
  value: fc.jsonValue({ maxDepth: 2 }),
  key,
});

type Node = Record<string | number, Json>;

/** `answer` (a JSON value) with the drift applied at one of its places; the original is kept. */
export function drifted(answer: Json, { place, change, value, key: added }: Drift): Json {
  const copy = structuredClone(answer);
  const places = placesOf(copy);
  const path = places[place % places.length] ?? [];
  if (path.length === 0) return change === 'replace' ? value : copy;
  const parent = path.slice(0, -1).reduce((node, step) => node[step] as Node, copy as Node);
  const last = path[path.length - 1] as string | number;
  if (change === 'replace') parent[last] = value;
  else if (change === 'drop' && !Array.isArray(parent)) delete parent[last];
  else if (change === 'add' && !Array.isArray(parent) && !(added in parent)) parent[added] = value;
  return copy;
}
