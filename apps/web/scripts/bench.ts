/**
 * `pnpm --filter @hotel/web bench`: builds the site and prints, for each main page, the
 * JavaScript and CSS its prerendered HTML loads up front, in gzip bytes. A script, not a test.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('../', import.meta.url));
const client = join(webDir, 'dist/client');
const pages = [
  '/',
  '/Hotel-Aagam-Executive',
  '/Singlebed',
  '/Akash-Banquet-Hall',
  '/ContactUs',
  '/Payment',
];

if (!process.argv.includes('--no-build')) {
  execSync('npx react-router build', { cwd: webDir, stdio: 'ignore' });
}

const gzipBytes = (asset: string) =>
  gzipSync(readFileSync(join(client, asset.replace(/[?#].*$/, ''))), { level: 9 }).length;

function initialAssets(html: string): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    js.add(href as string);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) js.add(src as string);
  for (const [, spec] of html.matchAll(/import\("([^"]+\.js)"\)/g)) js.add(spec as string);
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g))
    css.add(href as string);
  return { js, css };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = pages.map((page) => {
  const html = readFileSync(
    join(client, page === '/' ? 'index.html' : `${page}/index.html`),
    'utf8',
  );
  const { js, css } = initialAssets(html);
  const jsBytes = [...js].reduce((sum, asset) => sum + gzipBytes(asset), 0);
  const cssBytes = [...css].reduce((sum, asset) => sum + gzipBytes(asset), 0);
  const htmlBytes = gzipSync(html, { level: 9 }).length;
  return {
    page,
    html: kb(htmlBytes),
    js: kb(jsBytes),
    jsFiles: js.size,
    css: kb(cssBytes),
    cssFiles: css.size,
  };
});

console.log(
  'Initial assets of each page (gzip -9 bytes of what the prerendered HTML loads up front):',
);
console.table(rows);
