import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium: no browser is ever downloaded. `BENCH_CHROMIUM` names another launcher, to
 * bench the same build in two browser versions side by side (e.g. an older one unpacked from
 * apt's cache with `dpkg -x`; see docs/PERFORMANCE.md).
 */
export const CHROMIUM = process.env.BENCH_CHROMIUM || '/usr/bin/chromium';

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

/** The browser's full version (`Chromium 156.0.8078.108 …`): Lighthouse names the major only. */
export const chromiumVersion = (): string =>
  execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .split('\n')
    .find((line) => line.startsWith('Chromium'))
    ?.trim() ?? 'Chromium (version unknown)';
