import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { devanagariCharacters } from './devanagariText.ts';

/**
 * What the stylesheet's `@font-face` and root.tsx's preload import: the built subset, which the
 * client build writes as `/assets/noto-sans-devanagari-<hash>.woff2`.
 */
export const DEVANAGARI_FONT_ID = '@fonts/noto-sans-devanagari.woff2';

/** The regular weight of the font the tax documents use (the workspace's one copy of it). */
export const devanagariSourceFont = (): string =>
  createRequire(import.meta.url).resolve(
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  );

const defaultCacheDir = fileURLToPath(new URL('../node_modules/.cache/fonts/', import.meta.url));

/** One build a process and cache folder (the client and prerender builds share it). */
const builds = new Map<string, Promise<string>>();

/**
 * The font cut to the characters of the Marathi and Hindi pages (with every conjunct and matra
 * form they reach: hb-subset keeps the shaping tables' closure), as WOFF2; kept in the cache by
 * a hash of the characters and the source font, so a build redoes it only when a text changes.
 */
export function buildDevanagariFont(cacheDir = defaultCacheDir): Promise<string> {
  const building =
    builds.get(cacheDir) ??
    (async () => {
      const source = await readFile(devanagariSourceFont());
      const characters = devanagariCharacters();
      const hash = createHash('sha256')
        .update(source)
        .update(characters)
        .digest('hex')
        .slice(0, 16);
      const file = join(cacheDir, hash, 'noto-sans-devanagari.woff2');
      if (existsSync(file)) return file;
      const woff2 = await subsetFont(source, characters, { targetFormat: 'woff2' });
      await mkdir(join(cacheDir, hash), { recursive: true });
      await writeFile(`${file}.part`, woff2);
      await rename(`${file}.part`, file);
      return file;
    })();
  builds.set(cacheDir, building);
  return building;
}

/**
 * The Marathi and Hindi pages' font, subset at build time: `@fonts/noto-sans-devanagari.woff2`
 * resolves to the cached subset, and Vite hashes it into /assets/ like any other asset.
 */
export function devanagariFont({ cacheDir = defaultCacheDir } = {}): Plugin {
  return {
    name: 'hotel:devanagari-font',
    async config() {
      const file = await buildDevanagariFont(cacheDir);
      return { resolve: { alias: [{ find: DEVANAGARI_FONT_ID, replacement: file }] } };
    },
  };
}
