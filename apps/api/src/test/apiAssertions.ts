import { STATUS_CODES } from 'node:http';
import { expect } from 'vitest';

/** What must never reach a visitor: stack frames, file paths, SQL and framework internals. */
const INTERNALS =
  /SQLITE|\bat \S+ \(|node:internal|node_modules|\/work\/|\.[cm]?[jt]s:\d+|TypeError|ReferenceError|RangeError|Cannot read propert|is not a function|FST_ERR|drizzle|\bselect\s+["`*]|\bfrom\s+"|\binsert\s+into\b|\bupdate\s+"\w/i;

/** An answer from `inject` or, through `fromFetch`, from a real HTTP request. */
export interface AnyResponse {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, unknown>>;
  readonly body: string;
}

/** A fetch Response read into the shape `inject` answers with. */
export async function fromFetch(response: Response): Promise<AnyResponse> {
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

/**
 * The one error shape `{ statusCode, code, error, message, fields? }` (the OTP routes add
 * `success: false`), as JSON, with no internals.
 */
export function expectErrorShape(response: AnyResponse): void {
  const { statusCode } = response;
  expect(response.headers['content-type'], response.body).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
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

/** The 400 a request body with field problems gets: one message per field. */
export const bodyValidationError = (fields: Record<string, string>) => ({
  statusCode: 400,
  code: 'VALIDATION',
  error: 'Bad Request',
  message: 'Please correct the highlighted fields (body).',
  fields,
});

/**
 * A refusal in the API's error shape, exactly: the status, its code and message, and HTTP's name
 * for the status (`error`), with no field messages.
 */
export function expectFailure(
  response: Pick<AnyResponse, 'statusCode' | 'body'>,
  statusCode: number,
  code: string,
  message: string,
): void {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(JSON.parse(response.body)).toEqual({
    statusCode,
    code,
    error: STATUS_CODES[statusCode],
    message,
  });
}

/** What the API answers for a failure of its own: a 500 that names nothing inside. */
export const expectInternalError = (response: Pick<AnyResponse, 'statusCode' | 'body'>) =>
  expectFailure(response, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');

/** A 400 for bad input, with this message beside this field (other fields may be named too). */
export function expectFieldRefusal(
  response: Pick<AnyResponse, 'statusCode' | 'body'>,
  field: string,
  message: string,
): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body)).toMatchObject({
    statusCode: 400,
    code: 'VALIDATION',
    error: 'Bad Request',
    fields: { [field]: message },
  });
}

/** A 400 for bad input naming exactly these fields, each with its message. */
export function expectFieldErrors(
  response: Pick<AnyResponse, 'statusCode' | 'body'>,
  fields: Record<string, string>,
): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body).fields).toEqual(fields);
}
