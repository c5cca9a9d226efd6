import { m } from '@hotel/i18n/messages';

/**
 * A script chunk that failed to load: a route module (or a lazily loaded component) whose file
 * the browser could not fetch, usually because a new version of the site replaced it or the
 * network dropped. Each browser words it differently.
 */
const CHUNK_FAILURE_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper
  /loading (?:css )?chunk \S+ failed/i, // webpack-style ChunkLoadError
];

/** The file a message names: `…/assets/hotel-B1x2Y3z4.js`, `/app/routes/hotel.tsx?import`. */
const SCRIPT_FILE = /\/([^/\s'"?#:]+)\.(?:m?[jt]sx?|css)(?=$|[?#\s'"),.])/i;
const WEBPACK_CHUNK = /loading (?:css )?chunk (\S+) failed/i;
/** Vite names files `<name>-<8-character hash>`. */
const CONTENT_HASH = /-[A-Za-z0-9_-]{8}$/;

/** Whether an error thrown while rendering or navigating is a failed script chunk. */
export function isChunkLoadError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * The name of the chunk that failed, for 'Loading chunk {id} failed': the file's name without
 * its content hash when the message names the file, else `fallback` (Safari names no file).
 */
export function chunkName(error: Error, fallback: string): string {
  const webpack = WEBPACK_CHUNK.exec(error.message)?.[1];
  if (webpack) return webpack.replace(/\.$/, '');
  const file = SCRIPT_FILE.exec(error.message)?.[1];
  if (file) return file.replace(CONTENT_HASH, '') || file;
  return fallback;
}

/** "Loading chunk hotel failed", in the language being rendered. */
export const chunkFailedMessage = (id: string): string => m.common_chunkFailed({ id });

const RETRY_KEY = 'chunk-reload-attempted:';

/**
 * Claims the one automatic reload for a failed chunk: true the first time in this browser tab
 * (and records it), false after that, so a chunk that keeps failing shows its message instead of
 * reloading forever. Without usable storage no reload is claimed, for the same reason.
 */
export function claimAutomaticReload(storage: Storage | undefined, id: string): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(RETRY_KEY + id) !== null) return false;
    storage.setItem(RETRY_KEY + id, new Date().toISOString());
    return true;
  } catch {
    // Storage refused (private mode, quota): never risk a reload loop.
    return false;
  }
}

/** The tab's sessionStorage, or undefined where it is unavailable. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
