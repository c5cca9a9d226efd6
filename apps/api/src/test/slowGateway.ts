import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowGateway {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  /** Requests received so far (none is ever answered). */
  readonly received: () => number;
  /** Resolves once the first request has arrived. */
  readonly firstRequest: Promise<void>;
  stop(): Promise<void>;
}

/**
 * An HTTP gateway on 127.0.0.1 that reads each request and never answers it, like a provider
 * that hangs: the outgoing call waits until its own timeout or until it is given up.
 */
export async function startSlowGateway(): Promise<SlowGateway> {
  const held: ServerResponse[] = [];
  let arrived = () => {};
  const firstRequest = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const server = createServer((request, response) => {
    request.resume();
    held.push(response);
    arrived();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => held.length,
    firstRequest,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
