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

/** Installs Debian's chromium with apt-get when it is missing (the page bench, the end-to-end tests). */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Debian’s chromium (apt-get; no browser is downloaded)…');
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
}
