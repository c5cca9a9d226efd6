import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { freePort } from '@hotel/bench';
import type { Env } from '../config.js';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Node's arguments that run a TypeScript file of this package in a child process: tsx, with the
 * workspace packages read from their sources (their `development` export) as Vitest reads them.
 */
export const RUN_TYPESCRIPT = ['--conditions=development', '--import', 'tsx'] as const;

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

/**
 * Starts the server on a free port of 127.0.0.1 with the given environment (on top of test
 * defaults: no web app, rate limits out of the way, warnings only) and resolves once
 * `/api/health` answers 200; rejects, with the process's output, if it exits or takes 30 s.
 */
export async function startServerProcess(
  env: Partial<Record<keyof Env, string>>,
  /** `compiled`: `node dist/server.js` as `pnpm start` runs it (after `pnpm build`). */
  from: 'source' | 'compiled' = 'source',
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
    process.execPath,
    from === 'compiled' ? ['dist/server.js'] : [...RUN_TYPESCRIPT, 'src/server.ts'],
    {
      cwd: apiDir,
      env: {
        ...inherited(),
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_ORIGIN: url,
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
        FORM_RATE_LIMIT_PER_MINUTE: '1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
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
    exited,
    signal: (signal) => {
      child.kill(signal);
    },
    async stop() {
      if (!ended) child.kill('SIGKILL');
      return exited;
    },
  };

  const deadline = Date.now() + 30_000;
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
