import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** One file of the built web app, held in memory with its compressed copies. */
export interface StaticFile {
  /** `/assets/app-3f9a1c.js`, `/Hotel-Aagam-Executive/index.html` */
  readonly urlPath: string;
  readonly file: string;
  readonly type: string;
  /** The strong validator of the file's bytes (each encoding adds its own suffix). */
  readonly tag: string;
  readonly identity: Buffer;
  readonly br: Buffer | undefined;
  readonly gzip: Buffer | undefined;
  readonly html: boolean;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/**
 * How much older than its file a compressed copy may be: a cache restore (turbo) writes both
 * within milliseconds in either order; a rebuild without the precompress step is a build later.
 */
const STALE_AFTER_MS = 2_000;

/**
 * The build's compressed copy of a file (`<file>.br`, `<file>.gz`, written at their best by
 * apps/web's post-build step, which decides what is worth compressing), if it made one for the
 * file as it is: a copy older than its file (a `react-router build` run without that step) is
 * last build's page, and is not sent.
 */
function prebuilt(file: string, suffix: 'br' | 'gz'): Buffer | undefined {
  const copy = `${file}.${suffix}`;
  if (!existsSync(copy) || statSync(copy).mtimeMs < statSync(file).mtimeMs - STALE_AFTER_MS) {
    return undefined;
  }
  return readFileSync(copy);
}

const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => join(root, name))
    .filter((file) => statSync(file).isFile());

/**
 * Reads every file of the built web app once, at start: its type, its validator (a hash of its
 * bytes, for ETag) and the build's brotli and gzip copies, so a request is answered from memory.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of filesUnder(root)) {
    const extension = extname(file).toLowerCase();
    if (extension === '.br' || extension === '.gz') continue;
    const identity = readFileSync(file);
    const urlPath = `/${relative(root, file).split(sep).join('/')}`;
    files.set(urlPath, {
      urlPath,
      file,
      type: TYPES[extension] ?? 'application/octet-stream',
      tag: createHash('sha256').update(identity).digest('hex').slice(0, 32),
      identity,
      br: prebuilt(file, 'br'),
      gzip: prebuilt(file, 'gz'),
      html: extension === '.html',
    });
  }
  return files;
}

/** The encodings a request accepts (q=0 refuses one), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const accepted = { br: false, gzip: false };
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name === 'br' || name === 'gzip' || name === '*') {
      if (name !== 'gzip') accepted.br = !refused;
      if (name !== 'br') accepted.gzip = !refused;
    }
  }
  return accepted;
}

/** Whether an If-None-Match header names this file's validator (any encoding's; weak match). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header
    .split(',')
    .some(
      (candidate) => candidate.trim().replace(/^W\//, '').replace(/"/g, '').split('-')[0] === tag,
    );
}
