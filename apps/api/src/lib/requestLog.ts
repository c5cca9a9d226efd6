import type { FastifyRequest } from 'fastify';

/** A request's address as the log keeps it: an iCal export URL's secret token hidden. */
export const loggedUrl = (url: string): string =>
  url.replace(/(\/ical\/)[^/?#]*/gi, '$1[redacted]');

/** The request line of the log: Fastify's own fields, with the address through loggedUrl. */
export function requestLogLine(request: FastifyRequest) {
  const port = request.socket?.remotePort;
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    ...(port === undefined ? {} : { remotePort: port }),
  };
}
