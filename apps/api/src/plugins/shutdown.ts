import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a stopping server may take before close-with-grace ends it (server.ts). */
export const SHUTDOWN_GRACE_MS = 10_000;
/**
 * How long shutdown waits for outgoing calls in flight (an SMS gateway, the payment provider,
 * an SMTP delivery) before it abandons them: half the grace, so the requests waiting on them
 * still answer and the database closes cleanly inside the grace.
 */
export const OUTGOING_CALLS_WAIT_MS = SHUTDOWN_GRACE_MS / 2;

declare module 'fastify' {
  interface FastifyInstance {
    /** Aborted OUTGOING_CALLS_WAIT_MS after close() starts: every outgoing call gives up then. */
    shutdownDeadline: AbortSignal;
  }
}

/** The error an outgoing call is abandoned with at the shutdown deadline. */
export class AbandonedAtShutdown extends Error {
  override readonly name = 'AbandonedAtShutdown';
  constructor(what: string) {
    super(`${what} was abandoned: the server is shutting down`);
  }
}

/**
 * Settles like `call`, or rejects with AbandonedAtShutdown once `deadline` is aborted; an
 * abandoned call may still run (pass the signal on as well where the call can be aborted).
 */
export function abandonAtShutdown<T>(
  deadline: AbortSignal,
  what: string,
  call: Promise<T>,
): Promise<T> {
  if (deadline.aborted) return Promise.reject(new AbandonedAtShutdown(what));
  return new Promise<T>((resolve, reject) => {
    const abandon = () => reject(new AbandonedAtShutdown(what));
    deadline.addEventListener('abort', abandon, { once: true });
    call.then(resolve, reject).finally(() => deadline.removeEventListener('abort', abandon));
  });
}

/** Calls `fire` after `ms`, without keeping the process alive. */
export type ShutdownTimer = (ms: number, fire: () => void) => void;
const unrefTimer: ShutdownTimer = (ms, fire) => {
  setTimeout(fire, ms).unref();
};

/**
 * Graceful shutdown: requests in flight when close() starts finish, and their keep-alive sockets
 * close right after. Without this, close() waits out the keep-alive timeout (72 s) of a socket
 * that turns idle after shutdown began (fastify/fastify#7044). Outgoing calls still running
 * OUTGOING_CALLS_WAIT_MS after close() began are abandoned, so a slow gateway cannot hold the
 * requests waiting on it (and with them close()) past the grace.
 */
export default fp(
  async (app: FastifyInstance, { timer = unrefTimer }: { timer?: ShutdownTimer | undefined }) => {
    let closing = false;
    const deadline = new AbortController();
    app.decorate('shutdownDeadline', deadline.signal);
    app.addHook('preClose', async () => {
      closing = true;
      timer(OUTGOING_CALLS_WAIT_MS, () => deadline.abort());
      app.server.closeIdleConnections?.();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'shutdown' },
);
