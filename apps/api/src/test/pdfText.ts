import { execFileSync } from 'node:child_process';

/** Installs Debian's poppler-utils (pdftotext) when it is missing, as the test setup does for Chromium. */
export function ensurePdftotext(): void {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    execFileSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq poppler-utils'], {
      stdio: 'ignore',
    });
  }
}
