import type { SmsGateway } from './SmsGateway.js';

/**
 * A generic HTTPS SMS gateway: POSTs `{ to, text }` as JSON with a bearer token, the shape most
 * Indian SMS APIs accept through a small relay. Any non-2xx answer is a failed send.
 */
export function httpSmsGateway(
  url: string,
  token: string | undefined,
  timeoutMs = 10_000,
): SmsGateway {
  return {
    async send(to, text, signal) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: `+91${to}`, text }),
        signal: signal
          ? AbortSignal.any([AbortSignal.timeout(timeoutMs), signal])
          : AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
