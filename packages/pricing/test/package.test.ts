import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The package as a developer gets it: packed into a tarball (after `build`), installed into a
 * scratch project, used from ESM, CommonJS and TypeScript.
 */
const packageDir = resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'pricing-pack-'));
const installed = join(scratch, 'node_modules', '@hotel', 'pricing');
/**
 * npm, node and tsc in the scratch project take seconds each, and minutes on a machine busy with
 * another `pnpm test` (npm's install passed 120 s beside one; issue 26): a guard against a hang,
 * never a verdict on speed.
 */
const GUARD_MS = 300_000;
const run = (command: string, args: string[]) =>
  execFileSync(command, args, {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

beforeAll(() => {
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', scratch], {
    cwd: packageDir,
    encoding: 'utf8',
  }).trim();
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(scratch, packed)]);
}, GUARD_MS);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const weekendRule = `{
  tiers: [{ upToAdults: 1, rate: 150000 }],
  beyond: { kind: 'flat', rate: 180000 },
  breakfastPrice: 12000,
  lunchDinnerPrice: 85000,
  adjustments: [{ name: 'Weekend', days: ['fri', 'sat'], percent: 15 }],
}`;
const useIt = `quote(${weekendRule}, { rooms: 1, adults: 1, nights: 2, checkIn: '2026-12-03' })`;
// 2026-12-03 is a Thursday: one night at the base rate, then a Friday 15% up.

describe('the packed @hotel/pricing', { timeout: GUARD_MS }, () => {
  it('ships its build, sources for the maps, README, CHANGELOG and LICENSE, and no tests', () => {
    for (const file of [
      'dist/index.js',
      'dist/index.d.ts',
      'README.md',
      'CHANGELOG.md',
      'LICENSE',
    ]) {
      expect(existsSync(join(installed, file)), file).toBe(true);
    }
    expect(existsSync(join(installed, 'src/quote.test.ts'))).toBe(false);
    expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  });

  it('has declaration maps that point at shipped sources', () => {
    const mapFile = join(installed, 'dist/quote.d.ts.map');
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      expect(existsSync(resolve(dirname(mapFile), source)), source).toBe(true);
    }
  });

  it('is imported from ESM', () => {
    const out = run('node', [
      '--input-type=module',
      '-e',
      `import { quote, formatINR } from '@hotel/pricing'; console.log(formatINR(${useIt}.total));`,
    ]);
    // 1,500 + 1,725 = 3,225 room cost, 18% GST 580.50
    expect(out.trim()).toBe('₹3,805.50');
  });

  it('is required from CommonJS', () => {
    const out = run('node', [
      '--no-warnings',
      '-e',
      `const { quote } = require('@hotel/pricing'); console.log(JSON.stringify(${useIt}.nightly.map((n) => n.adjustment)));`,
    ]);
    expect(JSON.parse(out)).toEqual([null, 'Weekend']);
  });

  it('types a TypeScript project, and refuses a misuse', () => {
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        include: ['*.ts'],
      }),
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    writeFileSync(
      join(scratch, 'use.ts'),
      `import { quote, type NightlyRate } from '@hotel/pricing';\nconst nights: readonly NightlyRate[] = ${useIt}.nightly;\nexport const total: number = nights.length;\n`,
    );
    expect(() => run('node', [tsc, '-p', '.'])).not.toThrow();
    writeFileSync(
      join(scratch, 'use.ts'),
      `import { quote } from '@hotel/pricing';\nquote({ tiers: 'none' }, { rooms: 1 });\n`,
    );
    const refused = (() => {
      try {
        run('node', [tsc, '-p', '.']);
        return '';
      } catch (error) {
        return String((error as { stdout?: string }).stdout);
      }
    })();
    expect(refused).toMatch(/use\.ts\(2,\d+\): error TS2\d{3}/);
  });
});
