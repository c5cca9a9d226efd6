import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loggedUrl } from '../lib/requestLog.js';

/**
 * One log line per request, when it is answered: method, URL (secrets in it hidden), status and
 * milliseconds (Fastify's
 * own request logging writes two, each serializing the request). At `debug`, also a line as a
 * request arrives.
 */
export default fp(
  async (app: FastifyInstance) => {
    if (app.config.logLevel === 'debug' || app.config.logLevel === 'trace') {
      app.addHook('onRequest', (request, _reply, done) => {
        request.log.debug(
          { method: request.method, url: loggedUrl(request.url) },
          'incoming request',
        );
        done();
      });
    }
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: loggedUrl(request.url),
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  },
  { name: 'requestLog', dependencies: ['config'] },
);
