import { STATUS_CODES } from 'node:http';
import { m } from '@hotel/i18n/messages';
import type { ErrorBody } from '@hotel/validators/responses';

/** A failure with a message for a person, thrown by routes and turned into the API's ErrorBody. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.statusCode,
      code: this.code,
      error: STATUS_CODES[this.statusCode] ?? 'Error',
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const invalid = (fields: Record<string, string>, message: string = m.api_correctFields()) =>
  new ApiFailure(400, 'VALIDATION', message, fields);
export const unauthorized = (message: string = m.api_signInFirst()) =>
  new ApiFailure(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = m.api_notAllowed()) =>
  new ApiFailure(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new ApiFailure(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new ApiFailure(409, code, message);
export const tooManyRequests = (message: string) => new ApiFailure(429, 'RATE_LIMITED', message);
