import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Problem } from '../check/problem.js';

/** Reads every .json file under `dir`, keyed by its path relative to `dir` (with "/"). */
export function readContentFiles(dir: string): {
  files: Record<string, unknown>;
  problems: Problem[];
} {
  const files: Record<string, unknown> = {};
  const problems: Problem[] = [];
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of names) {
    const file = relative(dir, join(dir, name)).split(sep).join('/');
    const text = readFileSync(join(dir, name), 'utf8');
    try {
      files[file] = JSON.parse(text);
    } catch (cause) {
      problems.push({
        severity: 'error',
        file,
        path: '',
        message: `is not valid JSON (${(cause as Error).message}); look for a missing comma or quote near there`,
      });
    }
  }
  return { files, problems };
}
