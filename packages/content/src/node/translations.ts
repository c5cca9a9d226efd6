import { DEFAULT_LANG, LANGS, type Lang } from '@hotel/i18n';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { fileKindOf } from '../check/checkContent.js';
import { formatJsonPath } from '../check/problem.js';
import { fileSchemas } from '../schema/index.js';
import { localTexts } from '../schema/primitives.js';

/** One text of the content for a translator: where it is, its English, its translation. */
export interface TextRow {
  /** `file › path`, as content:check names it: `properties/hotel-grand-imperial.json › rooms[0].summary`. */
  readonly key: string;
  readonly en: string;
  /** The text in the language of the sheet; empty where there is none yet. */
  readonly text: string;
}

const KEY_SEPARATOR = ' › ';

/** Every visitor text of the content files (parsed JSON by path under `json/`), in file order. */
export function textRows(files: Readonly<Record<string, unknown>>, lang: Lang): TextRow[] {
  return Object.entries(files).flatMap(([file, json]) => {
    const kind = fileKindOf(file);
    const parsed = kind ? fileSchemas[kind].schema.safeParse(json) : undefined;
    if (!parsed?.success) {
      throw new Error(`${file} does not pass content:check; fix it before exporting its texts.`);
    }
    return [...localTexts(parsed.data)].map(({ path, text }) => ({
      key: `${file}${KEY_SEPARATOR}${formatJsonPath(path)}`,
      en: text.texts.en,
      text: text.texts[lang] ?? '',
    }));
  });
}

/** The translator's sheet: `key,en,<lang>`, with a byte-order mark so spreadsheets read UTF-8. */
export function textsCsv(rows: readonly TextRow[], lang: Lang): string {
  return stringify(
    rows.map((row) => [row.key, row.en, row.text]),
    { header: true, columns: ['key', DEFAULT_LANG, lang], bom: true },
  );
}

/** Reads a sheet written by `textsCsv` (and edited in a spreadsheet) back into rows. */
export function rowsOfCsv(csv: string, lang: Lang): TextRow[] {
  const records: Record<string, string>[] = parse(csv, {
    bom: true,
    columns: true,
    skip_empty_lines: true,
  });
  return records.map((record, index) => {
    const { key, [DEFAULT_LANG]: en, [lang]: text } = record;
    if (key === undefined || en === undefined || text === undefined) {
      throw new Error(
        `Row ${index + 2} of the sheet lacks a column: it needs key, ${DEFAULT_LANG} and ${lang}.`,
      );
    }
    return { key, en, text: text.trim() };
  });
}

/** `rooms[0].readings["a-b"]` → ['rooms', 0, 'readings', 'a-b'] (formatJsonPath, reversed). */
export function parseJsonPath(path: string): PropertyKey[] {
  const segments: PropertyKey[] = [];
  for (const [, name, index, quoted] of path.matchAll(
    /\.?([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g,
  )) {
    if (name !== undefined) segments.push(name);
    else if (index !== undefined) segments.push(Number(index));
    else if (quoted !== undefined) segments.push(JSON.parse(quoted) as string);
  }
  return segments;
}

type Json = Record<PropertyKey, unknown>;

/**
 * Writes each row's translation into the raw JSON files (`files`, changed in place) as `lang`
 * beside the English, and answers the files it changed and a line for each row it left alone:
 * a text that is no longer there, or whose English changed since the sheet was written.
 */
export function applyTranslations(
  files: Record<string, unknown>,
  rows: readonly TextRow[],
  lang: Lang,
): { changed: Set<string>; skipped: string[] } {
  const changed = new Set<string>();
  const skipped: string[] = [];
  for (const row of rows) {
    if (row.text === '') continue;
    const at = row.key.indexOf(KEY_SEPARATOR);
    const file = row.key.slice(0, at);
    const path = parseJsonPath(row.key.slice(at + KEY_SEPARATOR.length));
    const last = path.pop();
    let parent: unknown = files[file];
    for (const segment of path) parent = (parent as Json | undefined)?.[segment];
    const current = last === undefined ? undefined : (parent as Json | undefined)?.[last];
    const texts = typeof current === 'string' ? { [DEFAULT_LANG]: current } : (current as Json);
    if (at < 0 || last === undefined || typeof texts?.[DEFAULT_LANG] !== 'string') {
      skipped.push(`${row.key}: no such text in the content`);
      continue;
    }
    if (texts[DEFAULT_LANG] !== row.en) {
      skipped.push(
        `${row.key}: the English changed since the sheet was written (now ${JSON.stringify(texts[DEFAULT_LANG])}); export the sheet again`,
      );
      continue;
    }
    if (texts[lang] === row.text) continue;
    const merged: Json = { ...texts, [lang]: row.text };
    (parent as Json)[last] = Object.fromEntries(
      LANGS.filter((language) => typeof merged[language] === 'string').map((language) => [
        language,
        merged[language],
      ]),
    );
    changed.add(file);
  }
  return { changed, skipped };
}
