import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer } from './servers.js';

const apiDir = fileURLToPath(new URL('../../../apps/api/', import.meta.url));
const webDist = fileURLToPath(new URL('../../../apps/web/dist/client/', import.meta.url));

/** The compiled API that `pnpm start` runs: `node dist/server.js` in apps/api. */
const API_SERVER = ['dist/server.js'] as const;

/** Throws, saying what to run, when the API has not been compiled. */
function assertApiBuilt(): void {
  if (!existsSync(join(apiDir, ...API_SERVER)))
    throw new Error(`${join(apiDir, ...API_SERVER)} is missing: run \`pnpm build\` first.`);
}

/**
 * The per-address rate limits during a bench. The defaults (300 requests a minute, 10 for the
 * enquiry forms) would answer nearly everything with 429; the limiter still runs on every request.
 */
const BENCH_RATE_LIMIT = 1_000_000_000;

export interface Site {
  readonly url: string;
  readonly databasePath: string;
  /** How the site was started, for the bench's printout. */
  readonly description: string;
  /** Milliseconds from spawning the server to its first /api/health 200 (a cold start). */
  readonly startedInMs: number;
  /** The server process's CPU time so far, in milliseconds (Server.cpuMs). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * Starts the site the way `pnpm start` serves it: the compiled API (`node dist/server.js` in
 * apps/api, no TypeScript loader) serving the built apps/web/dist/client, with NODE_ENV=production and the default log
 * level, on a free port of 127.0.0.1, with a fresh SQLite file in a temp folder and the rate
 * limits raised. Resolves once /api/health answers; stop() ends it and removes the folder.
 */
export async function startSite(
  /** Settings beyond the bench's (the end-to-end tests add their admin, for one). */
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<Site> {
  assertApiBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'hotel-bench-'));
  const databasePath = join(dir, 'hotel.db');
  const url = `http://127.0.0.1:${await freePort()}`;
  const limit = String(BENCH_RATE_LIMIT);
  try {
    const server = await startServer({
      command: process.execPath,
      args: [...API_SERVER],
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'test',
        HOST: '127.0.0.1',
        PORT: new URL(url).port,
        SITE_ORIGIN: url,
        DATABASE_PATH: databasePath,
        WEB_DIST: webDist,
        SERVE_WEB: 'true',
        RATE_LIMIT_PER_MINUTE: limit,
        AUTH_RATE_LIMIT_PER_MINUTE: limit,
        FORM_RATE_LIMIT_PER_MINUTE: limit,
        ...extraEnv,
      },
      readyUrl: `${url}/api/health`,
      logFile: join(dir, 'server.log'),
    });
    return {
      url,
      databasePath,
      startedInMs: server.startedInMs,
      cpuMs: server.cpuMs,
      description:
        `${url}: apps/api as \`pnpm start\` runs it (node dist/server.js, NODE_ENV=production, ` +
        'log level info to a file, a fresh SQLite file in a temp folder), serving ' +
        `apps/web/dist/client; rate limits raised to ${BENCH_RATE_LIMIT.toLocaleString('en-US')} ` +
        'a minute for the bench (RATE_LIMIT_PER_MINUTE, AUTH_RATE_LIMIT_PER_MINUTE, ' +
        'FORM_RATE_LIMIT_PER_MINUTE), or nearly everything would be 429',
      async stop() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
