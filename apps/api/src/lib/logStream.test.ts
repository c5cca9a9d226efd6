import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RUN_TYPESCRIPT } from '../test/serverProcess.js';
import { WAIT_MS } from './logStream.js';

// The log's standard output gathers lines in blocks written off the event loop: these prove a
// line is never lost, cut or mangled (multi-byte text included) and never waits long.
const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const logTo = (script: string, after = '') => [
  ...RUN_TYPESCRIPT,
  '--input-type=module',
  '-e',
  `import pino from 'pino'; import { stdoutLog } from './src/lib/logStream.ts';
   const log = pino({ base: undefined }, stdoutLog(${after})); ${script}`,
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
  });

  it('writes a lone line when its wait (a tenth of a second) ends, while the process lives on', async () => {
    // The child's timer says when it is set and fires when the test writes a line to its stdin;
    // the child never ends on its own, so a line kept until the exit would never come.
    const child = spawn(
      process.execPath,
      logTo(
        `log.info('first'); setInterval(() => {}, 60_000);`,
        `(ms, fire) => {
          process.stderr.write('waits ' + ms + '\\n');
          process.stdin.once('data', fire);
        }`,
      ),
      { cwd: apiRoot, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    try {
      let stdout = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
      });
      const ended = new Promise<never>((_resolve, reject) =>
        child.once('exit', () => reject(new Error(`the child ended:\n${stdout}`))),
      );
      const waits = new Promise<string>((resolve) => {
        let stderr = '';
        child.stderr.on('data', (chunk) => {
          stderr += chunk;
          if (stderr.includes('\n')) resolve(stderr);
        });
      });
      expect(await Promise.race([waits, ended])).toBe(`waits ${WAIT_MS}\n`);
      // Nothing is written before the wait ends (the line is far under a block's 4 KB)...
      expect(stdout).toBe('');
      const written = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      // ...and the line comes as soon as it does.
      child.stdin.write('fire\n');
      await Promise.race([written, ended]);
      expect(JSON.parse(stdout)).toMatchObject({ msg: 'first' });
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
  });
});
