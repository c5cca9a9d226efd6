import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
/** API paths whose next segment is a quote or order id. */
const ID_PATHS = /^(\/api\/(?:quotes|payments\/orders)\/)[^/?]+/i;
/** Query parameters that carry one (the payment pages' `?quote=…&order=…`). */
const ID_PARAMS = /(^|&)(quote|quoteId|order|orderId)=[^&]*/gi;

/**
 * The URL as the access log keeps it: quote and order ids replaced, the rest as requested. An id
 * is what lets someone pay, look up or hold a booking, so the log does not hand it on.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at)).replace(ID_PATHS, `$1${REDACTED}`);
  if (at === -1) return path;
  return `${path}?${url.slice(at + 1).replace(ID_PARAMS, `$1$2=${REDACTED}`)}`;
}

/** Fastify's request serializer, with the URL redacted. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort ?? 0,
});
