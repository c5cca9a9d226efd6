import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * Folders of this package on disk (Node only). Found through the package's own name rather than
 * this file's place, so they hold when a build bundles this module elsewhere (the web's
 * prerender bundle, a compiled server).
 */
export const packageDir = `${dirname(createRequire(import.meta.url).resolve('@hotel/content/package.json'))}/`;
export const schemaDir = join(packageDir, 'schema/');

/**
 * The content the site is built from: `json/` and `images/` of this package, or of a copy named by
 * HOTEL_CONTENT_DIR (a folder holding `json/` and `images/`; the photo bench and the photo
 * end-to-end test build the site from such a copy).
 */
export const contentDir = process.env.HOTEL_CONTENT_DIR
  ? `${resolve(process.env.HOTEL_CONTENT_DIR)}/`
  : packageDir;
export const jsonDir = join(contentDir, 'json/');
export const imagesDir = join(contentDir, 'images/');
