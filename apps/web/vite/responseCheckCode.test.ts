import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseCheckModule, responseJsonSchema } from './responseCheckCode.ts';

describe('responseCheckModule', () => {
  it.each([
    ['a refinement', z.object({ total: z.number().refine((n) => n > 0) }), "check 'custom'"],
    ['a transform', z.object({ at: z.string().transform((s) => new Date(s)) }), 'zod pipe'],
    ['a default', z.object({ nights: z.number().default(1) }), 'zod default'],
    ['a string length', z.object({ name: z.string().min(1) }), "check 'min_length'"],
    ['a string format', z.object({ email: z.email() }), "check 'string_format'"],
    ['a number bound', z.object({ rooms: z.number().min(1) }), "check 'greater_than'"],
    ['a record keyed by an enum', z.record(z.enum(['a', 'b']), z.string()), 'plain strings'],
  ])('refuses a schema with %s, which JSON Schema would check otherwise', (_, schema, reason) => {
    expect(() => responseCheckModule(schema, 'GET /api/example')).toThrow(
      expect.objectContaining({ message: expect.stringContaining(reason) }),
    );
    expect(() => responseCheckModule(schema, 'GET /api/example')).toThrow(/^GET \/api\/example: /);
  });

  it('lets an object carry keys its schema does not name, as z.object does, unless strict', () => {
    const loose = responseJsonSchema(z.object({ id: z.number() }), 'loose');
    const strict = responseJsonSchema(z.strictObject({ id: z.number() }), 'strict');
    expect(loose).not.toHaveProperty('additionalProperties');
    expect(strict).toHaveProperty('additionalProperties', false);
  });

  it('makes plain module code: no eval, no new Function, no require', () => {
    const code = responseCheckModule(
      z.object({ id: z.number().int(), user: z.object({ name: z.string() }).nullable() }),
      'GET /api/example',
    );
    expect(code).toMatch(/export const check = /);
    expect(code).not.toMatch(/\beval\(|new Function|\brequire\(/);
  });
});
