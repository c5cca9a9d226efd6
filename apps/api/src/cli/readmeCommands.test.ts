import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The CLI command lines the READMEs write, run exactly as written, through pnpm (prefixed with
 * `npx --yes pnpm@…`, as the root README says to run them on a machine without pnpm), against the
 * compiled CLIs (`pnpm build` first, as `pnpm test` does). A README and its command cannot drift.
 */
const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const apiRoot = join(workspaceRoot, 'apps/api');
const READMES = ['README.md', 'apps/api/README.md'];
const PNPM = [
  '--yes',
  `pnpm@${JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')).packageManager.split('@')[1]}`,
];
const PASSWORD = 'a long administrator password';

/** Every `pnpm --filter @hotel/api admin:create|backup|seed:month -- …` the READMEs write without a placeholder. */
function readmeCommands(): string[] {
  const found = new Set<string>();
  for (const readme of READMES) {
    const text = readFileSync(join(workspaceRoot, readme), 'utf8');
    for (const [command] of text.matchAll(
      /pnpm --filter @hotel\/api (?:admin:create|backup|seed:month) -- [^`#|(\n]*/g,
    )) {
      if (!/[…<>[\]]/.test(command)) found.add(command.trim());
    }
  }
  // The account first: a backup needs a database to copy.
  return [...found].sort((a, b) => Number(a.includes(' backup ')) - Number(b.includes(' backup ')));
}

function run(command: string, cwd: string, env: NodeJS.ProcessEnv) {
  const [pnpm, ...args] = command.split(/\s+/);
  expect(pnpm).toBe('pnpm');
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = execFile('npx', [...PNPM, ...args], { cwd, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
    child.stdin?.end(`${PASSWORD}\n`);
  });
}

// A guard against a hang, never a verdict on speed: each command starts npx, pnpm and the CLI;
// the content package's twin of this test once took over 120 s beside two other full runs.
describe('the CLI commands written in the READMEs', { timeout: 300_000 }, () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    expect(existsSync(join(apiRoot, 'dist/cli/backup.js')), 'pnpm build first').toBe(true);
    // Inside the workspace, so that pnpm finds it; relative paths land here (INIT_CWD).
    dir = mkdtempSync(join(apiRoot, '.readme-commands-'));
    const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...rest } = process.env;
    env = { ...rest, NODE_ENV: 'test', DATABASE_PATH: join(dir, 'hotel.db'), LOG_LEVEL: 'silent' };
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const commands = readmeCommands();

  it('include admin:create, backup and seed:month', () => {
    expect(commands.some((command) => command.includes(' admin:create '))).toBe(true);
    expect(commands.some((command) => command.includes(' backup '))).toBe(true);
    expect(commands.some((command) => command.includes(' seed:month '))).toBe(true);
  });

  it.each(commands)('%s runs as written', async (command) => {
    const { code, output } = await run(command, dir, env);
    expect(output).not.toMatch(/Unexpected argument|Usage:/);
    expect(code).toBe(0);
    if (command.includes(' backup ')) {
      const target = command.split('--to ')[1]?.trim() ?? '';
      expect(output).toMatch(/integrity ok/);
      expect(existsSync(join(dir, target))).toBe(true);
    } else if (command.includes(' seed:month ')) {
      const target = command.split('--db ')[1]?.trim() ?? '';
      expect(output).toMatch(/^Seeded \d{4}-\d{2} in .+; 0 refused/m);
      expect(existsSync(join(dir, target))).toBe(true);
    } else {
      expect(output).toMatch(/administrator/);
    }
  });
});
