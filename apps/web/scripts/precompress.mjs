/**
 * After `react-router build`: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
 * copy beside every text file of dist/client of 1 KB or more, so the server sends them as they
 * are instead of compressing on each request (apps/api/src/lib/staticFiles.ts reads them).
 * The one place that decides what is compressed. `node scripts/precompress.mjs DIR` does another
 * folder (the API's tests).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = process.argv[2] ?? new URL('../dist/client/', import.meta.url).pathname;
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.data',
  '.svg',
  '.txt',
  '.xml',
]);
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

const files = (await readdir(root, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase()))
  .map((entry) => join(entry.parentPath, entry.name));

let written = 0;
await Promise.all(
  files.map(async (file) => {
    const bytes = await readFile(file);
    if (bytes.length < 1024) return;
    const [br, gz] = await Promise.all([
      toBrotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      toGzip(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }),
);
console.log(`precompressed ${written} files of ${root} (brotli and gzip)`);
