import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageDir } from '../node/paths.js';

const workspaceRoot = join(packageDir, '../..');
const pnpm = `pnpm@${JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')).packageManager.split('@')[1]}`;

/**
 * The command exactly as the READMEs write it, through pnpm (prefixed with `npx --yes pnpm@…`,
 * as the root README says on a machine without pnpm); runContentCheck.test.ts checks what it
 * finds. pnpm, tsx and sharp start in seconds, in a minute or more beside another `pnpm test`:
 * the timeout is a guard against a hang, not a verdict on speed.
 */
describe('pnpm content:check --launch, run as written', { timeout: 240_000 }, () => {
  it('fails on the shipped placeholders with exit code 1, naming each file and path', async () => {
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        'npx',
        ['--yes', pnpm, 'content:check', '--launch'],
        { cwd: workspaceRoot },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
    expect(output).toContain(
      'error  properties/hotel-aagam-executive.json › address.street: has the placeholder "Plot 0"',
    );
    expect(output).toMatch(/content:check: 10 files, 32 error\(s\), 3 warning\(s\)/);
    expect(code).toBe(1);
  });
});
