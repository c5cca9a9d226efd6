import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hotels } from '@hotel/content';
import { afterEach, describe, expect, it } from 'vitest';
import { pdfFonts, pdfLines } from './test/pdfText.js';
import { type ServerProcess, startServerProcess } from './test/serverProcess.js';
import { exampleInvoice } from './test/taxDocuments.js';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const apiDir = fileURLToPath(new URL('../', import.meta.url));

let server: ServerProcess | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => join(folder, name));

describe('the compiled server (pnpm build, then node dist/server.js as pnpm start runs it)', () => {
  it('is JavaScript only, with no test code in it', () => {
    expect(existsSync(join(dist, 'server.js'))).toBe(true);
    const files = filesUnder(dist);
    expect(files.filter((file) => /\.[cm]?ts$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((file) => /\.test\.js$|[/\\]test[/\\]/.test(file))).toEqual([]);
  });

  it('starts under plain node (Node 20 runs no TypeScript), migrates a new file and answers', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hotel-compiled-'));
    server = await startServerProcess({ DATABASE_PATH: join(dir, 'hotel.db') }, 'compiled');

    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    const listed = (await (await fetch(`${server.url}/api/hotels`)).json()) as { _id: string }[];
    expect(listed.map((hotel) => hotel._id)).toEqual(hotels.map((hotel) => hotel.id));
    const room = hotels[0]?.rooms[0];
    const quote = await fetch(`${server.url}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        roomId: room?.id,
        rooms: 1,
        adults: 2,
        breakfasts: 1,
        lunchDinners: 0,
      }),
    });
    expect(quote.status).toBe(201);
    expect(server.output()).not.toMatch(/error/i);
  });

  it('prints a tax invoice under plain node, its fonts found from the packages', () => {
    // What taxDocumentFile runs, from dist/ (no TypeScript, no Vitest resolving anything).
    const script = `
      import { renderTaxDocument } from './dist/documents/renderTaxDocument.js';
      process.stdout.write(await renderTaxDocument(JSON.parse(process.argv[1])));`;
    const document = { ...exampleInvoice, guest: { name: 'अनिल शर्मा' } };
    const pdf = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script, JSON.stringify(document)],
      { cwd: apiDir },
    );
    const lines = pdfLines(pdf);
    expect(lines[lines.indexOf('Billed to') + 1]).toBe('अनिल शर्मा');
    expect(pdfFonts(pdf).map((font) => font.name)).toContainEqual(
      expect.stringMatching(/^[A-Z]{6}\+NotoSansDevanagari-Regular$/),
    );
  });
});
