const MB = 1024 * 1024;

/** A size limit in words: 2 MB, 512 KB. */
const sizeOf = (bytes: number) =>
  bytes >= MB
    ? `${(bytes / MB).toLocaleString('en-IN', { maximumFractionDigits: 2 })} MB`
    : `${(bytes / 1024).toLocaleString('en-IN', { maximumFractionDigits: 2 })} KB`;

/** Why fetching or reading a feed failed, in words for the admin who added it. */
export const FEED_FAILURES = {
  NOT_ICALENDAR: () => 'The feed’s answer is not an iCalendar file (no VCALENDAR in it).',
  TIMEOUT: (ms: number) => `The feed did not answer within ${ms / 1000} s.`,
  TOO_LARGE: (bytes: number) => `The feed is larger than ${sizeOf(bytes)}; it was not read.`,
  HTTP_STATUS: (status: number) => `The feed answered HTTP ${status}.`,
  TOO_MANY_REDIRECTS: (hops: number) => `The feed redirected more than ${hops} times.`,
  BAD_REDIRECT: () => 'The feed redirected to an address that is not http:// or https://.',
  UNREACHABLE: (cause: string) => `Could not reach the feed (${cause}).`,
  STOPPED: () => 'The sync stopped because the server is shutting down.',
} as const;

/** A feed that could not be fetched or read: its blocks stay, the message goes to the admins. */
export class FeedError extends Error {
  override readonly name = 'FeedError';
}

export const feedError = <K extends keyof typeof FEED_FAILURES>(
  kind: K,
  ...args: Parameters<(typeof FEED_FAILURES)[K]>
) => new FeedError((FEED_FAILURES[kind] as (...a: typeof args) => string)(...args));
