import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** The text of a PDF as pdftotext (poppler) extracts it, laid out as on the page. */
export function pdfText(pdf: Buffer): string {
  ensurePdftotext();
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}

/** The lines of a PDF's text, each trimmed, empty ones left out. */
export const pdfLines = (pdf: Buffer): string[] =>
  pdfText(pdf)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export interface PdfFont {
  /** As the PDF names it: `ABCDEF+NotoSans-Regular` for a subset. */
  readonly name: string;
  readonly type: string;
  readonly embedded: boolean;
  readonly subset: boolean;
}

/** The fonts of a PDF, as pdffonts (poppler) lists them. */
export function pdfFonts(pdf: Buffer): PdfFont[] {
  ensurePdftotext();
  const dir = mkdtempSync(join(tmpdir(), 'pdf-fonts-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const table = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2);
    return table
      .filter((line) => line.trim() !== '')
      .map((line) => {
        // name, type (may hold spaces), encoding, emb, sub, uni, object, id
        const match =
          /^(\S+)\s+(.+?)\s+(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line);
        if (!match) throw new Error(`pdffonts wrote a line this helper cannot read: ${line}`);
        const [, name = '', type = '', , embedded, subset] = match;
        return { name, type, embedded: embedded === 'yes', subset: subset === 'yes' };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
