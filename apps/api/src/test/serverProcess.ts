import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { freePort } from '@hotel/bench';
import { afterEach } from 'vitest';
import type { Env } from '../config.js';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Node's arguments that run a TypeScript file of this package in a child process: tsx, with the
 * workspace packages read from their sources (their `development` export) as Vitest reads them.
 */
export const RUN_TYPESCRIPT = ['--conditions=development', '--import', 'tsx'] as const;

/**
 * How long a server process may take to start before a test calls it hung: from its sources it
 * starts in 1–2 s alone, but over 30 s with three full test runs on the 2 cores (issue 26).
 */
export const SERVER_START_MS = 60_000;

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/**
 * The API from its sources (`node --import tsx src/server.ts`; `pnpm start` runs the compiled
 * `dist/server.js` the same way): one process, so a signal sent to `pid` reaches the server itself.
 */
export interface ServerProcess {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output, once written; rejects if the process ends first. */
  waitForOutput(pattern: RegExp): Promise<RegExpMatchArray>;
  /**
   * Resolves once `holds(output)` is true, checked as each chunk of output arrives (no polling);
   * rejects, with the output, if the process ends first.
   */
  waitUntilOutput(holds: (output: string) => boolean, what: string): Promise<void>;
  /** Resolves when the process has ended. */
  readonly exited: Promise<Exit>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILLs the process if it still runs and waits for its end; for `afterEach`. */
  stop(): Promise<Exit>;
}

/** Only what a process needs from the test's environment: none of the server's settings leak in. */
const inherited = () =>
  Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'].flatMap((name) =>
      process.env[name] === undefined ? [] : [[name, process.env[name]]],
    ),
  );

/** The server process on `port` with the test defaults under `env`. */
function spawnServer(
  env: Partial<Record<keyof Env, string>>,
  port: number,
  options: { readonly uid?: number; readonly from?: 'source' | 'compiled' } = {},
): ChildProcessByStdio<null, Readable, Readable> {
  const args =
    options.from === 'compiled' ? ['dist/server.js'] : [...RUN_TYPESCRIPT, 'src/server.ts'];
  return spawn(process.execPath, args, {
    cwd: apiDir,
    env: {
      ...inherited(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
  });
}

/**
 * Starts the server expecting it to refuse: resolves with its exit code and everything it wrote
 * once it has ended; rejects if it is still running after `timeoutMs`. `uid` runs it as another
 * user (root only), for a file that must be read-only to it.
 */
export async function runServerToExit(
  env: Partial<Record<keyof Env, string>>,
  { uid, timeoutMs = SERVER_START_MS }: { readonly uid?: number; readonly timeoutMs?: number } = {},
): Promise<{ readonly code: number | null; readonly output: string }> {
  const child = spawnServer(env, await freePort(), uid === undefined ? {} : { uid });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code === null)
    throw new Error(`the server was still running after ${timeoutMs} ms:\n${output}`);
  return { code, output };
}

/**
 * Starts the server on a free port of 127.0.0.1 with the given environment (on top of test
 * defaults: no web app, rate limits out of the way, warnings only) and resolves once
 * `/api/health` answers 200; rejects, with the process's output, if it exits or takes SERVER_START_MS.
 */
export async function startServerProcess(
  env: Partial<Record<keyof Env, string>>,
  /** `compiled`: `node dist/server.js` as `pnpm start` runs it (after `pnpm build`). */
  from: 'source' | 'compiled' = 'source',
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer(env, port, { from });
  let output = '';
  const onOutput = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk;
    for (const check of onOutput) check();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });

  const server: ServerProcess = {
    url,
    port,
    pid: child.pid ?? 0,
    output: () => output,
    async waitForOutput(pattern) {
      await server.waitUntilOutput((text) => pattern.test(text), `${pattern} in the output`);
      return output.match(pattern) as RegExpMatchArray;
    },
    waitUntilOutput(holds, what) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!holds(output)) return;
          onOutput.delete(check);
          resolve();
        };
        onOutput.add(check);
        check();
        void exited.then(() => {
          if (!onOutput.delete(check)) return;
          reject(new Error(`the server ended before ${what}:\n${output}`));
        });
      });
    },
    exited,
    signal: (signal) => {
      child.kill(signal);
    },
    async stop() {
      if (!ended) child.kill('SIGKILL');
      return exited;
    },
  };

  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`the server did not start on ${url}:\n${output}`);
}

/**
 * For a test file: `start` a server process and make a `databaseFile` in a new temp folder; each
 * test's processes are killed and its folders removed after it.
 */
export function useServerProcesses(): {
  databaseFile: () => string;
  start: (env: Partial<Record<keyof Env, string>>) => Promise<ServerProcess>;
} {
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    databaseFile() {
      const dir = mkdtempSync(join(tmpdir(), 'hotel-server-'));
      dirs.push(dir);
      return join(dir, 'hotel.db');
    },
    async start(env) {
      const server = await startServerProcess(env);
      servers.push(server);
      return server;
    },
  };
}
