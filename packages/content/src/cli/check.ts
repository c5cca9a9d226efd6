import { checkContent } from '../check/checkContent.js';
import { formatProblem, type Problem } from '../check/problem.js';
import { contentFiles } from '../files.js';
import { checkImages } from '../node/checkImages.js';
import { imagesDir, jsonDir } from '../node/paths.js';
import { readContentFiles } from '../node/readContentFiles.js';

/**
 * `pnpm content:check [--dir <json folder>]`: prints every problem as `file › json.path: message`
 * and exits 1 on any error. `--dir` checks a copy of the content (the tests use it).
 */
function main(argv: readonly string[]): number {
  const dirFlag = argv.indexOf('--dir');
  const dir = dirFlag >= 0 ? argv[dirFlag + 1] : undefined;
  const { files, problems } = readContentFiles(dir ?? jsonDir);
  const all: Problem[] = [...problems];
  for (const file of Object.keys(files)) {
    if (!(file in contentFiles)) {
      all.push({
        severity: 'error',
        file,
        path: '',
        message: 'is not listed in packages/content/src/files.ts, so the site does not read it',
      });
    }
  }
  const { content, problems: contentProblems } = checkContent(files);
  all.push(...contentProblems);
  if (content) all.push(...checkImages(content, imagesDir));

  const errors = all.filter((problem) => problem.severity === 'error');
  const warnings = all.filter((problem) => problem.severity === 'warning');
  for (const problem of [...errors, ...warnings]) console.log(formatProblem(problem));
  console.log(
    `\ncontent:check: ${Object.keys(files).length} files, ${errors.length} error(s), ${warnings.length} warning(s)`,
  );
  return errors.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
