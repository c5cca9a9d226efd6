import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port of 127.0.0.1 that nothing listens on. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface Server {
  /** Milliseconds from spawning the process to the first 200 from `readyUrl`. */
  readonly startedInMs: number;
  /**
   * The CPU time the process has used so far, in milliseconds (user and system, all its
   * threads; Linux's /proc, in 10 ms ticks; NaN elsewhere). Only the process itself: a server
   * run through a launcher (the tsx CLI) does its work in a child this does not see.
   */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Linux's clock ticks a second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/**
 * Spawns a server process whose output goes to `logFile`, and resolves once `readyUrl` answers
 * 200 (30 s at most; asked every 5 ms, so `startedInMs` is a cold start's time to its first
 * answer); stop() sends SIGTERM and waits for the exit.
 */
export async function startServer(options: {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly readyUrl: string;
  readonly logFile: string;
}): Promise<Server> {
  const log = openSync(options.logFile, 'a');
  const spawnedAt = performance.now();
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const stop = () => stopChild(child);
  try {
    await waitUntilReady(options.readyUrl, child);
  } catch (error) {
    await stop();
    const output = readFileSync(options.logFile, 'utf8').slice(-4_000);
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    startedInMs: performance.now() - spawnedAt,
    cpuMs: () => cpuMsOf(child.pid),
    stop,
  };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited early.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer within 30 s.`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
