import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { makePhotoVariants } from './makeVariants.js';
import { ENCODING, type VariantFormat } from './photoRules.js';

/** One variant of a photo as the site serves it. */
export interface PhotoVariant {
  readonly format: VariantFormat;
  readonly width: number;
  readonly height: number;
  /** Its path under the web's photo folder, with a content hash: cacheable forever. */
  readonly fileName: string;
  readonly bytes: number;
}

/** What the build made of one photo slot's file. */
export interface Photo {
  readonly width: number;
  readonly height: number;
  /** A tiny blurred WebP (`data:` URL) to show until the photo loads; none with transparency. */
  readonly placeholder?: string;
  readonly variants: readonly PhotoVariant[];
}

export interface PhotoBuild {
  /** By the slot's `src` (relative to `images/`). */
  readonly photos: Readonly<Record<string, Photo>>;
  /** Every variant file: where the web build should put it, and where it is on disk. */
  readonly files: readonly { readonly fileName: string; readonly path: string }[];
  /** How many photos were encoded now (the others came from the cache). */
  readonly encoded: number;
}

/**
 * A cache entry no build has used for this long is removed. By age rather than "not in this
 * build": the photo bench and its e2e test build from copies of the content into the same cache,
 * and a photo taken out and put back within a month is not encoded again.
 */
export const UNUSED_ENTRY_MS = 30 * 24 * 60 * 60 * 1_000;
/** A half-written entry (`<key>.<pid>.partial`) of a build that died: gone after a day. */
const ABANDONED_PARTIAL_MS = 24 * 60 * 60 * 1_000;

/** Bump to remake every cached variant after changing how they are made. */
const PIPELINE_VERSION = 1;

const cacheKey = (bytes: Buffer): string =>
  createHash('sha256')
    .update(JSON.stringify({ PIPELINE_VERSION, ENCODING }))
    .update(bytes)
    .digest('hex')
    .slice(0, 16);

/**
 * Makes the variants of each photo (`srcs`, relative to `imagesDir`) into `cacheDir`, keyed by the
 * photo's bytes and the encoder settings, so a rebuild only encodes photos that are new or
 * changed. Throws (naming the file) when a photo cannot be read or decoded.
 */
export async function buildPhotos({
  srcs,
  imagesDir,
  cacheDir,
}: {
  readonly srcs: readonly string[];
  readonly imagesDir: string;
  readonly cacheDir: string;
}): Promise<PhotoBuild> {
  const photos: Record<string, Photo> = {};
  const files: { fileName: string; path: string }[] = [];
  let encoded = 0;
  for (const src of [...new Set(srcs)].sort()) {
    const bytes = readFileSync(join(imagesDir, src));
    const key = cacheKey(bytes);
    const entry = join(cacheDir, key);
    const metaFile = join(entry, 'photo.json');
    if (!existsSync(metaFile)) {
      await encodeInto(entry, bytes, src);
      encoded += 1;
    }
    // Used now: its age counts from this build (see pruneCache).
    const now = new Date();
    utimesSync(entry, now, now);
    const cached = JSON.parse(readFileSync(metaFile, 'utf8')) as CachedPhoto;
    const stem = src.replace(/\.[^.]+$/, '');
    const variants = cached.variants.map(({ file, ...variant }) => {
      const fileName = `${stem}-${variant.width}.${key.slice(0, 8)}.${variant.format}`;
      files.push({ fileName, path: join(entry, file) });
      return { ...variant, fileName };
    });
    photos[src] = { ...cached, variants };
  }
  pruneCache(cacheDir, Date.now());
  return { photos, files, encoded };
}

/**
 * Removes the cache entries no build has used for UNUSED_ENTRY_MS (a replaced photo's, a pipeline
 * version's) and abandoned partial entries, so a build machine's cache does not grow forever.
 */
function pruneCache(cacheDir: string, now: number): void {
  if (!existsSync(cacheDir)) return;
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    const unusedFor = now - statSync(path).mtimeMs;
    const limit = name.endsWith('.partial') ? ABANDONED_PARTIAL_MS : UNUSED_ENTRY_MS;
    if (unusedFor > limit) rmSync(path, { recursive: true, force: true });
  }
}

interface CachedPhoto extends Omit<Photo, 'variants'> {
  readonly variants: readonly (Omit<PhotoVariant, 'fileName'> & { readonly file: string })[];
}

/** Encodes one photo into a fresh cache entry; the entry appears whole or not at all. */
async function encodeInto(entry: string, bytes: Buffer, src: string): Promise<void> {
  let made: Awaited<ReturnType<typeof makePhotoVariants>>;
  try {
    made = await makePhotoVariants(bytes);
  } catch (cause) {
    throw new Error(`images/${src} is not a readable image (${(cause as Error).message})`, {
      cause,
    });
  }
  const partial = `${entry}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const variants = made.variants.map(({ data, ...variant }) => {
    const file = `${variant.width}.${variant.format}`;
    writeFileSync(join(partial, file), data);
    return { ...variant, bytes: data.length, file };
  });
  const meta: CachedPhoto = {
    width: made.width,
    height: made.height,
    ...(made.placeholder ? { placeholder: made.placeholder } : {}),
    variants,
  };
  writeFileSync(join(partial, 'photo.json'), `${JSON.stringify(meta, null, 2)}\n`);
  rmSync(entry, { recursive: true, force: true });
  renameSync(partial, entry);
}
