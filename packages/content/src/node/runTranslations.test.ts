import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../check/checkContent.js';
import { formatJson } from './formatJson.js';
import { jsonDir } from './paths.js';
import { readContentFiles } from './readContentFiles.js';
import { runTranslations } from './runTranslations.js';

/** What `pnpm --filter @hotel/content translations -- <args>` prints and its exit code. */
function translations(...args: string[]) {
  const lines: string[] = [];
  const code = runTranslations(args, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

const GRAND = 'properties/hotel-grand-imperial.json';
let dir: string;
let sheet: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'translations-'));
  cpSync(jsonDir, join(dir, 'json'), { recursive: true });
  sheet = join(dir, 'mr.csv');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const readSheet = (): string[][] => parse(readFileSync(sheet, 'utf8'), { bom: true });
const writeSheet = (rows: string[][]) => writeFileSync(sheet, stringify(rows, { bom: true }));
/** The sheet's row of a text: [key, English, Marathi]. */
function rowOf(rows: string[][], key: string): [string, string, string] {
  const row = rows.find(([candidate]) => candidate === key);
  if (row?.length !== 3) throw new Error(`The sheet has no row ${key}`);
  return row as [string, string, string];
}

describe('pnpm --filter @hotel/content translations', () => {
  it('writes every visitor text with its English and Marathi side by side, for a spreadsheet', () => {
    const { code } = translations('--lang', 'mr', '--dir', join(dir, 'json'), '--out', sheet);
    expect(code).toBe(0);
    expect(readFileSync(sheet, 'utf8').startsWith('\uFEFFkey,en,mr\n')).toBe(true);
    const rows = readSheet();
    expect(rows).toContainEqual([
      `${GRAND} › rooms[0].title`,
      expect.any(String),
      expect.any(String),
    ]);
    // Names, prices and addresses are not texts to translate.
    expect(rows.map(([key]) => key)).not.toContain(`${GRAND} › name`);
    expect(rows.map(([key]) => key)).not.toContain(`${GRAND} › address.street`);
  });

  it('reads a corrected sheet back into the JSON, changing only the texts corrected', () => {
    const before = readFileSync(join(dir, 'json', GRAND), 'utf8');
    const original = JSON.parse(before);
    const rows = readSheet();
    const title = rowOf(rows, `${GRAND} › rooms[0].title`);
    const amenity = rowOf(rows, `${GRAND} › rooms[0].amenities[1]`);
    expect(title[2]).toBe(original.rooms[0].title.mr);
    title[2] = 'एकेरी बेडची खोली';
    amenity[2] = ' खोलीत सेवा ';
    writeSheet(rows);

    const { code, out } = translations('--lang', 'mr', '--dir', join(dir, 'json'), '--from', sheet);
    expect(out).toContain('1 file(s) changed, 0 row(s) skipped');
    expect(code).toBe(0);
    const after = readFileSync(join(dir, 'json', GRAND), 'utf8');
    const json = JSON.parse(after);
    expect(json.rooms[0].title).toEqual({ ...original.rooms[0].title, mr: 'एकेरी बेडची खोली' });
    expect(json.rooms[0].amenities[1]).toEqual({
      ...original.rooms[0].amenities[1],
      mr: 'खोलीत सेवा',
    });
    // Written as the formatter writes it, and nothing moved but those two texts.
    expect(after).toBe(formatJson(json));
    json.rooms[0].title.mr = original.rooms[0].title.mr;
    json.rooms[0].amenities[1].mr = original.rooms[0].amenities[1].mr;
    expect(formatJson(json)).toBe(before);

    const { files } = readContentFiles(join(dir, 'json'));
    const room = checkContent(files, 'mr').content?.hotels.find(
      (hotel) => hotel.id === 'hotel-grand-imperial',
    )?.rooms[0];
    expect(room?.title).toBe('एकेरी बेडची खोली');
    expect(room?.amenities[1]).toBe('खोलीत सेवा');
  });

  it('leaves a row whose English changed since the export, and says so', () => {
    const summaryBefore = JSON.parse(readFileSync(join(dir, 'json', GRAND), 'utf8')).rooms[0]
      .summary;
    const rows = readSheet();
    const summary = rowOf(rows, `${GRAND} › rooms[0].summary`);
    summary[1] = 'An older summary.';
    summary[2] = 'जुना सारांश.';
    writeSheet(rows);
    const { code, out } = translations('--lang', 'mr', '--dir', join(dir, 'json'), '--from', sheet);
    expect(code).toBe(1);
    expect(out).toContain(
      `skipped  ${GRAND} › rooms[0].summary: the English changed since the sheet was written`,
    );
    expect(JSON.parse(readFileSync(join(dir, 'json', GRAND), 'utf8')).rooms[0].summary).toEqual(
      summaryBefore,
    );
  });

  it('asks for the language of the sheet', () => {
    expect(translations('--dir', join(dir, 'json')).code).toBe(2);
    expect(translations('--lang', 'en').out).toContain('--lang mr (Marathi) or --lang hi (Hindi)');
  });
});
