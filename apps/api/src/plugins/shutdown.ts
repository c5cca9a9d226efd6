import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Graceful shutdown: requests in flight when close() starts finish, and their keep-alive sockets
 * close right after. Without this, close() waits out the keep-alive timeout (72 s) of a socket
 * that turns idle after shutdown began (fastify/fastify#7044).
 */
export default fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      app.server.closeIdleConnections?.();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown' },
);
