import fc from 'fast-check';
import { dayInIndia } from './bookingFixtures.js';

/** A JSON object as a route's valid body; nested objects are mutated field by field too. */
export type JsonObject = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

/** Lone surrogates: valid in a JS string and in escaped JSON, invalid as UTF-8. */
const loneSurrogate = fc.constantFrom('\ud800', '\udfff', '\udc00x', 'a\ud83d', '\ud83d\ud83d');

const specialText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c', // right-to-left override
  '\u200f\u0645\u0631\u062d\u0628\u0627', // right-to-left mark, Arabic
  '\u2066x\u2069',
  '\ufeff',
  '\uffff',
  '🏨🛏️',
  'क्षत्रिय',
  'ﷺ',
  'Z̷̛̗a̸l̶g̵o',
  '\r\n',
  '\t',
  '%00',
  '%s%n',
  '../../etc/passwd',
  "' OR '1'='1' --",
  '"; DROP TABLE bookings; --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template injection, on purpose
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  ' ',
  '',
);

/** Text a visitor (or an attacker) might send: any code points, odd characters, huge runs. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(specialText, loneSurrogate, fc.string({ maxLength: 6 })), { maxLength: 5 })
      .map((parts) => parts.join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('a', 'é', '\u0000', '9', '🏨', ' '),
        fc.integer({ min: 100, max: 40_000 }),
      )
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** Numbers, number-like text and dates near the edges the validators check. */
const edgeValue = fc.constantFrom<JsonValue>(
  0,
  -1,
  1,
  2,
  1.5,
  -0.0001,
  10,
  11,
  101,
  1001,
  10_001,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '1',
  ' 2 ',
  '2.0',
  '1e3',
  '0x10',
  '-0',
  '٣',
  '１',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2024-1-1',
  '2026-13-01',
  '2026-06-01T00:00:00Z',
);

const dateValue = fc.integer({ min: -3, max: 800 }).map((days): JsonValue => dayInIndia(days));

/** Any value in a JSON field: wrong types, odd text, edge numbers, nested junk. */
const weirdValue: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: edgeValue },
  { weight: 1, arbitrary: dateValue },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<JsonValue> },
);

/** Field names a tampering client might add. */
const extraKey = fc.oneof(
  fc.constantFrom(
    'amount',
    'total',
    'price',
    'role',
    'isAdmin',
    'status',
    'id',
    'userId',
    '__proto__',
    'constructor',
    'prototype',
  ),
  fc.string({ maxLength: 12 }),
);

type Path = readonly string[];

function objectPaths(value: JsonObject, prefix: Path = []): { leaves: Path[]; objects: Path[] } {
  const leaves: Path[] = [];
  const objects: Path[] = [prefix];
  for (const [key, child] of Object.entries(value)) {
    const path = [...prefix, key];
    leaves.push(path);
    if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
      const nested = objectPaths(child, path);
      leaves.push(...nested.leaves);
      objects.push(...nested.objects);
    }
  }
  return { leaves, objects };
}

const clone = (value: JsonObject): JsonObject => JSON.parse(JSON.stringify(value)) as JsonObject;

/** Sets an own, enumerable key (even `__proto__`, which JSON.stringify then writes out). */
function setOwn(target: JsonObject, key: string, value: JsonValue | undefined): void {
  if (value === undefined) {
    delete target[key];
    return;
  }
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function edit(base: JsonObject, path: Path, value: JsonValue | undefined): JsonObject {
  const copy = clone(base);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as JsonObject;
  const last = path.at(-1);
  if (last !== undefined) setOwn(target, last, value);
  return copy;
}

/** One change to a valid body: a field set to something else, left out, or one field too many. */
function mutation(base: JsonObject): fc.Arbitrary<JsonObject> {
  const { leaves, objects } = objectPaths(base);
  const added = {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...objects), extraKey, weirdValue)
      .map(([path, key, value]) => edit(base, [...path, key], value)),
  };
  if (leaves.length === 0) return added.arbitrary;
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.constantFrom(...leaves), weirdValue)
        .map(([path, value]) => edit(base, path, value)),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...leaves).map((path) => edit(base, path, undefined)),
    },
    added,
  );
}

/** A valid body with one or two fields changed: exercises the validation, not only the parser. */
const almostValid = (base: JsonObject): fc.Arbitrary<JsonObject> =>
  fc.oneof(
    { weight: 3, arbitrary: mutation(base) },
    { weight: 1, arbitrary: mutation(base).chain((once) => mutation(once)) },
  );

/** Broken JSON text made from a valid body. */
const brokenJson = (valid: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.integer({ min: 0, max: Math.max(0, valid.length - 1) }).map((end) => valid.slice(0, end)),
    fc.constantFrom(
      `${valid},`,
      `${valid}${valid}`,
      `\ufeff${valid}`,
      valid.replace('{', '{"a":1,'),
      valid.replace('{', '{,'),
      valid.replace(/"([^"]+)":/, '"$1":"x","$1":'),
      valid.replace(/:/g, '='),
      valid.replaceAll('"', "'"),
      `{"__proto__":{"isAdmin":true},${valid.slice(1)}`,
      `{"constructor":{"prototype":{"isAdmin":true}},${valid.slice(1)}`,
      '{"a":NaN}',
      '{"a":1e999999}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
      'null',
      'true',
      '0',
      '""',
      '[]',
    ),
  );

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json;charset=UTF-16',
  'application/json; charset=latin1',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/vnd.api+json',
  'application/octet-stream',
  '*/*',
  'json',
  ';;;',
);

export interface FuzzBody {
  readonly payload?: string | Buffer;
  readonly contentType?: string;
}

const asJson = (value: unknown): FuzzBody => ({
  payload: JSON.stringify(value) ?? '',
  contentType: 'application/json',
});

/** Every kind of body a POST route may receive, most of them built from its valid body. */
export function anyBody(valid: JsonObject): fc.Arbitrary<FuzzBody> {
  const text = JSON.stringify(valid);
  return fc.oneof(
    { weight: 8, arbitrary: almostValid(valid).map(asJson) },
    { weight: 1, arbitrary: fc.constant(asJson(valid)) },
    { weight: 2, arbitrary: weirdValue.map(asJson) },
    {
      weight: 2,
      arbitrary: brokenJson(text).map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.oneof(nastyString, fc.constant(text)),
        contentType: contentTypes,
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/**
 * Percent-encodes text for a URL; a lone surrogate becomes its 3 bytes (invalid UTF-8), which a
 * real client can send even though encodeURIComponent refuses to.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Raw query-string and path text that is not what encodeURIComponent would make. */
const rawUrlText = fc.constantFrom(
  '%',
  '%zz',
  '%ff%fe',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '&&&',
  '=',
  '==',
  'a[b]=1',
  'a[0]=1&a[1]=2',
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  '+',
  '%2e%2e%2f',
  '..',
);

/** A query string for a GET: its valid query with one change, random pairs, or raw junk. */
export function anyQuery(valid: Record<string, string>): fc.Arbitrary<string> {
  const encode = (pairs: [string, string][]) =>
    pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&');
  const entries = Object.entries(valid);
  const keys = Object.keys(valid);
  const stringValue = fc.oneof(
    nastyString,
    edgeValue.map(String),
    dateValue.map(String),
    fc.constant(''),
  );
  const arbitraries: fc.Arbitrary<string>[] = [
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...keys, 'x'), nastyString), stringValue), {
        maxLength: 6,
      })
      .map(encode),
    fc.array(rawUrlText, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('&')),
  ];
  if (entries.length > 0) {
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...keys), stringValue)
        .map(([key, value]) => encode(entries.map(([k, v]) => [k, k === key ? value : v]))),
      fc.constantFrom(...keys).map((key) => encode(entries.filter(([k]) => k !== key))),
      fc
        .tuple(fc.constantFrom(...keys), stringValue)
        .map(([key, value]) => encode([...entries, [key, value]])),
      fc.constant(encode(entries)),
    );
  }
  return fc.oneof(...arbitraries);
}

/** A path parameter: the real one, one changed, or anything at all. */
export function anyParam(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(encodeURIComponent(valid)),
    nastyString.map(percentEncode),
    fc.tuple(fc.constant(valid), nastyString).map(([v, s]) => percentEncode(v + s)),
    rawUrlText,
  );
}

/** Headers a browser or a script might add: a junk or a real session cookie, an origin. */
export function anyHeaders(cookies: readonly string[]): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        cookie: fc.oneof(
          fc.constantFrom(...cookies),
          nastyString.map((junk) => `sid=${percentEncode(junk)}`),
          fc.constantFrom('sid=', 'sid=s%3A', 'sid=abc.def', '=;;=', 'sid="x'),
        ),
        origin: fc.constantFrom('https://evil.example.net', 'null', 'http://127.0.0.1:3000'),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*', 'x'),
      },
      { requiredKeys: [] },
    )
    .map((headers) => headers as Record<string, string>);
}
