import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));

/** What a page's prerendered HTML loads up front, in gzip -9 bytes (and its script in brotli). */
export interface InitialAssets {
  readonly htmlBytes: number;
  readonly jsBytes: number;
  /** The script as the server sends it: the `.br` copies of scripts/precompress.mjs. */
  readonly jsBrotliBytes: number;
  readonly jsFiles: number;
  readonly cssBytes: number;
  readonly cssFiles: number;
  /** The fonts the page preloads, as sent (WOFF2 is compressed already). */
  readonly fontBytes: number;
}

const gzipBytes = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
/** The file of a built asset (`/assets/root-….js`). */
export const assetFile = (asset: string): string => join(clientDir, asset.replace(/[?#].*$/, ''));
const assetBytes = (asset: string) => gzipBytes(readFileSync(assetFile(asset)));
/** A file under 1 KB has no `.br` copy (the server sends it as it is); brotli'd here alike. */
function brotliBytes(asset: string): number {
  const file = assetFile(asset);
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  const brotli = brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  return Math.min(brotli, readFileSync(file).length);
}

function assetsOf(html: string): { js: Set<string>; css: Set<string>; fonts: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const fonts = new Set<string>();
  for (const [, href] of html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g))
    fonts.add(href as string);
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    js.add(href as string);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) js.add(src as string);
  // The boot script (prerender/deferHydration.ts) names every module it preloads and imports.
  for (const [, boot] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const [, spec] of (boot as string).matchAll(/"(\/assets\/[^"]+\.js)"/g))
      js.add(spec as string);
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g))
    css.add(href as string);
  return { js, css, fonts };
}

/** The built page at `path` (`/Singlebed`), or the file (`/mr/__spa-fallback.html`). */
const pageHtml = (path: string) =>
  readFileSync(
    join(
      clientDir,
      path === '/' ? 'index.html' : path.endsWith('.html') ? path : `${path}/index.html`,
    ),
    'utf8',
  );

/** The scripts (`/assets/….js`) the built page at `path` loads up front. */
export const initialScripts = (path: string): string[] => [...assetsOf(pageHtml(path)).js];

/** The JavaScript and CSS the built page at `path` (e.g. `/Singlebed`) loads up front. */
export function initialAssets(path: string): InitialAssets {
  const html = pageHtml(path);
  const { js, css, fonts } = assetsOf(html);
  const sum = (assets: Set<string>, size = assetBytes) =>
    [...assets].reduce((total, a) => total + size(a), 0);
  return {
    htmlBytes: gzipBytes(html),
    jsBytes: sum(js),
    jsBrotliBytes: sum(js, brotliBytes),
    jsFiles: js.size,
    cssBytes: sum(css),
    cssFiles: css.size,
    fontBytes: sum(fonts, (font) => readFileSync(assetFile(font)).length),
  };
}
