import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

type Directives = Record<string, string[]>;

/** The policy of the API's answers (JSON, PDF, iCal): no sources, never framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The site's Content Security Policy: its own origin, and the payment provider's checkout;
 * `https` (production over https) adds upgrade-insecure-requests.
 */
export function cspDirectives(https: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", 'https://checkout.razorpay.com'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    'frame-src': [
      "'self'",
      'https://www.google.com',
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
    ],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'script-src-attr': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export const serializeCsp = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

const EXECUTABLE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!module|text\/javascript)[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

/** The sha256 sources of a page's own inline scripts (React Router's hydration data). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(EXECUTABLE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The CSP of one prerendered HTML file: the site's policy with exactly that page's inline
 * scripts allowed by hash (no 'unsafe-inline'). Cached per file and modification time.
 */
export function createPageCsp(https: boolean): (file: string) => string {
  const cache = new Map<string, { mtimeMs: number; header: string }>();
  return (file) => {
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.header;
    const directives = cspDirectives(https);
    directives['script-src'] = [
      ...(directives['script-src'] ?? []),
      ...inlineScriptHashes(readFileSync(file, 'utf8')),
    ];
    const header = serializeCsp(directives);
    cache.set(file, { mtimeMs, header });
    return header;
  };
}
