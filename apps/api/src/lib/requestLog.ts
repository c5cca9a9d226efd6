import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
/** An iCal export URL's secret token: whoever has it reads a room type's sold-out nights. */
const ICAL_TOKEN = /(\/ical\/)[^/?#]*/gi;
/** A review invitation's single-use token: the page's and the API's path. */
const REVIEW_TOKEN = /(\/review\/|\/api\/reviews\/invitation\/)[^/?#]*/gi;
/** API paths whose next segment is a quote or order id. */
const ID_PATHS = /^(\/api\/(?:quotes|payments\/orders)\/)[^/?]+/i;
/** Query parameters that carry one (the payment pages' `?quote=…&order=…`). */
const ID_PARAMS = /(^|&)(quote|quoteId|order|orderId)=[^&]*/gi;

/**
 * The URL as the request log keeps it: iCal export and review tokens, quote ids and order ids replaced, the
 * rest as requested. Each of them lets someone read, pay or hold what is not theirs, so the log
 * does not hand them on.
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at))
    .replace(ICAL_TOKEN, `$1${REDACTED}`)
    .replace(REVIEW_TOKEN, `$1${REDACTED}`)
    .replace(ID_PATHS, `$1${REDACTED}`);
  if (at === -1) return path;
  return `${path}?${url.slice(at + 1).replace(ID_PARAMS, `$1$2=${REDACTED}`)}`;
}

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
