import {
  type ApiRoute,
  errorBody,
  otpFailure,
  responses,
  routeKeys,
  unhealthy,
} from '@hotel/validators/responses';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { apiRoutes } from './test/routeTable.js';
import { startTestApp } from './test/testApp.js';

interface DeclaredSchema {
  readonly method: string;
  readonly url: string | undefined;
  readonly httpStatus: string | undefined;
  readonly schema: unknown;
}

/** Every response schema Fastify compiles a serializer for, as the routes declared it. */
const declared = vi.hoisted((): DeclaredSchema[] => []);
vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify-type-provider-zod')>();
  return {
    ...real,
    serializerCompiler: (route: Parameters<typeof real.serializerCompiler>[0]) => {
      const { method, url, httpStatus, schema } = route;
      declared.push({ method, url, httpStatus, schema });
      return real.serializerCompiler(route);
    },
  };
});

// Read from Fastify's route table, so a route added later is checked without being listed here.
const shared = await startTestApp();
afterAll(async () => {
  await shared.close();
});
const allRoutes = apiRoutes(shared.app)
  .filter(({ method }) => method !== 'HEAD')
  .map(({ method, url }) => `${method} ${url}`);
/** The invoice and credit note answer a PDF, the iCal export a calendar; the rest answer JSON. */
const isFile = (key: string) => key.endsWith('.pdf') || key.endsWith('.ics');
const routes = allRoutes.filter((key) => !isFile(key));

const schemasOf = (key: string) => {
  const byStatus = new Map<string, unknown>();
  for (const entry of declared) {
    if (`${entry.method} ${entry.url}` === key)
      byStatus.set(String(entry.httpStatus), entry.schema);
  }
  return byStatus;
};

const isKnownRoute = (key: string): key is ApiRoute => key in responses;

/** The error bodies a route may declare: the one error shape, or the OTP routes' with `success`. */
const errorShapes = new Set<z.ZodType>([errorBody, otpFailure]);

describe('the response contract (@hotel/validators/responses)', () => {
  it('has a schema for every JSON route of the API, and no route the API lacks', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect([...routes].sort()).toEqual([...routeKeys].sort());
  });

  it.each(routes)('%s answers success with the schema the web parses', (key) => {
    if (!isKnownRoute(key)) throw new Error(`${key} is not in the response map`);
    const success = [...schemasOf(key)].filter(([status]) => status.startsWith('2'));
    expect(success.length).toBeGreaterThan(0);
    for (const [, schema] of success) expect(schema).toBe(responses[key]);
  });

  it.each(allRoutes)('%s declares its failures in the error shape', (key) => {
    const failures = [...schemasOf(key)].filter(([status]) => !status.startsWith('2'));
    expect(failures.map(([status]) => status)).toEqual(
      expect.arrayContaining(['400', '401', '429']),
    );
    for (const [status, schema] of failures) {
      if (key === 'GET /api/health' && status === '503') expect(schema).toBe(unhealthy);
      else expect(errorShapes.has(schema as z.ZodType)).toBe(true);
    }
  });
});
