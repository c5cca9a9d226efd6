import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Env, loadConfig } from '../config.js';

/**
 * The configuration of an app on a fresh SQLite file in a temp folder of its own (`dir`, for the
 * caller to remove): quiet, API only. For the tests and the benchmarks; `env` adds to it.
 */
export function tempConfig(prefix: string, env: Partial<Record<keyof Env, string>> = {}) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: join(dir, 'hotel.db'),
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    ...env,
  });
  return { dir, config };
}
