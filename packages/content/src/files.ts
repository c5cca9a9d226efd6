import type { Problem } from './check/problem.js';
import { jsonDir } from './node/paths.js';
import { readContentFiles } from './node/readContentFiles.js';

/**
 * Every content file under `json/`, by its path there, read from disk when the package loads: a
 * new `properties/<id>.json` is part of the site without a code change. The order the site lists
 * properties in is `site.json › propertyOrder`.
 */
export const { files: contentFiles, problems: unreadableFiles } = readContentFiles(jsonDir) as {
  files: Readonly<Record<string, unknown>>;
  problems: readonly Problem[];
};
