import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inRequestLang, langOfRequest } from '../lib/requestLang.js';

/**
 * Answers a visitor in the language of the page that asked (`Accept-Language`, lib/requestLang):
 * validation, the route and its errors run in it. The context is entered at `preValidation`,
 * after the body is read: a request's body events run outside the context of its first hooks.
 * Errors thrown before (the rate limit) are rendered by the error handler from the header.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      inRequestLang(langOfRequest(request), done);
    });
  },
  { name: 'language' },
);
