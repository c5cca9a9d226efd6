import { errorBodyCheck, responseChecks } from 'virtual:response-checks';
import { errorBody, responses, routeKeys } from '@hotel/validators/responses';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { answerOf, drift, drifted } from './responseSamples.ts';

/** Whether the compiled check and the zod schema agree on answers of the shape and drifts of them. */
function agree(check: (data: unknown) => boolean, schema: ZodType) {
  fc.assert(
    fc.property(answerOf(schema), drift, (answer, change) => {
      expect(check(answer)).toBe(true);
      const changed = drifted(answer, change);
      expect(check(changed)).toBe(schema.safeParse(changed).success);
    }),
    { numRuns: 150 },
  );
}

describe('virtual:response-checks', () => {
  it('has a check for every route of the API', () => {
    expect(Object.keys(responseChecks).sort()).toEqual([...routeKeys].sort());
  });

  it.each(routeKeys)('%s: accepts and refuses what its zod schema does', async (route) => {
    const { check } = await responseChecks[route]();
    agree(check, responses[route]);
  });

  it('the error shape: accepts and refuses what its zod schema does', async () => {
    const { check } = await errorBodyCheck();
    agree(check, errorBody);
  });
});
