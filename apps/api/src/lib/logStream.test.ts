import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RUN_TYPESCRIPT } from '../test/serverProcess.js';

// The log's standard output gathers lines in blocks written off the event loop: these prove a
// line is never lost, cut or mangled (multi-byte text included) and never waits long.
const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const logTo = (script: string) => [
  ...RUN_TYPESCRIPT,
  '--input-type=module',
  '-e',
  `import pino from 'pino'; import { stdoutLog } from './src/lib/logStream.ts';
   const log = pino({ base: undefined }, stdoutLog()); ${script}`,
];

describe('stdoutLog', () => {
  it('writes every line whole, in order, by the time the process exits', async () => {
    const { stdout } = await run(
      process.execPath,
      logTo(`for (let n = 0; n < 5000; n += 1) log.info({ n, url: '/Hôtel-Āgam/₹' }, 'request');`),
      { cwd: apiRoot, maxBuffer: 10_000_000 },
    );
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(5_000);
    lines.forEach((line, n) => {
      expect(JSON.parse(line)).toMatchObject({ n, url: '/Hôtel-Āgam/₹', msg: 'request' });
    });
  }, 30_000);

  it('writes a lone line within a tenth of a second or so, while the process lives on', async () => {
    const child = spawn(
      process.execPath,
      logTo(`log.info('first'); setTimeout(() => log.info('second'), 2000);`),
      { cwd: apiRoot },
    );
    try {
      const firstAt = await new Promise<number>((resolve, reject) => {
        child.stdout.once('data', () => resolve(Date.now()));
        child.once('exit', () => reject(new Error('exited before writing')));
      });
      const exited = new Promise<number>((resolve) =>
        child.once('exit', () => resolve(Date.now())),
      );
      // Long before the process ends (it waits 2 s for its second line).
      expect((await exited) - firstAt).toBeGreaterThan(1_500);
    } finally {
      child.kill();
    }
  }, 30_000);
});
