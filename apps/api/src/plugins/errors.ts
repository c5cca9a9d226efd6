import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiFailure } from '../lib/ApiFailure.js';

const fieldPath = (path: readonly PropertyKey[]): string => path.map(String).join('.') || '_';

/** Maps every failure to `{ statusCode, code, error, message, fields? }`; 5xx never shows internals. */
function toFailure(error: FastifyError): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const { instancePath, message, params } of error.validation) {
      const issue = (params as { issue?: { path?: PropertyKey[] } }).issue;
      const key = issue?.path
        ? fieldPath(issue.path)
        : instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= message ?? 'is invalid';
    }
    const where = error.validationContext === 'querystring' ? 'query' : error.validationContext;
    return new ApiFailure(
      400,
      'VALIDATION',
      `Please correct the highlighted fields (${where}).`,
      fields,
    );
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiFailure(413, 'BODY_TOO_LARGE', 'The request is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiFailure(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the request as JSON (Content-Type: application/json).',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiFailure(400, 'INVALID_JSON', 'The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiFailure(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return new ApiFailure(400, 'BAD_REQUEST', 'The request could not be read.');
  }
  if (error.statusCode === 429) {
    return new ApiFailure(
      429,
      'RATE_LIMITED',
      'Too many requests. Please wait a minute and try again.',
    );
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiFailure(error.statusCode, error.code ?? 'BAD_REQUEST', error.message);
  }
  return new ApiFailure(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const failure = toFailure(error);
      if (failure.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else
        request.log.info({ code: failure.code, statusCode: failure.statusCode }, failure.message);
      return reply.status(failure.statusCode).send(failure.toBody());
    });
  },
  { name: 'errors' },
);
