import { STATUS_CODES } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** What must never reach a visitor: stack frames, file paths, SQL and framework internals. */
const INTERNALS =
  /SQLITE|\bat \S+ \(|node:internal|node_modules|\/work\/|\.[cm]?[jt]s:\d+|TypeError|ReferenceError|RangeError|Cannot read propert|is not a function|FST_ERR|drizzle|\bselect\b.+\bfrom\b/i;

/**
 * The one error shape `{ statusCode, code, error, message, fields? }` (the OTP routes add
 * `success: false`), as JSON, with no internals.
 */
export function expectErrorShape(response: LightMyRequestResponse): void {
  const { statusCode } = response;
  expect(response.headers['content-type'], response.body).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(body, response.body).toEqual({
    statusCode,
    code: expect.stringMatching(/^[A-Z][A-Z0-9_]*$/),
    error: STATUS_CODES[statusCode],
    message: expect.any(String),
    ...('fields' in body ? { fields: expect.any(Object) } : {}),
    ...('success' in body ? { success: false } : {}),
  });
  for (const message of Object.values((body.fields ?? {}) as Record<string, unknown>)) {
    expect(typeof message, response.body).toBe('string');
  }
  expect(response.body).not.toMatch(INTERNALS);
}
