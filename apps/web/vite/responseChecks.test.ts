import { errorBodyCheck, loadResponseCheck } from 'virtual:response-checks';
import { errorBody, responses, routeKeys } from '@hotel/validators/responses';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { responseChecks } from './responseChecks.ts';
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
  it.each(routeKeys)('%s: accepts and refuses what its zod schema does', async (route) => {
    const { check } = await loadResponseCheck(route);
    agree(check, responses[route]);
  });

  it('names the staff screens’ routes only in their own index, not in the one every page loads', () => {
    const { load } = responseChecks();
    const code = (id: string) => String((load as (id: string) => unknown)(`\0${id}`));
    const staffRoutes = routeKeys.filter((route) => route.split(' ')[1]?.startsWith('/api/admin/'));
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const route of routeKeys) {
      const [inPages, inStaff] = [
        code('virtual:response-checks'),
        code('virtual:response-checks-staff'),
      ].map((module) => module.includes(JSON.stringify(route)));
      expect([inPages, inStaff], route).toEqual(
        staffRoutes.includes(route) ? [false, true] : [true, false],
      );
    }
  });

  it('the error shape: accepts and refuses what its zod schema does', async () => {
    const { check } = await errorBodyCheck();
    agree(check, errorBody);
  });
});
