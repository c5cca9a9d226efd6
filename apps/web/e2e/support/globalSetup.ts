import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

export const CHROMIUM = '/usr/bin/chromium';

/** The administrator the test site starts with, to read back what visitors sent. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'end-to-end admin password' };
const apiDir = fileURLToPath(new URL('../../../api/', import.meta.url));
const webDist = fileURLToPath(new URL('../../dist/client/', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** No browser is downloaded here: the tests drive Debian's Chromium, installed when missing. */
function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Debian’s chromium for the end-to-end tests…');
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not start in 30 s:\n${output()}`);
}

/**
 * Starts the production build the way `pnpm start` serves it: the API process serving
 * apps/web/dist/client, on a free port of 127.0.0.1, with a fresh database; stops it afterwards.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: build the web app first (pnpm test builds it).');
  }
  ensureChromium();
  const dataDir = mkdtempSync(join(tmpdir(), 'hotel-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: join(dataDir, 'hotel.db'),
      SITE_ORIGIN: baseUrl,
      WEB_DIST: webDist,
      SERVE_WEB: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      FORM_RATE_LIMIT_PER_MINUTE: '100000',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  await waitForHealth(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null);
      else child.once('exit', resolve);
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
