import type { Lang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiFailure } from '../lib/ApiFailure.js';
import { API_CSP } from '../lib/csp.js';
import { langOfRequest } from '../lib/requestLang.js';

const fieldPath = (path: readonly PropertyKey[]): string => path.map(String).join('.') || '_';

/**
 * Maps every failure to `{ statusCode, code, error, message, fields? }`; 5xx never shows internals.
 * A visitor's messages are in their page's language (`locale`); a route's own failures already
 * are (plugins/language.ts). What only a hand-made request meets (a body that is not JSON, a bad
 * address) stays English.
 */
function toFailure(error: FastifyError, locale: Lang): ApiFailure {
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
      m.api_correctFieldsIn({ where: String(where) }, { locale }),
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
    case 'FST_ERR_BAD_URL':
      return new ApiFailure(400, 'BAD_URL', 'The address of the request is not valid.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiFailure(414, 'URL_TOO_LONG', 'The address of the request is too long.');
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return new ApiFailure(400, 'BAD_REQUEST', 'The request could not be read.');
  }
  if (error.statusCode === 429) {
    return new ApiFailure(429, 'RATE_LIMITED', m.api_tooManyRequests({}, { locale }));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiFailure(error.statusCode, error.code ?? 'BAD_REQUEST', error.message);
  }
  return new ApiFailure(500, 'INTERNAL', m.api_internal({}, { locale }));
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route or hook runs (a
 * path that is not valid percent-encoded UTF-8, a path parameter over the length limit). Without
 * it Fastify answers in its own shape, echoing the address and its internal error code.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const failure = toFailure(error, langOfRequest(request));
  request.log.info({ code: failure.code, statusCode: failure.statusCode }, failure.message);
  // No hook (helmet's included) has run yet: the headers a JSON error needs are set here.
  reply
    .status(failure.statusCode)
    .type('application/json')
    .headers({
      'content-security-policy': API_CSP,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    })
    .send(failure.toBody());
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const failure = toFailure(error, langOfRequest(request));
      if (failure.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else
        request.log.info({ code: failure.code, statusCode: failure.statusCode }, failure.message);
      return reply.status(failure.statusCode).send(failure.toBody());
    });
  },
  { name: 'errors' },
);
