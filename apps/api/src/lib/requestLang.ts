import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANG, type Lang, renderLangFrom } from '@hotel/i18n';

const TAGS: Readonly<Record<string, Lang>> = { mr: 'mr', 'mr-in': 'mr', hi: 'hi', 'hi-in': 'hi' };

/**
 * The language a visitor's request asks its answers in: the web sends the page's (`mr-IN`);
 * the first tag of `Accept-Language` when it is exactly Marathi or Hindi (`mr`, `mr-IN`, `hi`,
 * `hi-IN`), else English — a browser's own list (`en-US,en;q=0.9`) or none at all.
 */
export function langOfHeader(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return TAGS[first] ?? DEFAULT_LANG;
}

export const langOfRequest = (request: {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}): Lang => langOfHeader(request.headers['accept-language']);

const requestLang = new AsyncLocalStorage<Lang>();

/**
 * Messages rendered without an explicit `locale` (`m.api_…()`, the zod schemas' field messages)
 * render in the language of the request being handled; outside a request (timers, the CLI) in
 * English. E-mails and SMS pass their language explicitly.
 */
renderLangFrom(() => requestLang.getStore() ?? DEFAULT_LANG);

/** Runs `next` (the rest of a request: validation, handler) in the request's language. */
export const inRequestLang = (lang: Lang, next: () => void): void => requestLang.run(lang, next);
