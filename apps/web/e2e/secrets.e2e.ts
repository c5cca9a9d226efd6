import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/globalSetup';

const webDir = fileURLToPath(new URL('../', import.meta.url));
const envExample = fileURLToPath(new URL('../../../.env.example', import.meta.url));

/** The server's secret settings, as `.env.example` names them (set or commented out). */
const secretNames = [
  ...readFileSync(envExample, 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm),
].flatMap(([, name]) =>
  name && /SECRET|PASSWORD|TOKEN|SMTP_URL|ADMIN_EMAIL/.test(name) ? [name] : [],
);

/** Names a secret often goes by elsewhere, in case one is added under them. */
const commonSecretNames = ['SESSION_SECRET', 'SMTP_PASS', 'JWT_SECRET', 'PRIVATE_KEY'];

/** What no file served to browsers may hold, whatever the build's environment. */
const forbidden = [
  'PRIVATE KEY-----',
  E2E_ADMIN.email,
  E2E_ADMIN.password,
  ...secretNames,
  ...commonSecretNames,
];

/** Every file under `dir` that contains one of `needles`, as `path: needle`. */
function findIn(dir: string, needles: readonly string[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const content = readFileSync(path);
    for (const needle of needles) {
      if (content.includes(needle)) found.push(`${relative(dir, path)}: ${needle}`);
    }
  }
  return found;
}

describe('the built web app holds no secret', () => {
  it('finds what it looks for (the scan reads the prerendered pages and their data)', () => {
    const built = join(webDir, 'dist/client');
    expect(findIn(built, ['<!DOCTYPE html>', 'Hotel Grand Imperial'])).toEqual(
      expect.arrayContaining(['index.html: <!DOCTYPE html>', 'index.html: Hotel Grand Imperial']),
    );
  });

  it('the build the test command made names no server setting and holds no key or E2E credential', () => {
    expect(secretNames).toEqual(
      expect.arrayContaining([
        'APP_SECRET',
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'SMTP_URL',
        'SMS_GATEWAY_TOKEN',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
      ]),
    );
    expect(findIn(join(webDir, 'dist/client'), forbidden)).toEqual([]);
  });

  describe('a build made with every secret set in its environment', () => {
    const run = randomBytes(4).toString('hex');
    const planted: string[] = [];
    const canary = (what: string) => {
      const value = `canary-${what}-${run}`;
      planted.push(value);
      return value;
    };
    const secretEnv: Record<string, string> = {
      ...Object.fromEntries(
        [...secretNames, ...commonSecretNames].map((name) => [name, canary(name.toLowerCase())]),
      ),
      SMTP_URL: `smtp://${canary('smtp-user')}:${canary('smtp-password')}@smtp.example.com:587`,
      ADMIN_EMAIL: `${canary('admin')}@example.com`,
      PRIVATE_KEY: `-----BEGIN PRIVATE KEY-----\n${canary('private-key')}\n-----END PRIVATE KEY-----`,
      // Vite hands VITE_* variables to browser code that reads import.meta.env.
      VITE_SECRET: canary('vite-prefixed'),
    };
    let buildDirectory: string;

    // One more production build (about 10 s on 2 cores) in a temp folder that still resolves
    // apps/web/node_modules, as prerendering imports the server build.
    beforeAll(async () => {
      const cache = join(webDir, 'node_modules/.cache');
      mkdirSync(cache, { recursive: true });
      buildDirectory = mkdtempSync(join(cache, 'secrets-build-'));
      await promisify(execFile)(join(webDir, 'node_modules/.bin/react-router'), ['build'], {
        cwd: webDir,
        env: { ...process.env, ...secretEnv, WEB_BUILD_DIRECTORY: buildDirectory },
        timeout: 100_000,
        maxBuffer: 16 * 1024 * 1024,
      });
    }, 110_000);
    afterAll(() => {
      rmSync(buildDirectory, { recursive: true, force: true });
    });

    it('holds none of their values, nor their names', () => {
      // The environment reached the build: it went where WEB_BUILD_DIRECTORY said.
      expect(existsSync(join(buildDirectory, 'client/index.html'))).toBe(true);
      expect(planted.length).toBeGreaterThan(secretNames.length);
      expect(findIn(join(buildDirectory, 'client'), [...planted, ...forbidden])).toEqual([]);
    });
  });
});
