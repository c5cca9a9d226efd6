import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, startSite } from '@hotel/bench';
import type { TestProject } from 'vitest/node';

/** The administrator the test site starts with, to read back what visitors sent. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'end-to-end admin password' };
const webDist = fileURLToPath(new URL('../../dist/client/', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the production build the way `pnpm start` serves it (@hotel/bench's startSite: the API
 * process serving apps/web/dist/client, on a free port of 127.0.0.1, with a fresh database, the
 * rate limits raised), with an admin; stops it afterwards. Debian's Chromium is installed when
 * missing: no browser is downloaded.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: build the web app first (pnpm test builds it).');
  }
  ensureChromium();
  const site = await startSite({
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  project.provide('baseUrl', site.url);
  return () => site.stop();
}
