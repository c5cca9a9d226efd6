import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium: no browser is ever downloaded. */
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
] as const;

/** Installs Debian's chromium with apt-get when it is missing, as the end-to-end tests do. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Debian’s chromium for the page bench…');
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
}
