const MB = 1024 * 1024;

const count = (n: number) => n.toLocaleString('en-IN');

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
  /** Every network failure alike (a refused address too), so a feed cannot probe a network. */
  UNREACHABLE: () =>
    'Could not reach the feed’s address (only public http:// and https:// addresses are fetched).',
  CREDENTIALS: () =>
    'The feed’s address holds a user name or password, which are never sent: add it again without them.',
  STOPPED: () => 'The sync stopped because the server is shutting down.',
  TOO_SLOW: (ms: number) =>
    `Reading the feed took longer than ${ms / 1000} s, so it was stopped; nothing changed.`,
  UNREADABLE: () => 'The feed’s iCalendar could not be read; nothing changed.',
  TOO_MUCH_MEMORY: () => 'Reading the feed took more memory than a feed may; nothing changed.',
  IMPOSSIBLE_RULE: (uid: string) =>
    `The feed’s event “${uid.slice(0, 100)}” repeats by a rule no date can match (such as 30 February); nothing changed.`,
  TOO_MANY_OCCURRENCES: (max: number) =>
    `The feed’s repeating events come to more than ${count(max)} dates; nothing changed.`,
  TOO_MANY_EVENTS: (max: number) =>
    `The feed holds more than ${count(max)} events from today on; nothing changed.`,
} as const;

/** A feed that could not be fetched or read: its blocks stay, the message goes to the admins. */
export class FeedError extends Error {
  override readonly name = 'FeedError';
}

export const feedError = <K extends keyof typeof FEED_FAILURES>(
  kind: K,
  ...args: Parameters<(typeof FEED_FAILURES)[K]>
) => new FeedError((FEED_FAILURES[kind] as (...a: typeof args) => string)(...args));
