import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDir } from './paths.js';

/**
 * The translations commands the READMEs write, run exactly as written, through pnpm (prefixed
 * with `npx --yes pnpm@…`, as the root README says to run pnpm on a machine without it), from a
 * folder of the workspace as a translator would: the sheet lands where the command was typed, and
 * reading it back unchanged leaves every content file as it was.
 */
const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const READMES = ['README.md', 'packages/content/README.md'];
const PNPM = `pnpm@${JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')).packageManager.split('@')[1]}`;

/** Every `pnpm --filter @hotel/content translations -- …` of the READMEs, exports first. */
function readmeCommands(): string[] {
  const found = new Set<string>();
  for (const readme of READMES) {
    const text = readFileSync(join(workspaceRoot, readme), 'utf8');
    for (const [command] of text.matchAll(
      /pnpm --filter @hotel\/content translations -- [^`#|(\n]*/g,
    )) {
      found.add(command.trim());
    }
  }
  return [...found].sort((a, b) => Number(a.includes('--from')) - Number(b.includes('--from')));
}

function run(command: string, cwd: string) {
  const [pnpm, ...args] = command.split(/\s+/);
  expect(pnpm).toBe('pnpm');
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile('npx', ['--yes', PNPM, ...args], { cwd }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** A fingerprint of every content JSON file, to prove a command changed none. */
function contentHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(jsonDir);
  return hash.digest('hex');
}

// A guard against a hang, never a verdict on speed: each command starts npx, pnpm and the CLI,
// and beside two other full test runs on 2 cores the pair once took over 120 s (issue 26).
describe('the translations commands written in the READMEs', { timeout: 300_000 }, () => {
  let dir: string;
  beforeAll(() => {
    // Inside the workspace, so that pnpm finds it.
    dir = mkdtempSync(join(workspaceRoot, 'packages/content/.readme-commands-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('names an export and its import', () => {
    expect(readmeCommands()).toEqual([
      'pnpm --filter @hotel/content translations -- --lang mr --out marathi.csv',
      'pnpm --filter @hotel/content translations -- --lang mr --from marathi.csv',
    ]);
  });

  it('writes the sheet where the command was typed, and reads it back changing nothing', async () => {
    const before = contentHash();
    const [exported, imported] = readmeCommands();
    const written = await run(exported ?? '', dir);
    expect(written.code, written.output).toBe(0);
    const sheet = readFileSync(join(dir, 'marathi.csv'), 'utf8');
    expect(sheet.startsWith('\uFEFFkey,en,mr\n')).toBe(true);
    expect(sheet).toContain('site.json › tagline');

    const read = await run(imported ?? '', dir);
    expect(read.code, read.output).toBe(0);
    expect(read.output).toMatch(
      /translations: \d+ rows read, 0 file\(s\) changed, 0 row\(s\) skipped/,
    );
    expect(contentHash()).toBe(before);
  });
});
