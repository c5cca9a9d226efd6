import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_LANG, isLang } from '@hotel/i18n';
import { formatJson } from './formatJson.js';
import { jsonDir } from './paths.js';
import { readContentFiles } from './readContentFiles.js';
import { applyTranslations, rowsOfCsv, textRows, textsCsv } from './translations.js';

/**
 * A file named on the command line, from where the command was typed: pnpm runs the script in
 * the package's folder and says where it was called from in INIT_CWD.
 */
const typedPath = (path: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), path);

const flag = (argv: readonly string[], name: string): string | undefined => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};

/**
 * `pnpm --filter @hotel/content translations -- --lang mr [--out sheet.csv]` writes every text of
 * the content with its English and Marathi side by side (to the terminal without --out);
 * `… --lang mr --from sheet.csv` reads a corrected sheet back into the JSON. `--dir` works on a
 * copy of the content's json/ folder (the tests use it).
 */
export function runTranslations(
  argv: readonly string[],
  print: (line: string) => void = console.log,
): number {
  const lang = flag(argv, '--lang');
  if (!isLang(lang) || lang === DEFAULT_LANG) {
    print('Name the language of the sheet: --lang mr (Marathi) or --lang hi (Hindi).');
    return 2;
  }
  const dir = flag(argv, '--dir') ?? jsonDir;
  const { files, problems } = readContentFiles(dir);
  if (problems.length > 0) {
    print('The content has files that are not valid JSON: run pnpm content:check first.');
    return 1;
  }
  const from = flag(argv, '--from');
  if (from === undefined) {
    const csv = textsCsv(textRows(files, lang), lang);
    const out = flag(argv, '--out');
    if (out === undefined) process.stdout.write(csv);
    else {
      writeFileSync(typedPath(out), csv);
      print(`wrote ${out}`);
    }
    return 0;
  }
  const rows = rowsOfCsv(readFileSync(typedPath(from), 'utf8'), lang);
  const { changed, skipped } = applyTranslations(files, rows, lang);
  for (const file of changed) writeFileSync(join(dir, file), formatJson(files[file]));
  for (const line of skipped) print(`skipped  ${line}`);
  print(
    `translations: ${rows.length} rows read, ${changed.size} file(s) changed, ${skipped.length} row(s) skipped`,
  );
  return skipped.length > 0 ? 1 : 0;
}
